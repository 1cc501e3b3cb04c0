// The Linear client against the fake Linear over loopback (pages of two): connection, teams and
// their scales, imports by team and by custom view across pages, write-back on the team's scale
// (refused before sending when off it), errors and rate limits, the key in no message.
import { describe, expect, it } from "vitest";
import { expectSecretsInNoError, rejection } from "../../../../tests/support/useFakeTracker";
import { BAD_KEY, DES, ENG, GOOD_KEY, OPS } from "../test/fakeLinearData";
import { useFakeLinear } from "../test/useFakeLinear";
import { testLinearConnection } from "./connection";
import { LinearError } from "./errors";
import { importCustomView, importTeamIssues } from "./importIssues";
import { linearTeam, listLinearTeams } from "./teams";
import { writeLinearEstimate } from "./writeEstimate";

const linear = useFakeLinear();

const failure = (promise: Promise<unknown>) => rejection(promise, LinearError);

const mutations = () => linear.fake.received.filter((r) => r.body.includes("issueUpdate"));

describe("connection", () => {
  it("says who the key belongs to, sending it without Bearer", async () => {
    const connection = await testLinearConnection(linear.site());
    expect(connection).toMatchObject({ userId: "user-alice", name: "Alice Example", email: "alice@example.com", workspace: "Example Inc" });
    expect(connection.summary).toBe(
      "Connected to Linear as Alice Example in Example Inc. A personal API key carries its owner's access: the teams and issues Alice Example may see and edit, this app may too.",
    );
    expect(linear.fake.received[0]).toMatchObject({ method: "POST", path: "/graphql", authenticatedAs: "user-alice" });
  });

  it("says what to do about a bad key (HTTP 400, authentication error)", async () => {
    const error = await failure(testLinearConnection(linear.site(BAD_KEY)));
    expect(error.kind).toBe("unauthorized");
    expect(error.message).toBe("Linear did not accept the API key: it may be wrong or revoked. Create a personal API key in Linear's Settings, Security & access, Personal API keys, and paste it again.");
    expect(linear.fake.sent[0]!.status).toBe(400);
  });

  it("refuses a key sent as Bearer, as Linear does (that form is for OAuth tokens)", async () => {
    expect((await failure(testLinearConnection(linear.site(`Bearer ${GOOD_KEY}`)))).kind).toBe("unauthorized");
  });
});

describe("teams", () => {
  it("lists every team across pages, each with its estimation scale", async () => {
    const teams = await listLinearTeams(linear.site());
    expect(teams).toEqual([
      { id: ENG, key: "ENG", name: "Engineering", scale: { type: "fibonacci", extended: false, allowZero: false } },
      { id: DES, key: "DES", name: "Design", scale: { type: "tShirt", extended: true, allowZero: false } },
      { id: OPS, key: "OPS", name: "Operations", scale: { type: "notUsed", extended: false, allowZero: false } },
    ]);
    expect(linear.fake.received).toHaveLength(2);
  });

  it("reads one team's scale, and says a missing team is missing", async () => {
    expect((await linearTeam(linear.site(), DES)).scale).toEqual({ type: "tShirt", extended: true, allowZero: false });
    const error = await failure(linearTeam(linear.site(), "team-nope"));
    expect(error.kind).toBe("not_found");
    expect(error.message).toBe("Linear has no team team-nope, or the key's user is not in it.");
  });
});

describe("import", () => {
  it("by team, its open issues through every page, with priority, Markdown and the estimate as a card", async () => {
    const stories = await importTeamIssues(linear.site(), { teamId: ENG, pageSize: 50 });
    expect(stories.map((s) => s.key)).toEqual(["ENG-1", "ENG-2", "ENG-3", "ENG-4", "ENG-5", "ENG-7"]);
    expect(linear.fake.received).toHaveLength(3);
    expect(stories[0]).toEqual({
      key: "ENG-1",
      title: "Sign in with SSO",
      priority: 1,
      estimate: 5,
      estimateCard: "5",
      description: "## Sign in with SSO\n\n- [ ] it works",
      url: "https://linear.app/example/issue/eng-1",
    });
    expect(stories.map((s) => s.priority)).toEqual([1, 2, 3, null, 4, 3]);
    expect(stories[4]!.description).toBe("");
  });

  it("by team with the active cycle, a project and labels (every label), or a chosen cycle", async () => {
    expect((await importTeamIssues(linear.site(), { teamId: ENG, cycle: "active" })).map((s) => s.key)).toEqual(["ENG-1", "ENG-2", "ENG-3", "ENG-4", "ENG-5"]);
    expect((await importTeamIssues(linear.site(), { teamId: ENG, cycle: "cycle-eng-7" })).map((s) => s.key)).toEqual(["ENG-7"]);
    expect((await importTeamIssues(linear.site(), { teamId: ENG, projectId: "project-rooms" })).map((s) => s.key)).toEqual(["ENG-2", "ENG-3"]);
    expect((await importTeamIssues(linear.site(), { teamId: ENG, labels: ["ui", "Backend"] })).map((s) => s.key)).toEqual(["ENG-2"]);
    expect((await importTeamIssues(linear.site(), { teamId: ENG, stateTypes: ["completed"] })).map((s) => s.key)).toEqual(["ENG-6"]);
  });

  it("shows a T-shirt team's estimates as T-shirt cards", async () => {
    const stories = await importTeamIssues(linear.site(), { teamId: DES });
    expect(stories.map((s) => [s.key, s.estimate, s.estimateCard])).toEqual([
      ["DES-1", 8, "XL"],
      ["DES-2", 21, "XXXL"],
      ["DES-3", null, null],
    ]);
  });

  it("by a custom view (id or slug), through every page", async () => {
    expect((await importCustomView(linear.site(), "a1b2c3", 2)).map((s) => s.key)).toEqual(["ENG-2", "ENG-3", "ENG-7"]);
    const error = await failure(importCustomView(linear.site(), "nope"));
    expect(error.message).toBe("Linear has no view nope, or it is not shared with the key's user.");
  });
});

