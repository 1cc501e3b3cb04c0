// The fake Linear must answer as Linear's schema says, and our client must ask as it says: every
// GraphQL document the client can send validates against the vendored schema with graphql-js (its
// variables coerce), and every answer the fake gives, errors included, is checked by running the
// same document over it; errors carry Linear's extensions.code and .type (NOTES 8.2).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loopbackPolicy } from "../../../../tests/support/useFakeTracker";
import { graphqlContract } from "../../../../tests/support/graphqlContract";
import { testLinearConnection } from "../server/connection";
import { LINEAR_GRAPHQL_DOCUMENTS } from "../server/documents";
import type { LinearSite } from "../server/http";
import { importCustomView, importTeamIssues } from "../server/importIssues";
import { linearTeam, listLinearTeams } from "../server/teams";
import { writeLinearEstimate } from "../server/writeEstimate";
import { BAD_KEY, DES, ENG, GOOD_KEY } from "./fakeLinearData";
import { type FakeLinear, type FakeLinearRequest, type FakeLinearResponse, loadLinearSchema, startFakeLinear } from "./fakeLinear";

const check = graphqlContract(loadLinearSchema(), (error) => {
  const extensions = error.extensions as { code?: unknown; type?: unknown } | undefined;
  return typeof error.message === "string" && typeof extensions?.code === "string" && typeof extensions.type === "string" ? null : `error without Linear's message, code and type: ${JSON.stringify(error)}`;
});

let fake: FakeLinear;
let traffic: { request: FakeLinearRequest; response: FakeLinearResponse }[] = [];
const site = (apiKey = GOOD_KEY): LinearSite => ({ apiUrl: fake.url, apiKey, policy: loopbackPolicy(fake.port) });
const ignore = (p: Promise<unknown>) => p.then(() => undefined, () => undefined);

beforeAll(async () => {
  fake = await startFakeLinear();
  await testLinearConnection(site());
  await ignore(testLinearConnection(site(BAD_KEY)));
  await listLinearTeams(site());
  await linearTeam(site(), DES);
  await ignore(linearTeam(site(), "team-nope"));
  await importTeamIssues(site(), { teamId: ENG, cycle: "active", labels: ["ui"], projectId: "project-rooms" });
  await importTeamIssues(site(), { teamId: ENG, cycle: "cycle-eng-7", stateTypes: ["unstarted", "completed"] });
  await importCustomView(site(), "a1b2c3");
  await ignore(importCustomView(site(), "nope"));
  await writeLinearEstimate(site(), { issue: "ENG-3", card: "8" });
  await writeLinearEstimate(site(), { issue: "DES-3", card: "XL" });
  await ignore(writeLinearEstimate(site(), { issue: "ENG-999", card: "3" }));
  fake.rateLimitNext(0);
  await testLinearConnection(site());
  traffic = fake.received.map((request, i) => ({ request, response: fake.sent[i]! }));
});
afterAll(() => fake.close());

describe("the Linear client and the fake, against Linear's schema", () => {
  it("ran every document the client has, and crossed pages", () => {
    const sent = new Set(traffic.map(({ request }) => (JSON.parse(request.body) as { query: string }).query));
    expect([...LINEAR_GRAPHQL_DOCUMENTS].filter((document) => !sent.has(document))).toEqual([]);
    expect(traffic.some(({ request }) => (JSON.parse(request.body) as { variables: { after?: string } }).variables.after)).toBe(true);
  });

  it("validates every document the client can send, and the variables it sent", () => {
    for (const document of LINEAR_GRAPHQL_DOCUMENTS) expect(check.documentProblems(JSON.stringify({ query: document }))).toEqual([]);
    expect(traffic.flatMap(({ request }) => check.documentProblems(request.body))).toEqual([]);
  });

  it("sends the key as the Authorization header itself, with JSON", () => {
    expect(traffic.every(({ request }) => request.method === "POST" && request.path === "/graphql" && /^application\/json/.test(request.contentType ?? ""))).toBe(true);
    expect(traffic.filter(({ request }) => request.authenticatedAs === null)).toHaveLength(1);
  });

  it("answers in the schema's shapes, errors with Linear's extensions", async () => {
    const problems: string[] = [];
    for (const { request, response } of traffic) problems.push(...(await check.answerProblems(request.body, response.body)).map((p) => `${response.status}: ${p}`));
    expect(problems).toEqual([]);
    const codes = traffic.flatMap(({ response }) => ((JSON.parse(response.body) as { errors?: { extensions: { code: string } }[] }).errors ?? []).map((e) => e.extensions.code));
    expect(new Set(codes)).toEqual(new Set(["AUTHENTICATION_ERROR", "INVALID_INPUT", "RATELIMITED"]));
  });

  it("catches a document or an answer that breaks the schema (the check can fail)", async () => {
    expect(check.documentProblems(JSON.stringify({ query: "{ viewer { storyPoints } }" }))).not.toEqual([]);
    expect(check.documentProblems(JSON.stringify({ query: "mutation($id: String!, $e: Float) { issueUpdate(id: $id, input: { estimate: $e }) { success } }", variables: { id: "x", e: 1.5 } }))).not.toEqual([]);
    const request = JSON.stringify({ query: "{ viewer { id name } }" });
    expect(await check.answerProblems(request, JSON.stringify({ data: { viewer: { id: "u", name: null } } }))).not.toEqual([]);
    expect(await check.answerProblems(request, JSON.stringify({ errors: [{ message: "no code" }] }))).not.toEqual([]);
  });
});
