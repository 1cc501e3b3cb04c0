// The fake Jira DC must answer as Atlassian's DC document says (with its defects worked around, each
// named: NOTES 6.9), and our client must ask as it says: every request the client sends (operation,
// query parameters, body) and every answer the fake gives is checked (jiraDcContractCheck.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loopbackPolicy } from "../../../../tests/support/useFakeTracker";
import { testJiraDcConnection } from "../server/connection";
import { boardEstimateField, siteEstimateField } from "../server/estimateField";
import { listBoards } from "../server/boards";
import type { JiraDcSite } from "../server/http";
import { importBoardBacklog, importBoardSprint, importByFilter, importByJql } from "../server/importIssues";
import { writeJiraDcEstimate } from "../server/writeEstimate";
import { BAD_PAT, GOOD_PAT, LOCKED_PAT } from "./fakeJiraDcData";
import { type FakeDcRequest, type FakeDcResponse, type FakeJiraDc, startFakeJiraDc } from "./fakeJiraDc";
import { dcChecker, loadDcContract } from "./jiraDcContractCheck";

const contract = loadDcContract();
const check = dcChecker(contract);
// Compiling GitHub's and Atlassian's schemas with ajv takes seconds on a loaded machine: a generous limit, not a speed goal.
const SCHEMA_COMPILING = 60_000;

let fake: FakeJiraDc;
let traffic: { request: FakeDcRequest; response: FakeDcResponse }[] = [];

const site = (token = GOOD_PAT): JiraDcSite => ({ baseUrl: fake.baseUrl, token, policy: loopbackPolicy(fake.port) });
const ignore = (p: Promise<unknown>) => p.then(() => undefined, () => undefined);

beforeAll(async () => {
  fake = await startFakeJiraDc();
  await testJiraDcConnection(site());
  await ignore(testJiraDcConnection(site(BAD_PAT)));
  await ignore(testJiraDcConnection(site(LOCKED_PAT)));
  await importByJql(site(), "project = ABC AND status = Open ORDER BY key");
  await ignore(importByJql(site(), "summary ~ poker"));
  await importByFilter(site(), 10400);
  await importBoardSprint(site(), 1);
  await importBoardSprint(site(), 2);
  await importBoardBacklog(site(), 1);
  await ignore(importBoardBacklog(site(), 99));
  await boardEstimateField(site(), 3);
  await listBoards(site());
  await siteEstimateField(site());
  await writeJiraDcEstimate(site(), { key: "ABC-2", value: 8 });
  await writeJiraDcEstimate(site(), { key: "DEF-2", value: 3, boardId: 2 });
  await writeJiraDcEstimate(site(), { key: "DEF-3", value: 0.5, boardId: 2, via: "board" });
  await ignore(writeJiraDcEstimate(site(), { key: "ABC-999", value: 3 }));
  fake.rateLimitNext(0);
  await testJiraDcConnection(site());
  traffic = fake.received.map((request, i) => ({ request, response: fake.sent[i]! }));
}, SCHEMA_COMPILING);
afterAll(() => fake.close());

describe("the Jira DC client and the fake, against Atlassian's DC document", () => {
  it("ran every route the client has", () => {
    const routes = new Set(traffic.map(({ request }) => `${request.method} ${contract.findOperation(request.method, request.path.replace(/^\/rest/, ""))?.template ?? request.path}`));
    expect([...routes].sort()).toEqual([
      "GET /agile/1.0/board",
      "GET /agile/1.0/board/{boardId}/backlog",
      "GET /agile/1.0/board/{boardId}/configuration",
      "GET /agile/1.0/board/{boardId}/sprint",
      "GET /agile/1.0/sprint/{sprintId}/issue",
      "GET /api/2/field",
      "GET /api/2/filter/{id}",
      "GET /api/2/myself",
      "GET /api/2/serverInfo",
      "POST /api/2/search",
      "PUT /agile/1.0/issue/{issueIdOrKey}/estimation",
      "PUT /api/2/issue/{issueIdOrKey}",
    ]);
  });

  it("sends only documented requests, with a Bearer token (the document lists only Basic: NOTES 6.1)", () => {
    const problems = traffic
      .filter(({ response }) => response.status !== 401 && !(response.status === 403 && response.headers["x-seraph-loginreason"]))
      .flatMap(({ request }) => check.requestProblems(request));
    expect(problems).toEqual([]);
  }, SCHEMA_COMPILING);

  it("answers in the documented shapes, or an observed one", () => {
    expect(traffic.flatMap(({ response }) => check.responseProblems(response))).toEqual([]);
    expect(traffic.some(({ response }) => response.status === 204 && response.body === "")).toBe(true);
  }, SCHEMA_COMPILING);

  it("names every correction of the document's defects", () => {
    expect(check.corrections.every((why) => /NOTES 6\.\d/.test(why))).toBe(true);
  });

  it("catches an answer the document refuses (the check can fail)", () => {
    const bad: FakeDcResponse = { method: "GET", path: "/rest/agile/1.0/board/1/sprint", status: 200, contentType: "application/json", headers: {}, body: JSON.stringify({ values: [{ id: "x" }] }), injected: false };
    expect(check.responseProblems(bad)).not.toEqual([]);
    const badRequest: FakeDcRequest = { method: "POST", path: "/rest/api/2/search", query: {}, body: JSON.stringify({ jql: "x", expand: "renderedFields" }), authenticatedAs: "alice" };
    expect(check.requestProblems(badRequest)).not.toEqual([]);
  });
});
