// The fake JIRA's Software (agile/1.0) endpoints must answer in the shapes of Atlassian's Jira
// Software document (contracts/jira-software-agile-subset.json, README there): every agile answer
// sent in the scenarios below is checked against the schema documented for its operation and
// status, or an answer real JIRA gives that the document leaves out (jiraContractCheck.ts).
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchActiveSprintTickets, findActiveSprints } from "../server/rest";
import { openJiraSite } from "../server/rest/http";
import { type FakeJira, type FakeJiraRequest, startFakeJira } from "./fakeJira";
import { AGILE_MAX_ISSUE_RESULTS } from "./fakeJiraAgile";
import { POKER_ACTIVE_SPRINT_ID, POKER_ACTIVE_SPRINT_OPEN, fakeJiraConfig } from "./fakeJiraData";
import { type RawRequestOptions, jiraContractChecker, rawJiraRequest } from "./jiraContractCheck";
import { OpenApiContract } from "../../../../tests/support/openApiContract";

const contract = new OpenApiContract(fileURLToPath(new URL("./contracts/jira-software-agile-subset.json", import.meta.url)));
const { problemsWith } = jiraContractChecker(contract);

let fake: FakeJira;
const raw = (method: string, path: string, options?: RawRequestOptions) => rawJiraRequest(fake.url, "acme", method, path, options);
const agileSent = () => fake.sent.filter((r) => r.path.startsWith("/rest/agile/1.0/"));

/** The client's own calls, then raw requests for answers the client never asks for. */
async function runScenarios(): Promise<FakeJiraRequest[]> {
  const settings = { baseUrlTemplate: fake.baseUrlTemplate };
  const acme = fakeJiraConfig("acme", "POKER");
  await fetchActiveSprintTickets(acme, settings);
  await findActiveSprints(openJiraSite(acme, settings), "POKER", 1);
  await fetchActiveSprintTickets(fakeJiraConfig("acme-team", "TEAM"), settings).catch(() => undefined);
  await fetchActiveSprintTickets(fakeJiraConfig("localised", "LOC"), settings).catch(() => undefined);
  await fetchActiveSprintTickets(fakeJiraConfig("acme", "NOPE"), settings).catch(() => undefined);
  const clientRequests = fake.received.requests.filter((r) => r.path.startsWith("/rest/agile/1.0/"));

  await raw("GET", "/rest/agile/1.0/board", { credentials: null });
  await raw("GET", "/rest/agile/1.0/board", { credentials: "dev@acme.test:wrong", accept: null });
  await raw("GET", "/rest/agile/1.0/board", { credentials: "dev@acme.test:wrong" });
  await raw("GET", "/rest/agile/1.0/board", { credentials: "locked@acme.test:acme-token" });
  await raw("GET", "/rest/agile/1.0/board");
  await raw("GET", "/rest/agile/1.0/board?maxResults=1&startAt=1&type=scrum,kanban");
  await raw("GET", "/rest/agile/1.0/board?startAt=-1");
  await raw("GET", "/rest/agile/1.0/board/2/sprint");
  await raw("GET", "/rest/agile/1.0/board/999/sprint");
  await raw("GET", "/rest/agile/1.0/board/1/sprint");
  await raw("GET", "/rest/agile/1.0/board/1/sprint?state=bogus");
  await raw("GET", "/rest/agile/1.0/board/1/sprint?state=closed,future&maxResults=1");
  await raw("GET", `/rest/agile/1.0/sprint/${POKER_ACTIVE_SPRINT_ID}/issue?maxResults=500&expand=renderedFields`);
  await raw("GET", `/rest/agile/1.0/sprint/${POKER_ACTIVE_SPRINT_ID}/issue?fields=summary&fields=priority&jql=ORDER%20BY%20key`);
  await raw("GET", "/rest/agile/1.0/sprint/999/issue");
  return clientRequests;
}

