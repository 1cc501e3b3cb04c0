// The Azure DevOps client against the fake organization over loopback: connection (projects paged by
// continuation token), imports by WIQL, saved query and current iteration (ids, then batches of at
// most 200), the estimate field per process read from the work item type, write-back as a JSON Patch,
// the 203 sign-in page said as a refused token, throttling, the token in no message.
import { describe, expect, it } from "vitest";
import { expectSecretsInNoError, rejection } from "../../../../tests/support/useFakeTracker";
import { parseTrackerHosts } from "../../../server/egress/trackerHosts";
import { BAD_PAT, EFFORT, GOOD_PAT, SIZE, STORY_POINTS } from "../test/fakeAzureDevOpsData";
import { vssError } from "../test/fakeAzureDevOps";
import { useFakeAzureDevOps } from "../test/useFakeAzureDevOps";
import { listAzureTeams, testAzureDevOpsConnection } from "./connection";
import { AzureDevOpsError } from "./errors";
import { estimateFieldOf } from "./estimateField";
import { importByWiql, importCurrentIteration, importSavedQuery } from "./importWorkItems";
import { writeAzureEstimate } from "./writeEstimate";

const azure = useFakeAzureDevOps();
const fiber = { project: "Fiber", team: "Fiber Team" };
const OPEN_STORIES = "Select [System.Id] From WorkItems Where [System.TeamProject] = @project AND [System.State] <> 'Closed' order by [Microsoft.VSTS.Common.Priority] asc";

const failure = (promise: Promise<unknown>) => rejection(promise, AzureDevOpsError);

const REFUSED = "Azure DevOps refused the token: it may be wrong, expired or revoked, or made for another organization. Create a personal access token (User settings, Personal access tokens) with Work Items (Read & write), and paste it again.";

describe("connection", () => {
  it("says which organization the token opens and sees every project across pages, as Basic with an empty user", async () => {
    const connection = await testAzureDevOpsConnection(azure.site());
    expect(connection.projects.map((p) => p.name)).toEqual(["Fiber", "Scrummy", "Cmmi", "Support", "Big"]);
    expect(connection.summary).toBe("Connected to Azure DevOps fabrikam: the token sees 5 projects. Writing estimates needs its Work Items (Read & write) scope.");
    expect(azure.fake.received.map((r) => r.query.continuationToken)).toEqual([undefined, "2", "4"]);
    expect(azure.fake.received.every((r) => r.authenticatedAs === "alice" && r.query["api-version"] === "7.1")).toBe(true);
  });

  it("says the token was refused when the service answers 203 with its sign-in page", async () => {
    const error = await failure(testAzureDevOpsConnection(azure.site(BAD_PAT)));
    expect(azure.fake.sent[0]!.status).toBe(203);
    expect(error.kind).toBe("unauthorized");
    expect(error.message).toBe(REFUSED);
  });

  it("lists a project's teams", async () => {
    expect(await listAzureTeams(azure.site(), "Fiber")).toEqual([{ id: "564e8204-a90b-4432-883b-d4363c6125ca", name: "Fiber Team" }]);
    expect((await failure(listAzureTeams(azure.site(), "Nope"))).message).toBe("Azure DevOps has no project Nope, or the account may not see it.");
  });
});

