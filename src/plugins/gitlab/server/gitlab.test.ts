// The GitLab client against the fake GitLab over loopback (pages of two): connection, import by
// project with milestone, iteration and labels across pages, weights seen or missing (GitLab Free),
// write-back of the weight, errors and rate limits, the token in no message.
import { describe, expect, it } from "vitest";
import { expectSecretsInNoError, rejection } from "../../../../tests/support/useFakeTracker";
import { parseTrackerHosts } from "../../../server/egress/trackerHosts";
import { BAD_TOKEN, GOOD_TOKEN, READ_ONLY_TOKEN, READ_USER_TOKEN } from "../test/fakeGitLabData";
import { useFakeGitLab } from "../test/useFakeGitLab";
import { testGitLabConnection } from "./connection";
import { GitLabError } from "./errors";
import { gitlabWeightsAvailable, importProjectIssues } from "./importIssues";
import { writeGitLabWeight } from "./writeWeight";

const gitlab = useFakeGitLab();
const app = "poker-group/poker-app";

const failure = (promise: Promise<unknown>) => rejection(promise, GitLabError);

describe("connection", () => {
  it("says who the token belongs to, sending it as PRIVATE-TOKEN under the site's path", async () => {
    const connection = await testGitLabConnection(gitlab.site());
    expect(connection).toMatchObject({ id: 7, username: "alice", name: "Alice Example", scopes: ["api"], missingScopes: [], canRead: true });
    expect(connection.summary).toBe("Connected to GitLab as Alice Example (@alice). The token has the api scope: it imports issues and writes weights (on a Premium or Ultimate instance).");
    expect(gitlab.fake.received[0]).toMatchObject({ method: "GET", path: "/gitlab/api/v4/user", authenticatedAs: "alice" });
  });

  it("names the scope a token lacks, and says nothing of scopes where the instance does not tell them", async () => {
    expect(await testGitLabConnection(gitlab.site(READ_ONLY_TOKEN))).toMatchObject({ scopes: ["read_api"], missingScopes: ["api"], canRead: true });
    expect(await testGitLabConnection(gitlab.site(READ_USER_TOKEN))).toMatchObject({ scopes: ["read_user"], missingScopes: ["api"], canRead: false });
    // GitLab before 15.5 has no /personal_access_tokens/self: the token still connects.
    gitlab.fake.failNextWith({ status: 200, body: JSON.stringify({ id: 7, username: "alice", name: "Alice Example", state: "active", avatar_url: null, web_url: "x" }), contentType: "application/json" });
    gitlab.fake.failNextWith({ status: 404, body: JSON.stringify({ message: "404 Not Found" }), contentType: "application/json" });
    const old = await testGitLabConnection(gitlab.site());
    expect(old).toMatchObject({ scopes: null, missingScopes: [], canRead: true });
    expect(old.summary).toMatch(/Reading issues needs the read_api scope; writing weights needs the api scope/);
  });

  it("says what to do about a bad token (401)", async () => {
    const error = await failure(testGitLabConnection(gitlab.site(BAD_TOKEN)));
    expect(error.kind).toBe("unauthorized");
    expect(error.message).toBe("GitLab did not accept the personal access token (401): it may be wrong, expired or revoked. Create a new one in your GitLab profile, Access tokens, and paste it again.");
  });

  it("says an address without GitLab's API answered a web page (the sign-in redirect)", async () => {
    const error = await failure(testGitLabConnection(gitlab.site(GOOD_TOKEN, { baseUrl: gitlab.fake.origin })));
    expect(error.kind).toBe("sign_in_page");
    expect(error.message).toBe("The site answered with a web page instead of GitLab's API. Check the site's address (with its path, if GitLab is not at the root).");
  });
});

