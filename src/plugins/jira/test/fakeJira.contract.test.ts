// The fake JIRA must answer in the shapes of Atlassian's OpenAPI document (DESIGN 7). Every response
// it sends in the scenarios below is checked against the documented schema for its operation and
// status; the few answers the document does not describe are listed in OBSERVED_SHAPES
// (jiraContractCheck.ts), each one observed on real sites (contracts/NOTES.md). Anything else fails loudly.
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchOpenTickets, fetchTicketsByJql, findStoryPointsField, testConnection, updateStoryPoints, verifyCredentials } from "../server/rest";
import { type FakeJira, type FakeJiraIssueUpdate, type FakeJiraRequest, type FakeJiraResponse, REMOVED_SEARCH_BODY, startFakeJira } from "./fakeJira";
import { fakeJiraConfig } from "./fakeJiraData";
import { type RawRequestOptions, jiraContractChecker, rawJiraRequest } from "./jiraContractCheck";
import { OpenApiContract } from "../../../../tests/support/openApiContract";

const contract = new OpenApiContract(fileURLToPath(new URL("./contracts/jira-planning-poker-subset.json", import.meta.url)));

const { problemsWith, observedShapes: OBSERVED_SHAPES } = jiraContractChecker(contract);

let fake: FakeJira;

const raw = (domain: string, method: string, path: string, options?: RawRequestOptions) => rawJiraRequest(fake.url, domain, method, path, options);

const post = (jqlBody: unknown) => ({ body: JSON.stringify(jqlBody), contentType: "application/json" });

/** The client's own calls, then raw requests for shapes the client never asks for. */
async function runScenarios(): Promise<{ clientRequests: FakeJiraRequest[]; clientUpdates: FakeJiraIssueUpdate[] }> {
  const settings = { baseUrlTemplate: fake.baseUrlTemplate };
  const acme = fakeJiraConfig("acme", "POKER");
  // Through the client.
  await testConnection(acme, settings);
  await testConnection({ ...acme, apiToken: "wrong" }, settings);
  await testConnection({ ...acme, email: "locked@acme.test" }, settings);
  await testConnection({ ...acme, projectKey: "NOPE" }, settings);
  await testConnection({ ...acme, domain: "nosuchsite" }, settings);
  await fetchOpenTickets(acme, settings);
  await fetchTicketsByJql(acme, "project = POKER AND statusCategory != Done ORDER BY key DESC", settings);
  await fetchTicketsByJql(acme, "project = POKER AND assignee = me", settings).catch(() => undefined);
  for (const [domain, key] of [["acme-team", "TEAM"], ["localised", "LOC"], ["renamed", "REN"], ["nofield", "NOF"]] as const) {
    await fetchOpenTickets(fakeJiraConfig(domain, key), settings);
    await findStoryPointsField(fakeJiraConfig(domain, key), settings).catch(() => undefined);
  }
  await updateStoryPoints(acme, "POKER-2", 5, settings);
  await updateStoryPoints(fakeJiraConfig("acme", "NOSCREEN"), "NOSCREEN-1", 5, settings).catch(() => undefined);
  await updateStoryPoints(acme, "POKER-9999", 5, settings).catch(() => undefined);
  fake.failNextWith429(0);
  await verifyCredentials(acme, settings);
  const clientRequests = [...fake.received.requests];
  const clientUpdates = [...fake.received.issueUpdates];

  // Raw requests.
  await raw("acme", "GET", "/rest/api/3/myself", { credentials: null });
  await raw("acme", "GET", "/rest/api/3/myself", { credentials: "dev@acme.test:wrong", accept: null });
  await raw("acme", "GET", "/rest/api/3/search/jql?jql=project%20%3D%20POKER");
  await raw("acme", "GET", "/rest/api/3/search/jql?jql=project%20%3D%20POKER&fields=summary,priority,status,project,description,customfield_10026&expand=renderedFields,names,schema&maxResults=5");
  await raw("acme", "GET", "/rest/api/3/search/jql?jql=project%20%3D%20POKER&fields=*all&maxResults=200");
  await raw("acme", "GET", "/rest/api/3/search/jql?jql=ORDER%20BY%20key");
  await raw("acme", "GET", "/rest/api/3/search/jql?jql=project%20%3D%20POKER&maxResults=0");
  await raw("acme", "POST", "/rest/api/3/search/jql", post({ jql: "project = POKER", nextPageToken: "not-a-token" }));
  await raw("acme", "POST", "/rest/api/3/search/jql", post({ jql: "project = POKER", startAt: 0 }));
  await raw("acme", "POST", "/rest/api/3/search/jql", post({ jql: "project = POKER AND assignee = me" }));
  await raw("acme", "POST", "/rest/api/3/search/jql", { body: "jql=project" });
  await raw("acme", "GET", "/rest/api/3/issue/POKER-3?expand=renderedFields,names,schema");
  await raw("acme", "GET", "/rest/api/3/issue/poker-4?fields=summary,description&expand=renderedFields");
  await raw("acme", "GET", "/rest/api/3/issue/POKER-4040");
  await raw("acme", "PUT", "/rest/api/3/issue/POKER-1", post({ fields: { customfield_10026: "5" } }));
  await raw("acme", "PUT", "/rest/api/3/issue/POKER-1", { contentType: "application/json" });
  await raw("acme", "GET", "/rest/api/3/search?jql=project%20%3D%20POKER");
  await raw("acme", "POST", "/rest/api/3/search", post({ jql: "project = POKER" }));
  return { clientRequests, clientUpdates };
}

