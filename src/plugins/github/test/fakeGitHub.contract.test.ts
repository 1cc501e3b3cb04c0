// The fake GitHub must answer as GitHub's documents say, and our client must ask as they say:
// every REST request our client sends (path, query parameters, body) and every REST answer the fake
// gives validate against the OpenAPI subset (contracts/README.md); every GraphQL document our client
// sends validates against GitHub's schema with graphql-js, and every GraphQL answer is checked by
// running the document over it. Rate-limit answers, sent by any operation, are GitHub's basic-error.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loopbackPolicy } from "../../../../tests/support/useFakeTracker";
import { testGitHubConnection } from "../server/connection";
import type { GitHubSite } from "../server/http";
import { importRepositoryIssues, importSearchIssues } from "../server/importIssues";
import { writeLabelEstimate } from "../server/labels";
import { importProjectView } from "../server/projectViews";
import { GITHUB_GRAPHQL_DOCUMENTS, importProjectIssues, listProjectNumberFields, writeProjectEstimate } from "../server/projects";
import { BAD_TOKEN, FINE_GRAINED_TOKEN, GOOD_TOKEN, READ_PROJECT_TOKEN, REPO_ONLY_TOKEN } from "./fakeGitHubData";
import { type FakeGitHub, type FakeGitHubRequest, type FakeGitHubResponse, startFakeGitHub } from "./fakeGitHub";
import { loadGitHubSchema } from "./fakeGitHubGraphql";
import { loadGraphqlSchemaForCheck, loadRestContract, restChecker } from "./githubContractCheck";

const rest = restChecker(loadRestContract());
const schema = loadGitHubSchema();
const graphqlCheck = loadGraphqlSchemaForCheck(schema);

// Compiling GitHub's and Atlassian's schemas with ajv takes seconds on a loaded machine: a generous limit, not a speed goal.
const SCHEMA_COMPILING = 60_000;

let fake: FakeGitHub;
let traffic: { request: FakeGitHubRequest; response: FakeGitHubResponse }[] = [];

const site = (token = GOOD_TOKEN): GitHubSite => ({ apiUrl: fake.url, token, policy: loopbackPolicy(fake.port) });
const roadmap = { owner: "octo-org", ownerType: "organization", number: 1 } as const;
const ignore = (p: Promise<unknown>) => p.then(() => undefined, () => undefined);

beforeAll(async () => {
  fake = await startFakeGitHub();
  // Every route the client has, its failures included.
  for (const token of [GOOD_TOKEN, READ_PROJECT_TOKEN, REPO_ONLY_TOKEN, FINE_GRAINED_TOKEN, BAD_TOKEN]) await ignore(testGitHubConnection(site(token)));
  await importRepositoryIssues(site(), { owner: "octo-org", repo: "app", milestone: "1", perPage: 2 });
  await importRepositoryIssues(site(), { owner: "octo-org", repo: "app", labels: ["ui", "bug"], state: "all" });
  await importRepositoryIssues(site(), { owner: "octo-org", repo: "app", milestone: "Sprint 5" });
  await ignore(importRepositoryIssues(site(), { owner: "octo-org", repo: "nope" }));
  await ignore(importRepositoryIssues(site(), { owner: "octo-org", repo: "wiki-only" }));
  await importSearchIssues(site(), 'repo:octo-org/app label:"ui"', 2);
  await importProjectIssues(site(), { ...roadmap, perPage: 2 });
  await importProjectIssues(site(), { owner: "octocat", ownerType: "user", number: 2, iteration: "it_5" });
  await ignore(importProjectIssues(site(), { ...roadmap, number: 42 }));
  await ignore(importProjectIssues(site(REPO_ONLY_TOKEN), roadmap));
  await listProjectNumberFields(site(), roadmap);
  await importProjectView(site(), { ...roadmap, view: 2 });
  await ignore(importProjectView(site(), { ...roadmap, view: 9 }));
  await writeProjectEstimate(site(), { ...roadmap, issue: { owner: "octo-org", repo: "app", number: 1 }, value: 5 });
  await writeProjectEstimate(site(), { ...roadmap, issue: { owner: "octo-org", repo: "app", number: 4 }, value: 2.5 });
  await ignore(writeProjectEstimate(site(READ_PROJECT_TOKEN), { ...roadmap, issue: { owner: "octo-org", repo: "app", number: 1 }, value: 5 }));
  await ignore(writeProjectEstimate(site(), { ...roadmap, issue: { owner: "octo-org", repo: "app", number: 404 }, value: 5 }));
  await writeLabelEstimate(site(), { owner: "octo-org", repo: "app", number: 2, value: 8 });
  await writeLabelEstimate(site(), { owner: "octo-org", repo: "app", number: 2, value: 3 });
  fake.secondaryLimitNext(0);
  fake.primaryLimitNext(0);
  await importRepositoryIssues(site(), { owner: "octo-org", repo: "app" });
  traffic = fake.received.map((request, i) => ({ request, response: fake.sent[i]! }));
}, SCHEMA_COMPILING);
afterAll(() => fake.close());