describe("fake JIRA Software (agile) against Atlassian's document", () => {
  let clientRequests: FakeJiraRequest[];
  beforeAll(async () => {
    fake = await startFakeJira();
    clientRequests = await runScenarios();
  });
  afterAll(() => fake.close());

  it("sends only agile answers the document (or a listed observed shape) describes", () => {
    expect(agileSent().length).toBeGreaterThan(20);
    expect(agileSent().flatMap(problemsWith)).toEqual([]);
  });

  it("covered every operation and answer a sprint import relies on", () => {
    const seen = new Set(agileSent().map((r) => `${r.method} ${contract.findOperation(r.method, r.path)?.template ?? r.path} ${r.status}`));
    const expected = [
      "GET /rest/agile/1.0/board 200",
      "GET /rest/agile/1.0/board 400",
      "GET /rest/agile/1.0/board 401",
      "GET /rest/agile/1.0/board 403",
      "GET /rest/agile/1.0/board/{boardId}/sprint 200",
      "GET /rest/agile/1.0/board/{boardId}/sprint 400",
      "GET /rest/agile/1.0/board/{boardId}/sprint 404",
      "GET /rest/agile/1.0/sprint/{sprintId}/issue 200",
      "GET /rest/agile/1.0/sprint/{sprintId}/issue 404",
    ];
    expect([...seen].filter((s) => expected.includes(s)).sort()).toEqual([...expected].sort());
  });

  it("pages like the real API: offsets, isLast on boards and sprints, total on issues, capped page sizes", () => {
    const bodies = agileSent()
      .filter((r) => r.status === 200)
      .map((r) => ({ path: r.path, body: JSON.parse(r.body) as Record<string, any> }));
    const issuePages = bodies.filter((b) => b.path === `/rest/agile/1.0/sprint/${POKER_ACTIVE_SPRINT_ID}/issue`).map((b) => b.body);
    for (const page of issuePages) expect(page).not.toHaveProperty("isLast");
    // The client's pages (open issues only) and the raw ones (the whole sprint) each say their total.
    expect(new Set(issuePages.map((page) => page.total))).toEqual(new Set([POKER_ACTIVE_SPRINT_OPEN, POKER_ACTIVE_SPRINT_OPEN + 2]));
    // Asked for 500 a page: JIRA caps it and says so.
    expect(issuePages.some((page) => page.maxResults === AGILE_MAX_ISSUE_RESULTS && page.issues.length === POKER_ACTIVE_SPRINT_OPEN + 2)).toBe(true);
    const secondBoardPages = bodies.filter((b) => b.path === "/rest/agile/1.0/board" && b.body.startAt === 1).map((b) => b.body);
    // The raw request over all four boards, and the client's over POKER's two scrum boards.
    expect(secondBoardPages).toContainEqual(expect.objectContaining({ maxResults: 1, isLast: false, total: 4, values: [expect.objectContaining({ id: 2 })] }));
    expect(secondBoardPages).toContainEqual(expect.objectContaining({ maxResults: 1, isLast: true, total: 2, values: [expect.objectContaining({ id: 4 })] }));
  });

  it("the client asks only documented parameters of each operation", () => {
    expect(clientRequests.length).toBeGreaterThan(5);
    for (const request of clientRequests) {
      const found = contract.findOperation(request.method, request.path);
      expect(found, request.path).not.toBeNull();
      const documented = new Set(((found!.operation as { parameters?: { name: string; in: string }[] }).parameters ?? []).filter((p) => p.in === "query").map((p) => p.name));
      expect(Object.keys(request.query).filter((name) => !documented.has(name)), request.path).toEqual([]);
    }
  });

  it("fails loudly on an answer the document does not describe", () => {
    const invented = { domain: "acme", method: "GET", path: "/rest/agile/1.0/sprint/11/issue", status: 400, contentType: "application/json", headers: {}, body: "{}", injected: false };
    expect(problemsWith(invented)[0]).toMatch(/status 400 is not documented for getIssuesForSprint/);
    const wrongShape = { ...invented, status: 200, body: JSON.stringify({ startAt: 0, total: "many", issues: [] }) };
    expect(problemsWith(wrongShape)[0]).toMatch(/getIssuesForSprint/);
    const sprintWithoutNumbers = { ...invented, path: "/rest/agile/1.0/board/1/sprint", status: 200, body: JSON.stringify({ values: [{ id: "11", name: "Sprint" }] }) };
    expect(problemsWith(sprintWithoutNumbers)[0]).toMatch(/getAllSprints/);
  });
});
