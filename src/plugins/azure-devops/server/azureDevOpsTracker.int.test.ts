// Issue 32: Azure DevOps Boards in rooms, against the fake organization. A person connects with an
// organization and a personal access token (a bad token's 203 sign-in page said as the token refused;
// one that sees no project refused); a manager chooses a project and its team, imports the current
// iteration, a WIQL query or a saved query (ids first, then the items 200 at a time); the agreed card
// is written with a JSON Patch to the field the work item's type estimates in, and a type without one
// is refused before anything is sent. The token is in no frame, answer or log line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { framesWhile, trackerRoom } from "../../../../tests/support/trackerRooms";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { api, as } from "../../../../tests/support/typedCalls";
import { signUpUser } from "../../../../tests/support/users";
import type { TrackerCall } from "../../../server/features/trackers";
import { type FakeAzureDevOps, startFakeAzureDevOps } from "../test/fakeAzureDevOps";
import { BAD_PAT, EFFORT, GOOD_PAT, NO_PROJECTS_PAT, STORY_POINTS } from "../test/fakeAzureDevOpsData";
import { azureDevOpsRoomTracker } from "./roomTracker";

const SECRETS = [GOOD_PAT, BAD_PAT, NO_PROJECTS_PAT];
const REFUSED = /^Azure DevOps refused the token: it may be wrong, expired or revoked/;
const log: string[] = [];
let server: TestServer;
let azure: FakeAzureDevOps;

beforeAll(async () => {
  azure = await startFakeAzureDevOps();
  server = await startTestServer({
    env: { AZURE_DEVOPS_URL: azure.origin, TRACKER_HOSTS: `127.0.0.1:${azure.port}`, LOG_LEVEL: "debug" },
    logDestination: { write: (line) => void log.push(line) },
  });
});
afterAll(async () => {
  await server?.close();
  await azure?.close();
});