describe("import", () => {
  it("by project path: open issues through every page (x-next-page), Markdown, priority labels, weights", async () => {
    const { stories, weightsAvailable } = await importProjectIssues(gitlab.site(), { project: app, perPage: 100 });
    expect(stories.map((s) => s.key)).toEqual(["poker-group/poker-app#1", "poker-group/poker-app#2", "poker-group/poker-app#3", "poker-group/poker-app#4", "poker-group/poker-app#5", "poker-group/poker-app#7"]);
    expect(weightsAvailable).toBe(true);
    const lists = gitlab.fake.received.filter((r) => r.path.endsWith("/issues"));
    expect(lists.map((r) => r.path)).toEqual(Array(3).fill("/gitlab/api/v4/projects/poker-group%2Fpoker-app/issues"));
    expect(lists.map((r) => r.query.page)).toEqual([undefined, "2", "3"]);
    expect(stories[0]).toEqual({
      key: "poker-group/poker-app#1",
      iid: 1,
      title: "Sign in with SSO",
      priority: 1,
      estimate: 5,
      description: "### Sign in with SSO\n\n* [ ] it works",
      url: `${gitlab.fake.baseUrl}/poker-group/poker-app/-/issues/1`,
    });
    expect(stories.map((s) => s.priority)).toEqual([1, 2, null, null, 4, null]);
    expect(stories[3]!.description).toBe("");
  });

  it("by milestone title, iteration (id or title) and labels (every one), by project id", async () => {
    const keys = async (options: Parameters<typeof importProjectIssues>[1]) => (await importProjectIssues(gitlab.site(), options)).stories.map((s) => s.iid);
    expect(await keys({ project: "42", milestone: "v2.0" })).toEqual([7]);
    expect(await keys({ project: app, iterationId: "9001" })).toEqual([1, 2, 3]);
    expect(await keys({ project: app, iterationTitle: "Sprint 9" })).toEqual([7]);
    expect(await keys({ project: app, labels: ["ui", "backend"] })).toEqual([2]);
    expect(await keys({ project: app, milestone: "v1.0", state: "all" })).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await importProjectIssues(gitlab.site(), { project: "poker-group/empty" })).weightsAvailable).toBeNull();
  });

  it("follows Link rel=next when GitLab sends no x-next-page", async () => {
    gitlab.fake.failNextWith({
      status: 200,
      contentType: "application/json",
      body: "[]",
      headers: { link: `<${gitlab.fake.baseUrl}/api/v4/projects/42/issues?page=3&per_page=2&state=opened>; rel="next"` },
    });
    const { stories } = await importProjectIssues(gitlab.site(), { project: "42" });
    expect(stories.map((s) => s.iid)).toEqual([5, 7]);
  });

  it("says on GitLab Free that the issues carry no weights", async () => {
    gitlab.fake.state.tier = "free";
    const { stories, weightsAvailable } = await importProjectIssues(gitlab.site(), { project: app });
    expect(weightsAvailable).toBe(false);
    expect(stories[0]!.estimate).toBeNull();
    expect(await gitlabWeightsAvailable(gitlab.site(), app)).toBe(false);
    gitlab.fake.state.tier = "premium";
    expect(await gitlabWeightsAvailable(gitlab.site(), app)).toBe(true);
  });

  it("says a project the token cannot see is missing, and refuses what is no project", async () => {
    expect((await failure(importProjectIssues(gitlab.site(), { project: "poker-group/secret" }))).message).toBe("GitLab has no project poker-group/secret, or the token may not see it.");
    const error = await failure(importProjectIssues(gitlab.site(), { project: "../admin" }));
    expect(error.message).toBe('"../admin" is not a GitLab project: give its number or its path, such as my-group/my-project.');
    expect(gitlab.fake.received).toHaveLength(1);
  });
});