describe("import", () => {
  it("by WIQL: ids first, then the items, with the process's estimate field and HTML descriptions", async () => {
    const stories = await importByWiql(azure.site(), fiber, OPEN_STORIES);
    expect(stories.map((s) => s.id)).toEqual([1, 2, 4, 3, 6]);
    expect(stories[0]).toEqual({
      key: "1",
      id: 1,
      title: "Sign in with SSO",
      workItemType: "User Story",
      priority: 1,
      estimate: 5,
      description: "<div><b>Sign in with SSO</b>: it works</div>",
      url: `${azure.fake.organizationUrl}/Fiber/_workitems/edit/1`,
    });
    expect(stories.map((s) => s.priority)).toEqual([1, 2, 2, 3, null]);
    const batch = azure.fake.received.find((r) => r.path.endsWith("/workitemsbatch"))!;
    expect(JSON.parse(batch.body)).toMatchObject({ ids: [1, 2, 4, 3, 6], errorPolicy: "omit" });
    expect(JSON.parse(batch.body).fields).toContain(STORY_POINTS);
  });

  it("fetches more than 200 work items in batches of at most 200", async () => {
    const stories = await importByWiql(azure.site(), { project: "Big", team: "Big Team" }, "Select [System.Id] From WorkItems Where [System.TeamProject] = @project");
    expect(stories).toHaveLength(205);
    expect(stories[204]!.title).toBe("Story 205");
    const batches = azure.fake.received.filter((r) => r.path.endsWith("/workitemsbatch")).map((r) => (JSON.parse(r.body) as { ids: number[] }).ids.length);
    expect(batches).toEqual([200, 5]);
  });

  it("reads Effort in a Scrum project and Size in a CMMI one", async () => {
    const where = "Select [System.Id] From WorkItems Where [System.TeamProject] = @project";
    expect((await importByWiql(azure.site(), { project: "Scrummy", team: "Scrummy Team" }, where)).map((s) => [s.id, s.estimate])).toEqual([[20, 3]]);
    expect((await importByWiql(azure.site(), { project: "Cmmi", team: "Cmmi Team" }, where)).map((s) => [s.id, s.estimate])).toEqual([[30, 8]]);
    expect(azure.fake.received.filter((r) => r.path.endsWith("/workitemsbatch")).map((r) => (JSON.parse(r.body) as { fields: string[] }).fields.at(-1))).toEqual([EFFORT, SIZE]);
  });

  it("says what Azure DevOps found wrong with a query", async () => {
    const error = await failure(importByWiql(azure.site(), fiber, "Select [System.Id] From WorkItems Where [Custom.Nope] = 1"));
    expect(error.kind).toBe("invalid");
    expect(error.message).toBe("Azure DevOps refused the request (400). Azure DevOps says: TF51005: The query references a field that does not exist, or an operator this fake does not know: [Custom.Nope] = 1.");
  });

  it("by a saved query, by its id or its path; a folder is no query", async () => {
    expect((await importSavedQuery(azure.site(), fiber, "342f0f44-4069-46b1-a940-3d0468979ceb")).map((s) => s.id)).toEqual([1, 2, 6]);
    expect((await importSavedQuery(azure.site(), fiber, "Shared Queries/Open stories")).map((s) => s.id)).toEqual([1, 2, 6]);
    expect((await failure(importSavedQuery(azure.site(), fiber, "Shared Queries"))).message).toBe("Shared Queries is a folder of queries: choose one query in it.");
    expect((await failure(importSavedQuery(azure.site(), fiber, "Shared Queries/Nope"))).message).toBe("Azure DevOps has no saved query Shared Queries/Nope in Fiber, or it is not shared with the account.");
  });

  it("by the team's current iteration: its backlog items, not their tasks", async () => {
    const { iteration, stories } = await importCurrentIteration(azure.site(), fiber);
    expect(iteration).toBe("Sprint 8");
    expect(stories.map((s) => s.id)).toEqual([1, 2, 3]);
    expect((await failure(importCurrentIteration(azure.site(), { project: "Scrummy", team: "Scrummy Team" }))).message).toBe(
      "The team Scrummy Team has no current iteration. Set its iteration dates in Azure DevOps (Project settings, Team configuration).",
    );
  });
});

describe("the estimate field", () => {
  it("is the process's own, read from the work item type's fields", async () => {
    expect(await estimateFieldOf(azure.site(), "Fiber", "User Story")).toEqual({ referenceName: STORY_POINTS, name: "Story Points", process: "Agile" });
    expect(await estimateFieldOf(azure.site(), "Scrummy", "Product Backlog Item")).toMatchObject({ referenceName: EFFORT, process: "Scrum" });
    expect(await estimateFieldOf(azure.site(), "Cmmi", "Requirement")).toMatchObject({ referenceName: SIZE, process: "CMMI" });
  });

  it("is said missing when the work item type has none, never guessed", async () => {
    const error = await failure(estimateFieldOf(azure.site(), "Support", "Incident"));
    expect(error.kind).toBe("no_estimate_field");
    expect(error.message).toBe(
      "Incident items in Support (process Support Process) have no estimate field (Story Points, Effort or Size), so the estimate cannot be written. A process administrator can add one to the work item type.",
    );
  });
});

