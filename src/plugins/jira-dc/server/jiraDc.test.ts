// The Jira Data Center client against the fake site over loopback (pages of two): connection, every
// import route across pages, the story-points field per board and per site, write-back, errors.
import { describe, expect, it } from "vitest";
import { expectSecretsInNoError, rejection } from "../../../../tests/support/useFakeTracker";
import { BAD_PAT, GOOD_PAT, LOCKED_PAT } from "../test/fakeJiraDcData";
import { parseTrackerHosts } from "../../../server/egress/trackerHosts";
import { useFakeJiraDc } from "../test/useFakeJiraDc";
import { testJiraDcConnection } from "./connection";
import { boardEstimateField, siteEstimateField } from "./estimateField";
import { JiraDcError } from "./errors";
import { importBoardBacklog, importBoardSprint, importByFilter, importByJql } from "./importIssues";
import { writeJiraDcEstimate } from "./writeEstimate";

const jira = useFakeJiraDc();

const failure = (promise: Promise<unknown>) => rejection(promise, JiraDcError);

describe("connection", () => {
  it("says who the token belongs to, sending it as Bearer under the context path", async () => {
    const connection = await testJiraDcConnection(jira.site());
    expect(connection).toMatchObject({ name: "alice", displayName: "Alice Example", email: "alice@corp.example", version: "10.3.4" });
    expect(connection.summary).toBe("Connected to Jira 10.3.4 as Alice Example (alice). Its tokens carry their owner's permissions: what they may see and edit in Jira, this app may too.");
    expect(jira.fake.received[0]).toMatchObject({ method: "GET", path: "/rest/api/2/myself", authenticatedAs: "alice" });
  });

  it("says what to do about a bad token (401)", async () => {
    const error = await failure(testJiraDcConnection(jira.site(BAD_PAT)));
    expect(error.message).toBe("Jira did not accept the personal access token (401): it may be wrong, expired or revoked. Create a new one in Jira (your profile, Personal Access Tokens) and paste it again.");
  });

  it("tells a CAPTCHA lock-out (403 with X-Seraph-LoginReason) from a refusal", async () => {
    expect((await failure(testJiraDcConnection(jira.site(LOCKED_PAT)))).message).toBe(
      "Jira has locked this account after too many failed sign-ins (CAPTCHA). Sign in to Jira once in a browser, then try again.",
    );
    jira.fake.failNextWith({ status: 403, contentType: "application/json", body: JSON.stringify({ errorMessages: ["You do not have a Jira Software licence."], errors: {} }) });
    expect((await failure(testJiraDcConnection(jira.site()))).message).toBe(
      "Jira refused the request (403): the account may not do this, or has no Jira Software licence. Jira says: You do not have a Jira Software licence.",
    );
  });

  it("says a sign-in proxy's page is a login page, not unexpected HTML", async () => {
    const error = await failure(testJiraDcConnection(jira.site(GOOD_PAT, { baseUrl: jira.fake.proxiedBaseUrl })));
    expect(error.kind).toBe("login_page");
    expect(error.message).toBe(
      "The site answered with a login page instead of Jira's API. Check the site's address (with its context path, such as /jira), and ask the site's administrators to let personal access tokens through their sign-in proxy.",
    );
  });

  it("says where no Jira API is (wrong context path)", async () => {
    const error = await failure(testJiraDcConnection(jira.site(GOOD_PAT, { baseUrl: jira.fake.url })));
    expect(error.kind).toBe("not_found");
  });
});