function expectNoSecret(text: string): void {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

const connectAzure = (token = GOOD_PAT, site = "fabrikam") => ({ tracker: "azureDevOps", token, site });
const call = (): TrackerCall => ({ connection: { site: azure.organizationUrl, token: GOOD_PAT, account: "fabrikam" }, config: server.config });
const patches = () => azure.received.filter((request) => request.method === "PATCH");
const OPEN_STORIES = "Select [System.Id] From WorkItems Where [System.TeamProject] = @project AND [System.State] <> 'Closed'";

describe("connecting Azure DevOps", () => {
  it("by the organization's name or address; a bad token's sign-in page is the token refused; a token that sees no project is refused", async () => {
    const ann = await signUpUser(server, "Ann Azure");
    const made = await as(server, ann).call(api.connections.connect, connectAzure());
    expect(made).toMatchObject({ tracker: "azureDevOps", trackerLabel: "Azure DevOps", site: azure.organizationUrl, account: "fabrikam", missingScopes: [] });
    expect(made.summary).toBe("Connected to Azure DevOps fabrikam: the token sees 5 projects. Writing estimates needs its Work Items (Read & write) scope.");
    // The same organization by its address: the same connection, tested again.
    expect((await as(server, ann).call(api.connections.connect, connectAzure(GOOD_PAT, `${azure.organizationUrl}/`)))._id).toBe(made._id);

    const bob = await signUpUser(server, "Bob Azure");
    azure.clear();
    expect(await as(server, bob).refusal(api.connections.connect, connectAzure(BAD_PAT))).toMatch(REFUSED);
    // The fake answered as the real service does: 203 and a sign-in page, not 401.
    expect(azure.sent.at(-1)).toMatchObject({ status: 203, contentType: "text/html; charset=utf-8" });
    expect(await as(server, bob).refusal(api.connections.connect, connectAzure(NO_PROJECTS_PAT))).toBe(
      "The token opens fabrikam but sees no project in it, so there is nothing to import. Ask for access to a project, or give the token the Project and Team (Read) scope, then connect again.",
    );
    expect(await as(server, bob).call(api.connections.list, {})).toEqual([]);
  });
});

describe("an Azure DevOps project as the room's source", () => {
  it("imports the team's current iteration, a WIQL query and a saved query, skipping what is queued", async () => {
    const room = await trackerRoom(server, connectAzure());
    expect(await room.refusedSource({ kind: "project", project: "Fiber", team: "Nope" })).toBe("The project Fiber has no team Nope. Check its name in Project settings, Teams.");
    expect(await room.setSource({ kind: "project", project: "Fiber" })).toMatchObject({ tracker: "azureDevOps", kind: "project", label: "Fiber (Fiber Team)", url: `${azure.organizationUrl}/Fiber` });

    expect(await room.importStories({ route: "iteration" })).toMatchObject({ imported: 3 });
    const stories = await room.queued();
    expect(stories.map((s) => [s.ticketKey, s.title, s.ticketPriority, s.ticketStoryPoints])).toEqual([
      ["1", "Sign in with SSO", "Highest", 5],
      ["2", "Room history", "High", null],
      ["3", "Deck editor crashes", "Medium", null],
    ]);
    expect(stories[0]).toMatchObject({ link: `${azure.organizationUrl}/Fiber/_workitems/edit/1`, hasTicketDescription: true, descriptionExcerpt: "Sign in with SSO: it works" });

    expect(await room.preview({ route: "wiql", wiql: OPEN_STORIES })).toMatchObject({ found: 5, fresh: 2 });
    expect(await room.importStories({ route: "query", query: "Shared Queries/Open stories" })).toMatchObject({ imported: 1 });
    expect((await room.queued()).map((s) => s.ticketKey)).toEqual(["1", "2", "3", "6"]);
  });

  it("reads more than 200 work items in batches of 200", async () => {
    const room = await trackerRoom(server, connectAzure());
    await room.setSource({ kind: "project", project: "Big" });
    azure.clear();
    expect(await room.preview({ route: "wiql", wiql: "Select [System.Id] From WorkItems Where [System.TeamProject] = @project" })).toMatchObject({ found: 205 });
    const batches = azure.received.filter((request) => request.path.endsWith("/workitemsbatch")).map((request) => (JSON.parse(request.body) as { ids: number[] }).ids.length);
    expect(batches).toEqual([200, 5]);
  });

  it("a token refused later (203 and a sign-in page) is said as the token refused, and changes nothing", async () => {
    const room = await trackerRoom(server, connectAzure());
    await room.setSource({ kind: "project", project: "Fiber" });
    azure.failNextWith({ status: 203, body: "<!DOCTYPE html><html><body>Sign in</body></html>", contentType: "text/html; charset=utf-8" });
    const refusal = await room.refusedImport({ route: "iteration" });
    expect(refusal).toMatch(REFUSED);
    expect(refusal).not.toMatch(/HTML|unexpected/i);
    expect(await room.queued()).toEqual([]);
  });
});

describe("writing the agreed estimate with a JSON Patch", () => {
  it("to Story Points on Agile and Effort on Scrum, read back from the fake", async () => {
    const room = await trackerRoom(server, connectAzure());
    await room.setSource({ kind: "project", project: "Fiber" });
    expect(await azureDevOpsRoomTracker.writeTarget!(call(), { kind: "project", project: "Fiber", team: "Fiber Team" })).toEqual({ ok: true, label: "Story Points" });
    const { storyIds } = await room.importStories({ route: "iteration" });
    await room.agree(storyIds[1]!, "8");
    expect(await room.writeBack(storyIds[1]!)).toMatchObject({ card: "8", value: 8 });
    expect(azure.workItem(2)?.fields[STORY_POINTS]).toBe(8);
    expect(patches().at(-1)).toMatchObject({ contentType: "application/json-patch+json" });

    const scrum = await trackerRoom(server, connectAzure());
    await scrum.setSource({ kind: "project", project: "Scrummy" });
    expect(await azureDevOpsRoomTracker.writeTarget!(call(), { kind: "project", project: "Scrummy", team: "Scrummy Team" })).toEqual({ ok: true, label: "Effort" });
    const { storyIds: scrumIds } = await scrum.importStories({ route: "wiql", wiql: OPEN_STORIES });
    await scrum.agree(scrumIds[0]!, "13");
    await scrum.writeBack(scrumIds[0]!);
    expect(azure.workItem(20)?.fields[EFFORT]).toBe(13);
  });

  it("a process whose type has no estimate field is refused before the patch, saying what an administrator can do", async () => {
    const room = await trackerRoom(server, connectAzure());
    await room.setSource({ kind: "project", project: "Support" });
    expect(await azureDevOpsRoomTracker.writeTarget!(call(), { kind: "project", project: "Support", team: "Support Team" })).toEqual({
      ok: true,
      label: "the estimate field of each work item's type (Story Points, Effort or Size)",
    });
    const { storyIds } = await room.importStories({ route: "wiql", wiql: OPEN_STORIES });
    await room.agree(storyIds[0]!, "3");
    const before = patches().length;
    expect(await room.refusedWriteBack(storyIds[0]!)).toBe(
      "Incident items in Support (process Support Process) have no estimate field (Story Points, Effort or Size), so the estimate cannot be written. A process administrator can add one to the work item type.",
    );
    expect(patches()).toHaveLength(before);
    expect(azure.workItem(40)?.fields).toEqual({});
  });
});

describe("secrecy", () => {
  it("the token is in no WebSocket frame, answer or log line", async () => {
    const room = await trackerRoom(server, connectAzure());
    const answers: unknown[] = [];
    const frames = await framesWhile(server, room, async () => {
      answers.push(await room.setSource({ kind: "project", project: "Fiber" }));
      answers.push(await room.importStories({ route: "iteration" }));
      answers.push(await room.refusedImport({ route: "query", query: "Shared Queries/secret-nope" }));
    });
    expect(frames).toContain("Fiber (Fiber Team)");
    expectNoSecret(frames);
    expectNoSecret(JSON.stringify(answers));
    expectNoSecret(JSON.stringify(await room.owner.call(api.connections.list, {})));
    const lines = log.join("");
    expect(lines).toContain("secret-nope");
    expectNoSecret(lines);
  });
});
