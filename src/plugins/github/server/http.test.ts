// Limits and failures against the fake GitHub: rate limits waited out when short and said in
// minutes when long, every error a sentence, the egress guard's refusals kept, the token in no message.
import { describe, expect, it } from "vitest";
import { rejection } from "../../../../tests/support/useFakeTracker";
import { parseTrackerHosts } from "../../../server/egress/trackerHosts";
import { BAD_TOKEN, GOOD_TOKEN } from "../test/fakeGitHubData";
import { useFakeGitHub } from "../test/useFakeGitHub";
import { testGitHubConnection } from "./connection";
import { GitHubError } from "./errors";
import { graphqlUrl } from "./http";
import { importRepositoryIssues } from "./importIssues";
import { importProjectIssues, writeProjectEstimate } from "./projects";

const github = useFakeGitHub();
const app = { owner: "octo-org", repo: "app" };

const failure = (promise: Promise<unknown>) => rejection(promise, GitHubError);

describe("rate limits", () => {
  it("waits out a short secondary limit (Retry-After) and retries", async () => {
    github.fake.secondaryLimitNext(0);
    const stories = await importRepositoryIssues(github.site(), app);
    expect(stories.length).toBeGreaterThan(0);
    expect(github.fake.sent[0]!.status).toBe(403);
  });

  it("waits out a 429 with Retry-After", async () => {
    github.fake.secondaryLimitNext(0, 429);
    expect((await testGitHubConnection(github.site())).login).toBe("octocat");
  });

  it("says when to try again when the primary limit resets too late to wait", async () => {
    github.fake.primaryLimitNext(30 * 60);
    const error = await failure(importRepositoryIssues(github.site(), app));
    expect(error.kind).toBe("rate_limited");
    expect(error.message).toMatch(/^GitHub's rate limit for this token is used up\. Try again in (29|30) minutes\.$/);
    // No retry was sent: the wait was too long.
    expect(github.fake.received).toHaveLength(1);
  });

  it("says when to try again after a long secondary limit", async () => {
    github.fake.secondaryLimitNext(120);
    expect((await failure(testGitHubConnection(github.site()))).message).toBe("GitHub's rate limit for this token is used up. Try again in 2 minutes.");
  });

  it("treats a secondary limit without Retry-After as a minute's wait (too long to wait here)", async () => {
    github.fake.failNextWith({ status: 403, contentType: "application/json", body: JSON.stringify({ message: "You have exceeded a secondary rate limit. Please wait a few minutes before you try again." }) });
    expect((await failure(testGitHubConnection(github.site()))).message).toBe("GitHub's rate limit for this token is used up. Try again in 1 minute.");
  });

  it("gives up after the allowed retries", async () => {
    github.fake.secondaryLimitNext(0);
    github.fake.secondaryLimitNext(0);
    github.fake.secondaryLimitNext(0);
    expect((await failure(testGitHubConnection(github.site(GOOD_TOKEN, { maxRetries: 2 })))).kind).toBe("rate_limited");
    expect(github.fake.received).toHaveLength(3);
  });
});

describe("errors", () => {
  it("tells a missing scope (403 with X-Accepted-OAuth-Scopes) from a plain 403", async () => {
    github.fake.failNextWith({ status: 403, contentType: "application/json", body: JSON.stringify({ message: "Resource not accessible by personal access token" }), headers: { "x-accepted-oauth-scopes": "repo", "x-oauth-scopes": "read:project" } });
    expect((await failure(importRepositoryIssues(github.site(), app))).message).toBe("The GitHub token lacks the repo scope. Add it to the token at https://github.com/settings/tokens, then try again.");
    github.fake.failNextWith({ status: 403, contentType: "application/json", body: JSON.stringify({ message: "Resource protected by organization SAML enforcement." }) });
    expect((await failure(importRepositoryIssues(github.site(), app))).message).toBe(
      "GitHub refused the request (403): the token may not do this here (organisation SSO, an IP allow list or missing access). GitHub says: Resource protected by organization SAML enforcement.",
    );
  });

  it("says GitHub is down on 5xx", async () => {
    github.fake.failNextWith({ status: 502, body: "<html>Bad gateway</html>", contentType: "text/html" });
    expect((await failure(importRepositoryIssues(github.site(), app))).message).toBe("GitHub is having trouble right now (502). Try again in a few minutes.");
  });

  it("says a GraphQL FORBIDDEN in words", async () => {
    github.fake.failNextWith({ status: 200, contentType: "application/json", body: JSON.stringify({ data: { owner: null }, errors: [{ type: "FORBIDDEN", path: ["owner"], message: "Resource not accessible by integration" }] }) });
    expect((await failure(importProjectIssues(github.site(), { owner: "octo-org", ownerType: "organization", number: 1 }))).message).toBe(
      "GitHub refused the request: the token may not do this here. GitHub says: Resource not accessible by integration.",
    );
  });
});

describe("the egress guard", () => {
  it("refuses the fake when its host is not listed in TRACKER_HOSTS, before any request", async () => {
    const error = await failure(testGitHubConnection(github.site(GOOD_TOKEN, { policy: { listedHosts: [] } })));
    expect(error.kind).toBe("unreachable");
    expect(error.message).toBe("GitHub could not be reached: 127.0.0.1 is not a tracker site this server may reach. The operator lists self-hosted sites in TRACKER_HOSTS.");
    expect(github.fake.received).toHaveLength(0);
  });

  it("refuses GitHub Enterprise listed by pattern when its DNS answers a private address, before connecting", async () => {
    const policy = { listedHosts: parseTrackerHosts("*.corp.example"), resolve: async () => [{ address: "10.0.0.7", family: 4 }] };
    const error = await failure(testGitHubConnection({ apiUrl: "https://ghe.corp.example/api/v3", token: GOOD_TOKEN, policy }));
    expect(error.message).toBe("GitHub could not be reached: ghe.corp.example points to a private address (10.0.0.7), which this server reaches only when TRACKER_HOSTS lists the host exactly.");
  });

  it("does not follow a redirect to another host", async () => {
    github.fake.failNextWith({ status: 302, headers: { location: "https://evil.example/user" } });
    expect((await failure(testGitHubConnection(github.site()))).message).toBe(
      "GitHub could not be reached: 127.0.0.1 redirected to another site (evil.example), which this server does not follow. Check the site's address.",
    );
  });

  it("does not follow a next page on another site", async () => {
    github.fake.failNextWith({ status: 200, contentType: "application/json", body: "[]", headers: { link: '<https://evil.example/repos/octo-org/app/issues?page=2>; rel="next"' } });
    expect((await failure(importRepositoryIssues(github.site(), app))).message).toBe("GitHub's next page pointed at another site, which this server does not follow.");
  });

  it("finds GraphQL beside the REST root, and at /api/graphql for GitHub Enterprise", () => {
    expect(graphqlUrl("https://api.github.com")).toBe("https://api.github.com/graphql");
    expect(graphqlUrl("https://ghe.corp.example/api/v3/")).toBe("https://ghe.corp.example/api/graphql");
  });
});

describe("the token", () => {
  it("appears in no error's message or text, whatever the failure", async () => {
    const errors: unknown[] = [];
    const catchIt = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => void errors.push(e));
    await catchIt(testGitHubConnection(github.site(BAD_TOKEN)));
    await catchIt(importProjectIssues(github.site(BAD_TOKEN), { owner: "octo-org", ownerType: "organization", number: 1 }));
    await catchIt(importRepositoryIssues(github.site(), { owner: "octo-org", repo: "nope" }));
    await catchIt(writeProjectEstimate(github.site(), { owner: "octo-org", ownerType: "organization", number: 9, issue: { owner: "octo-org", repo: "app", number: 1 }, value: 3 }));
    github.fake.primaryLimitNext(3600);
    await catchIt(importRepositoryIssues(github.site(), app));
    github.fake.failNextWith({ status: 500, body: `echo ${GOOD_TOKEN}` });
    await catchIt(importRepositoryIssues(github.site(), app));
    await catchIt(testGitHubConnection(github.site(GOOD_TOKEN, { policy: { listedHosts: [] } })));
    expect(errors).toHaveLength(7);
    for (const error of errors) {
      const text = `${String(error)} ${JSON.stringify(error)} ${(error as Error).stack ?? ""}`;
      expect(text).not.toContain(GOOD_TOKEN);
      expect(text).not.toContain(BAD_TOKEN);
    }
  });
});
