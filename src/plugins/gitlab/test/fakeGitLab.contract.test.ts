// The fake GitLab must answer as GitLab's documented fields say (contracts/README.md), and our client
// must ask as they say: every request the client sends (operation, query attributes with their
// values, JSON body) and every answer the fake gives (status, body, pagination headers) is checked,
// on a Premium instance and on GitLab Free; a 429 is GitLab's observed shape (NOTES 9.6).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loopbackPolicy } from "../../../../tests/support/useFakeTracker";
import { testGitLabConnection } from "../server/connection";
import type { GitLabSite } from "../server/http";
import { gitlabWeightsAvailable, importProjectIssues } from "../server/importIssues";
import { writeGitLabWeight } from "../server/writeWeight";
import { BAD_TOKEN, GOOD_TOKEN, READ_ONLY_TOKEN, READ_USER_TOKEN } from "./fakeGitLabData";
import { type FakeGitLab, type FakeGitLabRequest, type FakeGitLabResponse, GITLAB_PATH, startFakeGitLab } from "./fakeGitLab";
import { gitlabChecker, loadGitLabContract } from "./gitlabContractCheck";

const contract = loadGitLabContract();
const check = gitlabChecker(contract);
const app = "poker-group/poker-app";

let fake: FakeGitLab;
let traffic: { request: FakeGitLabRequest; response: FakeGitLabResponse; tier: "premium" | "free" }[] = [];
let premiumRequests = 0;
const site = (token = GOOD_TOKEN): GitLabSite => ({ baseUrl: fake.baseUrl, token, policy: loopbackPolicy(fake.port) });
const ignore = (p: Promise<unknown>) => p.then(() => undefined, () => undefined);

beforeAll(async () => {
  fake = await startFakeGitLab();
  await testGitLabConnection(site());
  await ignore(testGitLabConnection(site(BAD_TOKEN)));
  await testGitLabConnection(site(READ_USER_TOKEN));
  await importProjectIssues(site(), { project: app, milestone: "v1.0", labels: ["backend"], perPage: 2 });
  await importProjectIssues(site(), { project: "42", iterationId: "9001", state: "all" });
  await importProjectIssues(site(), { project: app, iterationTitle: "Sprint 9" });
  await ignore(importProjectIssues(site(), { project: "poker-group/secret" }));
  await gitlabWeightsAvailable(site(), app);
  await writeGitLabWeight(site(), { project: app, iid: 2, card: "3" });
  await ignore(writeGitLabWeight(site(READ_ONLY_TOKEN), { project: app, iid: 2, card: "3" }));
  await ignore(writeGitLabWeight(site(), { project: app, iid: 99, card: "3" }));
  premiumRequests = fake.received.length;
  fake.state.tier = "free";
  await importProjectIssues(site(), { project: app });
  await ignore(writeGitLabWeight(site(), { project: app, iid: 2, card: "5" }));
  fake.rateLimitNext(0);
  await testGitLabConnection(site());
  traffic = fake.received.map((request, i) => ({ request, response: fake.sent[i]!, tier: i < premiumRequests ? "premium" : "free" }));
});
afterAll(() => fake.close());

describe("the GitLab client and the fake, against GitLab's documented fields", () => {
  it("ran every route the client has, across pages", () => {
    const routes = new Set(traffic.map(({ request }) => `${request.method} ${contract.findOperation(request.method, request.path.slice(GITLAB_PATH.length))?.template ?? request.path}`));
    expect([...routes].sort()).toEqual(["GET /api/v4/personal_access_tokens/self", "GET /api/v4/projects/{id}/issues", "GET /api/v4/user", "PUT /api/v4/projects/{id}/issues/{issue_iid}"]);
    expect(traffic.some(({ request }) => request.query.page === "2")).toBe(true);
  });

  it("sends only documented requests: attributes, their values and a JSON body", () => {
    const problems = traffic.filter(({ response }) => response.status !== 401).flatMap(({ request }) => check.requestProblems(request));
    expect(problems).toEqual([]);
  });

  it("answers in the documented shapes, lists as arrays with their pagination headers", () => {
    expect(traffic.flatMap(({ response }) => check.responseProblems(response))).toEqual([]);
    const statuses = new Set(traffic.map(({ response }) => response.status));
    expect([...statuses].sort()).toEqual([200, 400, 401, 403, 404, 429]);
  });

  it("sends weight only on Premium, as the documents say", () => {
    const lists = traffic.filter(({ request, response }) => request.method === "GET" && response.status === 200 && request.path.endsWith("/issues"));
    const issues = (tier: string) => lists.filter((t) => t.tier === tier).flatMap(({ response }) => JSON.parse(response.body) as object[]);
    expect(issues("premium").length).toBeGreaterThan(3);
    expect(issues("free").length).toBeGreaterThan(3);
    expect(issues("premium").every((issue) => "weight" in issue)).toBe(true);
    expect(issues("free").some((issue) => "weight" in issue)).toBe(false);
  });

  it("catches a request or an answer the documents refuse (the check can fail)", () => {
    const base = { method: "GET", path: `${GITLAB_PATH}/api/v4/projects/42/issues`, body: "", contentType: undefined, authenticatedAs: "alice" };
    expect(check.requestProblems({ ...base, query: { milestone_id: "5" } })).not.toEqual([]);
    expect(check.requestProblems({ ...base, query: { per_page: "500" } })).not.toEqual([]);
    expect(check.requestProblems({ ...base, method: "PUT", path: `${base.path}/1`, query: {}, body: JSON.stringify({ weight: 2.5 }), contentType: "application/json" })).not.toEqual([]);
    const answer = { method: "GET", path: base.path, status: 200, contentType: "application/json", headers: {}, body: "[]", injected: false };
    expect(check.responseProblems(answer)).not.toEqual([]);
    expect(check.responseProblems({ ...answer, path: `${base.path}/1`, body: JSON.stringify({ iid: 1 }) })).not.toEqual([]);
  });
});