describe("import", () => {
  it("by JQL, through every page, with the site's Story Points and rendered descriptions", async () => {
    const stories = await importByJql(jira.site(), "project = ABC AND status = Open ORDER BY key", { pageSize: 50 });
    expect(stories.map((s) => s.key)).toEqual(["ABC-1", "ABC-2", "ABC-3", "ABC-4", "ABC-5", "ABC-6", "ABC-7"]);
    // The fake caps maxResults at 2: four pages, the client trusting the answered maxResults.
    const searches = jira.fake.received.filter((r) => r.path === "/rest/api/2/search");
    expect(searches.map((r) => (JSON.parse(r.body) as { startAt: number }).startAt)).toEqual([0, 2, 4, 6]);
    expect(stories[0]).toEqual({
      key: "ABC-1",
      title: "Sign in with SSO",
      priority: 1,
      estimate: 5,
      description: "<h3>Sign in with SSO</h3><p><b>Acceptance</b>: it works.</p>",
      descriptionFormat: "html",
      url: `${jira.fake.baseUrl}/browse/ABC-1`,
    });
    expect(stories.map((s) => s.priority)).toEqual([1, 2, 3, null, 1, 4, 5]);
  });

  it("says what Jira found wrong with a query", async () => {
    const error = await failure(importByJql(jira.site(), "summary ~ poker"));
    expect(error.message).toBe("Jira refused the request (400). Jira says: Error in the JQL Query: The character '~' is a reserved JQL character. (line 1, character 1).");
  });

  it("by a saved filter: its JQL, then the search", async () => {
    const stories = await importByFilter(jira.site(), 10400);
    expect(stories).toHaveLength(7);
    expect(jira.fake.received[0]!.path).toBe("/rest/api/2/filter/10400");
  });

  it("by a board's active sprint, with the board's own estimation field", async () => {
    const stories = await importBoardSprint(jira.site(), 2);
    expect(stories.map((s) => [s.key, s.estimate])).toEqual([
      ["DEF-1", 2],
      ["DEF-2", null],
      ["DEF-3", null],
    ]);
    expect(jira.fake.received.map((r) => r.path)).toEqual([
      "/rest/agile/1.0/board/2/configuration",
      "/rest/agile/1.0/board/2/sprint",
      "/rest/agile/1.0/sprint/21/issue",
      "/rest/agile/1.0/sprint/21/issue",
    ]);
    expect(jira.fake.received[2]!.query.fields).toBe("summary,priority,description,status,customfield_10002");
  });

  it("by board 1's active sprint across pages, and its backlog", async () => {
    expect((await importBoardSprint(jira.site(), 1)).map((s) => s.key)).toEqual(["ABC-1", "ABC-2", "ABC-3", "ABC-4", "ABC-5"]);
    expect((await importBoardBacklog(jira.site(), 1)).map((s) => s.key)).toEqual(["ABC-6", "ABC-7", "ABC-8"]);
  });

  it("says a board without an active sprint has none, and a missing board is missing", async () => {
    jira.fake.state.boards[0]!.sprints[1]!.state = "closed";
    expect((await failure(importBoardSprint(jira.site(), 1))).message).toBe("Board 1 has no active sprint. Start one in Jira, or import the board's backlog.");
    expect((await failure(importBoardBacklog(jira.site(), 99))).message).toBe("Jira has no board 99, or the account may not see it. Jira says: Board does not exist or you do not have permission to see it.");
  });
});

describe("the story-points field", () => {
  it("is the board's estimation field first, and the site's Story Points otherwise", async () => {
    expect(await boardEstimateField(jira.site(), 2)).toEqual({ id: "customfield_10002", name: "Team Estimate", source: "board" });
    expect(await boardEstimateField(jira.site(), 3)).toEqual({ id: "customfield_10106", name: "Story Points", source: "site" });
    expect(await siteEstimateField(jira.site())).toEqual({ id: "customfield_10106", name: "Story Points", source: "site" });
  });

  it("is said missing when the site has none", async () => {
    jira.fake.state.fields.splice(4, 2);
    expect((await failure(siteEstimateField(jira.site()))).kind).toBe("no_estimate_field");
  });
});

describe("write-back", () => {
  it("PUTs the site's field (204)", async () => {
    expect(await writeJiraDcEstimate(jira.site(), { key: "ABC-2", value: 8 })).toEqual({ fieldId: "customfield_10106" });
    expect(jira.fake.issue("ABC-2")!.custom.customfield_10106).toBe(8);
    const put = jira.fake.received.find((r) => r.method === "PUT")!;
    expect(JSON.parse(put.body)).toEqual({ fields: { customfield_10106: 8 } });
  });

  it("PUTs the board's own field when the room has a board", async () => {
    expect(await writeJiraDcEstimate(jira.site(), { key: "DEF-2", value: 3, boardId: 2 })).toEqual({ fieldId: "customfield_10002" });
    expect(jira.fake.issue("DEF-2")!.custom).toEqual({ customfield_10002: 3 });
  });

  it("writes through the Agile estimation endpoint with a string value", async () => {
    expect(await writeJiraDcEstimate(jira.site(), { key: "DEF-3", value: 0.5, boardId: 2, via: "board" })).toEqual({ fieldId: "customfield_10002" });
    expect(jira.fake.issue("DEF-3")!.custom.customfield_10002).toBe(0.5);
    expect(JSON.parse(jira.fake.received[0]!.body)).toEqual({ value: "0.5" });
  });

  it("says a missing issue is missing, in Jira's words too", async () => {
    expect((await failure(writeJiraDcEstimate(jira.site(), { key: "ABC-999", value: 3 }))).message).toBe("Jira has no issue ABC-999, or the account may not see it. Jira says: Issue Does Not Exist.");
  });

  it("says the field is not on the edit screen, with what to do, and changes nothing", async () => {
    jira.fake.state.fields = jira.fake.state.fields.map((f) => (f.id === "customfield_10106" ? { ...f, custom: false } : f));
    const error = await failure(writeJiraDcEstimate(jira.site(), { key: "ABC-3", value: 3 }));
    expect(error.message).toBe(
      "Jira refused the request (400). Jira says: Field 'customfield_10106' cannot be set. It is not on the appropriate screen, or unknown. A Jira administrator can add the Story Points field to the issue's edit screen.",
    );
    expect(jira.fake.issue("ABC-3")!.custom).toEqual({});
  });
});