describe("fake JIRA against Atlassian's OpenAPI document", () => {
  let client: Awaited<ReturnType<typeof runScenarios>>;
  beforeAll(async () => {
    fake = await startFakeJira();
    client = await runScenarios();
  });
  afterAll(() => fake.close());

  it("sends only responses the document (or a listed observed shape) describes", () => {
    expect(fake.sent.length).toBeGreaterThan(40);
    expect(fake.sent.flatMap(problemsWith)).toEqual([]);
  });

  it("covered every operation and answer the app relies on", () => {
    const seen = new Set(fake.sent.map((r) => `${r.method} ${contract.findOperation(r.method, r.path)?.template ?? r.path} ${r.status}`));
    const expected = [
      "GET /rest/api/3/myself 200",
      "GET /rest/api/3/myself 401",
      "GET /rest/api/3/myself 403",
      "GET /rest/api/3/myself 404",
      "GET /rest/api/3/myself 429",
      "GET /rest/api/3/field 200",
      "GET /rest/api/3/search/jql 200",
      "GET /rest/api/3/search/jql 400",
      "POST /rest/api/3/search/jql 200",
      "POST /rest/api/3/search/jql 400",
      "POST /rest/api/3/search/jql 415",
      "GET /rest/api/3/issue/{issueIdOrKey} 200",
      "GET /rest/api/3/issue/{issueIdOrKey} 404",
      "PUT /rest/api/3/issue/{issueIdOrKey} 204",
      "PUT /rest/api/3/issue/{issueIdOrKey} 400",
      "PUT /rest/api/3/issue/{issueIdOrKey} 404",
      "GET /rest/api/3/search 410",
      "POST /rest/api/3/search 410",
    ];
    expect([...seen].filter((s) => expected.includes(s)).sort()).toEqual([...expected].sort());
  });

  it("every listed observed shape was exercised, so none is dead weight", () => {
    const unused = OBSERVED_SHAPES.filter((shape) => !fake.sent.some((r) => shape.applies(r))).map((s) => s.name);
    expect(unused).toEqual([]);
  });

  it("answers the removed search with the exact body of the notes", () => {
    const gone = fake.sent.filter((r) => r.path === "/rest/api/3/search");
    expect(gone).toHaveLength(2);
    for (const r of gone) expect(JSON.parse(r.body)).toEqual(REMOVED_SEARCH_BODY);
  });

  it("the client's request bodies match the documented request schemas", () => {
    const searches = client.clientRequests.filter((r) => r.method === "POST" && r.path === "/rest/api/3/search/jql");
    expect(searches.length).toBeGreaterThan(3);
    const searchBody = contract.component("SearchAndReconcileRequestBean");
    for (const r of searches) expect(searchBody(JSON.parse(r.body)), contract.errorsText(searchBody)).toBe(true);
    const updateBody = contract.component("IssueUpdateDetails");
    expect(client.clientUpdates.length).toBeGreaterThan(1);
    for (const u of client.clientUpdates) expect(updateBody(u.body), contract.errorsText(updateBody)).toBe(true);
    // The old search is never called by the client.
    expect(client.clientRequests.some((r) => r.path === "/rest/api/3/search")).toBe(false);
  });

  it("fails loudly on an answer the document does not describe", () => {
    const invented: FakeJiraResponse = { domain: "acme", method: "GET", path: "/rest/api/3/field", status: 404, contentType: "application/json", headers: {}, body: "{}", injected: false };
    expect(problemsWith(invented)[0]).toMatch(/status 404 is not documented for getFields/);
    const wrongShape: FakeJiraResponse = { ...invented, path: "/rest/api/3/myself", status: 200, body: JSON.stringify({ accountId: 5 }) };
    expect(problemsWith(wrongShape)[0]).toMatch(/getCurrentUser/);
    expect(problemsWith({ ...invented, path: "/rest/api/3/project/POKER", status: 200 })[0]).toMatch(/no operation/);
  });
});