describe("write-back", () => {
  it("writes a card on the team's scale as an integer", async () => {
    expect(await writeLinearEstimate(linear.site(), { issue: "ENG-3", card: "8" })).toMatchObject({ key: "ENG-3", value: 8, card: "8" });
    expect(linear.fake.issue("ENG-3")!.estimate).toBe(8);
    expect(JSON.parse(mutations()[0]!.body).variables).toEqual({ id: "issue-eng-3", estimate: 8 });
  });

  it("writes a T-shirt card to a T-shirt team as Linear's integer", async () => {
    expect(await writeLinearEstimate(linear.site(), { issue: "DES-3", card: "XXL" })).toMatchObject({ value: 13, card: "XXL" });
    expect(linear.fake.issue("DES-3")!.estimate).toBe(13);
  });

  it("refuses a value off the team's scale before sending anything, naming what the team allows", async () => {
    const error = await failure(writeLinearEstimate(linear.site(), { issue: "ENG-3", card: "13" }));
    expect(error.kind).toBe("invalid");
    expect(error.message).toBe("13 is not on this Linear team's scale, which allows the fibonacci points 1, 2, 3, 5, 8.");
    expect(mutations()).toEqual([]);
    expect(linear.fake.issue("ENG-3")!.estimate).toBeNull();
  });

  it("refuses any value for a team that does not estimate, before sending", async () => {
    const error = await failure(writeLinearEstimate(linear.site(), { issue: "OPS-1", card: "3" }));
    expect(error.message).toBe("This Linear team does not use estimates. A team admin can turn them on in the team's settings (Estimates).");
    expect(mutations()).toEqual([]);
  });

  it("says Linear's own refusal when the team's scale changed after it was read", async () => {
    // The scale as read a moment ago (extended); the team has since dropped the extended values.
    linear.fake.failNextWith({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({
        data: {
          issue: {
            id: "issue-eng-3",
            identifier: "ENG-3",
            estimate: null,
            team: { id: ENG, key: "ENG", name: "Engineering", issueEstimationType: "fibonacci", issueEstimationExtended: true, issueEstimationAllowZero: false },
          },
        },
      }),
    });
    const error = await failure(writeLinearEstimate(linear.site(), { issue: "ENG-3", card: "13" }));
    expect(error.kind).toBe("invalid");
    expect(error.message).toBe("Linear refused the request. Linear says: Estimate is not valid for the team's estimation scale.");
    expect(mutations()).toHaveLength(1);
    expect(linear.fake.issue("ENG-3")!.estimate).toBeNull();
  });

  it("says a missing issue is missing", async () => {
    const error = await failure(writeLinearEstimate(linear.site(), { issue: "ENG-999", card: "3" }));
    expect(error.kind).toBe("not_found");
    expect(error.message).toBe("Linear has no issue ENG-999, or the key's user may not see it.");
  });
});

describe("limits and the guard", () => {
  it("waits out a short RATELIMITED answer (HTTP 400) and a 429, and says when to try again after a long one", async () => {
    linear.fake.rateLimitNext(0);
    expect((await testLinearConnection(linear.site())).name).toBe("Alice Example");
    linear.fake.rateLimitNext(0, 429);
    expect((await testLinearConnection(linear.site())).name).toBe("Alice Example");
    linear.fake.rateLimitNext(300);
    const error = await failure(testLinearConnection(linear.site()));
    expect(error.kind).toBe("rate_limited");
    expect(error.message).toBe("Linear's rate limit for this API key is used up. Try again in 5 minutes.");
  });

  it("says Linear is down on 5xx, and that an answer without data is no Linear", async () => {
    linear.fake.failNextWith({ status: 503, body: "<html>down</html>", contentType: "text/html" });
    expect((await failure(testLinearConnection(linear.site()))).message).toBe("Linear is having trouble right now (503). Try again in a few minutes.");
    linear.fake.failNextWith({ status: 200, body: "<html>hello</html>", contentType: "text/html" });
    expect((await failure(testLinearConnection(linear.site()))).message).toBe("Linear sent an answer that is not GraphQL data (200). Check LINEAR_API_URL.");
  });

  it("is refused when the address is neither Linear's nor listed in TRACKER_HOSTS, before any request", async () => {
    const error = await failure(testLinearConnection(linear.site(GOOD_KEY, { policy: { listedHosts: [] } })));
    expect(error.message).toBe("Linear could not be reached: 127.0.0.1 is not a tracker site this server may reach. The operator lists self-hosted sites in TRACKER_HOSTS.");
    expect(linear.fake.received).toHaveLength(0);
  });

  it("never puts the key in an error", async () => {
    await expectSecretsInNoError(
      [
        () => testLinearConnection(linear.site(BAD_KEY)),
        () => writeLinearEstimate(linear.site(), { issue: "ENG-3", card: "13" }),
        () => importCustomView(linear.site(), "nope"),
        () => {
          linear.fake.failNextWith({ status: 500, body: JSON.stringify({ errors: [{ message: `key ${GOOD_KEY}` }] }), contentType: "application/json" });
          return testLinearConnection(linear.site());
        },
        () => {
          linear.fake.rateLimitNext(900);
          return testLinearConnection(linear.site());
        },
        () => testLinearConnection(linear.site(GOOD_KEY, { policy: { listedHosts: [] } })),
      ],
      [GOOD_KEY, BAD_KEY],
    );
  });
});