describe("limits and the guard", () => {
  it("waits out a short 429 (Retry-After) and says when to try again after a long one", async () => {
    jira.fake.rateLimitNext(0);
    expect((await testJiraDcConnection(jira.site())).name).toBe("alice");
    jira.fake.rateLimitNext(300);
    expect((await failure(testJiraDcConnection(jira.site()))).message).toBe("Jira's rate limit for this account is reached. Try again in 5 minutes.");
  });

  it("says Jira is down on 5xx", async () => {
    jira.fake.failNextWith({ status: 502, body: "<html>Bad gateway</html>", contentType: "text/html" });
    expect((await failure(testJiraDcConnection(jira.site()))).message).toBe("Jira is having trouble right now (502). Try again in a few minutes.");
  });

  it("is refused when the site is not listed in TRACKER_HOSTS, before any request", async () => {
    const error = await failure(testJiraDcConnection(jira.site(GOOD_PAT, { policy: { listedHosts: [] } })));
    expect(error.message).toBe("Jira could not be reached: 127.0.0.1 is not a tracker site this server may reach. The operator lists self-hosted sites in TRACKER_HOSTS.");
    expect(jira.fake.received).toHaveLength(0);
  });

  it.each([
    ["10.20.30.40", "private"],
    ["192.168.1.5", "private"],
    ["169.254.1.1", "link-local"],
    ["169.254.169.254", "cloud metadata"],
    ["127.0.0.1", "loopback"],
  ])("refuses a site listed by pattern whose DNS answers %s (%s), before connecting", async (address, range) => {
    const policy = { listedHosts: parseTrackerHosts("*.corp.example"), resolve: async () => [{ address, family: 4 }] };
    const error = await failure(testJiraDcConnection({ baseUrl: "https://jira.corp.example/jira", token: GOOD_PAT, policy }));
    expect(error.message).toBe(`Jira could not be reached: jira.corp.example points to a ${range} address (${address}), which this server reaches only when TRACKER_HOSTS lists the host exactly.`);
  });

  it("does not follow a redirect to another host", async () => {
    jira.fake.failNextWith({ status: 302, headers: { location: "https://sso.elsewhere.example/login" } });
    expect((await failure(testJiraDcConnection(jira.site()))).message).toBe(
      "Jira could not be reached: 127.0.0.1 redirected to another site (sso.elsewhere.example), which this server does not follow. Check the site's address.",
    );
  });

  it("never puts the token in an error", async () => {
    await expectSecretsInNoError(
      [
        () => testJiraDcConnection(jira.site(BAD_PAT)),
        () => testJiraDcConnection(jira.site(LOCKED_PAT)),
        () => testJiraDcConnection(jira.site(GOOD_PAT, { baseUrl: jira.fake.proxiedBaseUrl })),
        () => importByJql(jira.site(), "summary ~ x"),
        () => writeJiraDcEstimate(jira.site(), { key: "ABC-999", value: 1 }),
        () => {
          jira.fake.failNextWith({ status: 500, body: `{"errorMessages":["token ${GOOD_PAT}"]}`, contentType: "application/json" });
          return testJiraDcConnection(jira.site());
        },
        () => {
          jira.fake.rateLimitNext(900);
          return testJiraDcConnection(jira.site());
        },
        () => testJiraDcConnection(jira.site(GOOD_PAT, { policy: { listedHosts: [] } })),
      ],
      [GOOD_PAT, BAD_PAT, LOCKED_PAT],
    );
  });
});