const restTraffic = () => traffic.filter(({ request }) => request.path !== "/graphql");
const graphqlTraffic = () => traffic.filter(({ request }) => request.path === "/graphql");

describe("the GitHub client and the fake, against GitHub's documents", () => {
  it("ran every route", () => {
    const routes = new Set(restTraffic().map(({ request }) => `${request.method} ${request.path.replace(/\/\d+(?=\/|$)/g, "/{n}")}`));
    expect([...routes].sort()).toEqual([
      "GET /orgs/octo-org/projectsV2/{n}/fields",
      "GET /orgs/octo-org/projectsV2/{n}/views/{n}/items",
      "GET /repos/octo-org/app/issues",
      "GET /repos/octo-org/app/issues/{n}",
      "GET /repos/octo-org/app/labels",
      "GET /repos/octo-org/app/milestones",
      "GET /repos/octo-org/nope/issues",
      "GET /repos/octo-org/wiki-only/issues",
      "GET /search/issues",
      "GET /user",
      "POST /repos/octo-org/app/labels",
      "PUT /repos/octo-org/app/issues/{n}/labels",
    ]);
    expect(graphqlTraffic().length).toBeGreaterThan(10);
  });

  it("sends only documented REST requests: operation, query parameters and body", () => {
    expect(restTraffic().flatMap(({ request }) => rest.requestProblems(request))).toEqual([]);
  }, SCHEMA_COMPILING);

  it("answers REST in the documented shapes (rate limits as basic-error on any operation)", () => {
    const problems = restTraffic().flatMap(({ response }) => {
      // Answers a test injected are checked only when they are a shape GitHub really sends (rate limits).
      if (response.injected && !/rate limit/.test(response.body)) return [];
      return rest.responseProblems(response);
    });
    expect(problems).toEqual([]);
    expect(restTraffic().filter(({ response }) => !response.injected).length).toBeGreaterThan(15);
  }, SCHEMA_COMPILING);

  it("lists issues with pull requests among them, as GitHub does (the client must drop them)", () => {
    const listed = restTraffic().filter(({ request, response }) => request.path === "/repos/octo-org/app/issues" && response.status === 200);
    expect(listed.some(({ response }) => (JSON.parse(response.body) as { pull_request?: unknown }[]).some((i) => i.pull_request))).toBe(true);
  });

  it("validates every GraphQL document the client can send against GitHub's schema", () => {
    for (const document of GITHUB_GRAPHQL_DOCUMENTS) expect(graphqlCheck.documentProblems(JSON.stringify({ query: document }))).toEqual([]);
    expect(graphqlTraffic().flatMap(({ request }) => graphqlCheck.documentProblems(request.body))).toEqual([]);
  });

  it("answers GraphQL in the schema's shapes, errors as GitHub sends them with HTTP 200", async () => {
    const problems: string[] = [];
    for (const { request, response } of graphqlTraffic()) {
      expect(response.status).toBe(200);
      problems.push(...(await graphqlCheck.answerProblems(request.body, response.body)));
    }
    expect(problems).toEqual([]);
    const types = graphqlTraffic().flatMap(({ response }) => ((JSON.parse(response.body) as { errors?: { type: string }[] }).errors ?? []).map((e) => e.type));
    expect(new Set(types)).toEqual(new Set(["NOT_FOUND", "INSUFFICIENT_SCOPES"]));
  }, SCHEMA_COMPILING);

  it("catches an answer that breaks the schema (the check can fail)", async () => {
    const request = JSON.stringify({ query: "query($login: String!) { organization(login: $login) { login } }", variables: { login: "x" } });
    expect(await graphqlCheck.answerProblems(request, JSON.stringify({ data: { organization: { login: 5, extra: true } } }))).not.toEqual([]);
    expect(graphqlCheck.documentProblems(JSON.stringify({ query: "{ organization(login: \"x\") { estimate } }" }))).not.toEqual([]);
    expect(rest.responseProblems({ method: "GET", path: "/user", status: 200, contentType: "application/json", headers: {}, body: "{}", injected: false })).not.toEqual([]);
  });
});