describe("write-back", () => {
  it("sends a JSON Patch that tests the revision and sets the type's field", async () => {
    expect(await writeAzureEstimate(azure.site(), { project: "Fiber", id: 2, card: "8" })).toMatchObject({ id: 2, value: 8, field: { referenceName: STORY_POINTS } });
    expect(azure.fake.workItem(2)!.fields[STORY_POINTS]).toBe(8);
    const patch = azure.fake.received.find((r) => r.method === "PATCH")!;
    expect(patch.contentType).toBe("application/json-patch+json");
    expect(JSON.parse(patch.body)).toEqual([
      { op: "test", path: "/rev", value: 3 },
      { op: "add", path: `/fields/${STORY_POINTS}`, value: 8 },
    ]);
  });

  it("writes Effort in a Scrum project, and the half card as 0.5", async () => {
    await writeAzureEstimate(azure.site(), { project: "Scrummy", id: 20, card: "½" });
    expect(azure.fake.workItem(20)!.fields[EFFORT]).toBe(0.5);
  });

  it("refuses a process without the field before patching anything", async () => {
    const error = await failure(writeAzureEstimate(azure.site(), { project: "Support", id: 40, card: "3" }));
    expect(error.kind).toBe("no_estimate_field");
    expect(azure.fake.received.filter((r) => r.method === "PATCH")).toEqual([]);
  });

  it("refuses a card that is no number before sending, and says a missing item is missing", async () => {
    expect((await failure(writeAzureEstimate(azure.site(), { project: "Fiber", id: 2, card: "XL" }))).message).toBe(
      "XL is not a number, and Azure DevOps estimates are numbers. Map the room's cards to numbers to write them.",
    );
    expect(azure.fake.received).toEqual([]);
    expect((await failure(writeAzureEstimate(azure.site(), { project: "Fiber", id: 999, card: "3" }))).message).toBe("Azure DevOps has no work item 999 in Fiber, or the account may not see it.");
  });

  it("says the item changed meanwhile when its revision moved", async () => {
    azure.fake.failNextWith({ status: 200, contentType: "application/json", body: JSON.stringify({ id: 2, rev: 2, fields: { "System.WorkItemType": "User Story" }, url: "x" }) });
    const error = await failure(writeAzureEstimate(azure.site(), { project: "Fiber", id: 2, card: "5" }));
    expect(error.kind).toBe("conflict");
    expect(azure.fake.workItem(2)!.fields[STORY_POINTS]).toBeUndefined();
  });

  it("says the token was refused on a write too: 401 JSON, as a PATCH gets it (NOTES 10.1)", async () => {
    azure.fake.failNextWith({ status: 401, contentType: "application/json", body: JSON.stringify(vssError("TF400813: The user '' is not authorized to access this resource.", "UnauthorizedRequestException")) });
    const error = await failure(writeAzureEstimate(azure.site(), { project: "Fiber", id: 2, card: "5" }));
    expect(error.kind).toBe("unauthorized");
    expect(error.message).toBe(REFUSED);
  });
});

describe("limits and the guard", () => {
  it("waits out a short throttle (429, Retry-After) and says when to try again after a long one", async () => {
    azure.fake.throttleNext(0);
    expect((await testAzureDevOpsConnection(azure.site())).projects).toHaveLength(5);
    azure.fake.throttleNext(120);
    expect((await failure(testAzureDevOpsConnection(azure.site()))).message).toBe("Azure DevOps is throttling this account (too many requests). Try again in 2 minutes.");
  });

  it("says Azure DevOps is down on 5xx", async () => {
    azure.fake.failNextWith({ status: 503, body: "<html>Service Unavailable</html>", contentType: "text/html" });
    expect((await failure(testAzureDevOpsConnection(azure.site()))).message).toBe("Azure DevOps is having trouble right now (503). Try again in a few minutes.");
  });

  it("reaches a server only when TRACKER_HOSTS lists it, and never an internal address by pattern", async () => {
    expect((await failure(testAzureDevOpsConnection(azure.site(GOOD_PAT, { policy: { listedHosts: [] } })))).kind).toBe("unreachable");
    const policy = { listedHosts: parseTrackerHosts("*.corp.example"), resolve: async () => [{ address: "169.254.169.254", family: 4 }] };
    const error = await failure(testAzureDevOpsConnection({ organizationUrl: "https://ado.corp.example/tfs/DefaultCollection", token: GOOD_PAT, policy }));
    expect(error.message).toBe("Azure DevOps could not be reached: ado.corp.example points to a cloud metadata address (169.254.169.254), which this server reaches only when TRACKER_HOSTS lists the host exactly.");
    expect(azure.fake.received).toHaveLength(0);
  });

  it("never puts the token in an error", async () => {
    const base64 = Buffer.from(`:${GOOD_PAT}`).toString("base64");
    await expectSecretsInNoError(
      [
        () => testAzureDevOpsConnection(azure.site(BAD_PAT)),
        () => writeAzureEstimate(azure.site(), { project: "Support", id: 40, card: "3" }),
        () => importByWiql(azure.site(), fiber, "nonsense"),
        () => {
          azure.fake.failNextWith({ status: 400, body: JSON.stringify({ message: `bad ${GOOD_PAT}` }), contentType: "application/json" });
          return testAzureDevOpsConnection(azure.site());
        },
        () => {
          azure.fake.throttleNext(900);
          return testAzureDevOpsConnection(azure.site());
        },
      ],
      [BAD_PAT, base64],
    );
  });
});