describe("write-back", () => {
  it("writes the agreed card to the issue's weight", async () => {
    expect(await writeGitLabWeight(gitlab.site(), { project: app, iid: 3, card: "8" })).toEqual({ key: "poker-group/poker-app#3", weight: 8 });
    expect(gitlab.fake.issue(42, 3)!.weight).toBe(8);
    const put = gitlab.fake.received.find((r) => r.method === "PUT")!;
    expect(JSON.parse(put.body)).toEqual({ weight: 8 });
  });

  it("says GitLab Free has no weights, and changes nothing", async () => {
    gitlab.fake.state.tier = "free";
    const error = await failure(writeGitLabWeight(gitlab.site(), { project: app, iid: 3, card: "8" }));
    expect(error.kind).toBe("no_weights");
    expect(error.message).toBe("This GitLab instance has no issue weights (a Premium and Ultimate feature), so the estimate cannot be written to GitLab. Write it by hand, or use a label.");
    expect(gitlab.fake.issue(42, 3)!.weight).toBeNull();
  });

  it("says so too when an instance ignores the weight and answers without one", async () => {
    // The issue as GitLab Free sends it back: no weight key (NOTES 9.5, unverified on gitlab.com).
    const issue = { iid: 3, title: "Deck editor", labels: [], web_url: `${gitlab.fake.baseUrl}/${app}/-/issues/3`, description: null, references: { full: `${app}#3` } };
    gitlab.fake.failNextWith({ status: 200, contentType: "application/json", body: JSON.stringify(issue) });
    expect((await failure(writeGitLabWeight(gitlab.site(), { project: app, iid: 3, card: "8" }))).kind).toBe("no_weights");
  });

  it("refuses cards that are not whole numbers before sending", async () => {
    expect((await failure(writeGitLabWeight(gitlab.site(), { project: app, iid: 3, card: "0.5" }))).message).toBe("GitLab weights are whole numbers: 0.5 cannot be written.");
    expect((await failure(writeGitLabWeight(gitlab.site(), { project: app, iid: 3, card: "XL" }))).kind).toBe("invalid");
    expect(gitlab.fake.received).toEqual([]);
  });

  it("says a read_api token may not write, and a missing issue is missing", async () => {
    const error = await failure(writeGitLabWeight(gitlab.site(READ_ONLY_TOKEN), { project: app, iid: 3, card: "5" }));
    expect(error.kind).toBe("forbidden");
    expect(error.message).toBe("GitLab refused the request (403): the token may lack the api scope (read_api only reads), or your role in the project may not edit issues. GitLab says: 403 Forbidden.");
    expect((await failure(writeGitLabWeight(gitlab.site(), { project: app, iid: 99, card: "5" }))).message).toBe("GitLab has no issue #99 in poker-group/poker-app, or the token may not see it.");
  });
});

describe("limits and the guard", () => {
  it("waits out a short 429 (Retry-After) and says when to try again after a long one", async () => {
    gitlab.fake.rateLimitNext(0);
    expect((await testGitLabConnection(gitlab.site())).username).toBe("alice");
    gitlab.fake.rateLimitNext(600);
    const error = await failure(testGitLabConnection(gitlab.site()));
    expect(error.message).toBe("GitLab's rate limit for this account is reached. Try again in 10 minutes.");
  });

  it("says GitLab is down on 5xx", async () => {
    gitlab.fake.failNextWith({ status: 502, body: "<html>502</html>", contentType: "text/html" });
    expect((await failure(testGitLabConnection(gitlab.site()))).message).toBe("GitLab is having trouble right now (502). Try again in a few minutes.");
  });

  it("reaches a self-managed site only when TRACKER_HOSTS lists it, and never an internal address by pattern", async () => {
    const unlisted = await failure(testGitLabConnection(gitlab.site(GOOD_TOKEN, { policy: { listedHosts: [] } })));
    expect(unlisted.message).toBe("GitLab could not be reached: 127.0.0.1 is not a tracker site this server may reach. The operator lists self-hosted sites in TRACKER_HOSTS.");
    const policy = { listedHosts: parseTrackerHosts("*.corp.example"), resolve: async () => [{ address: "10.1.2.3", family: 4 }] };
    const internal = await failure(testGitLabConnection({ baseUrl: "https://gitlab.corp.example", token: GOOD_TOKEN, policy }));
    expect(internal.message).toBe("GitLab could not be reached: gitlab.corp.example points to a private address (10.1.2.3), which this server reaches only when TRACKER_HOSTS lists the host exactly.");
    expect(gitlab.fake.received).toHaveLength(0);
  });

  it("never puts the token in an error", async () => {
    await expectSecretsInNoError(
      [
        () => testGitLabConnection(gitlab.site(BAD_TOKEN)),
        () => writeGitLabWeight(gitlab.site(READ_ONLY_TOKEN), { project: app, iid: 3, card: "5" }),
        () => importProjectIssues(gitlab.site(), { project: "poker-group/secret" }),
        () => {
          gitlab.fake.failNextWith({ status: 400, body: JSON.stringify({ error: `token ${GOOD_TOKEN}` }), contentType: "application/json" });
          return testGitLabConnection(gitlab.site());
        },
        () => {
          gitlab.fake.rateLimitNext(900);
          return testGitLabConnection(gitlab.site());
        },
      ],
      [BAD_TOKEN, READ_ONLY_TOKEN],
    );
  });
});
