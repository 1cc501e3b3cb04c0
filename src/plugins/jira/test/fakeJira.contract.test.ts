// The fake JIRA must answer in the shapes of Atlassian's OpenAPI document (DESIGN 7). Every response
// it sends in the scenarios below is checked against the documented schema for its operation and
// status; the few answers the document does not describe are listed in OBSERVED_SHAPES, each one
// observed on real sites (contracts/NOTES.md). Anything else fails loudly.
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchOpenTickets, findStoryPointsField, testConnection, updateStoryPoints, verifyCredentials } from "../server/rest";
import { type FakeJira, type FakeJiraIssueUpdate, type FakeJiraRequest, type FakeJiraResponse, REMOVED_SEARCH_BODY, startFakeJira } from "./fakeJira";
import { fakeJiraConfig } from "./fakeJiraData";
import { OpenApiContract } from "../../../../tests/support/openApiContract";

const contract = new OpenApiContract(fileURLToPath(new URL("./contracts/jira-planning-poker-subset.json", import.meta.url)));

/**
 * NOTES §1.7: error statuses the document lists without a body carry JIRA's standard envelope.
 * Copied from components.schemas.ErrorCollection of Atlassian's full document (swagger-v3.v3.json),
 * which the subset leaves out.
 */
const ERROR_COLLECTION = {
  additionalProperties: false,
  properties: {
    errorMessages: { items: { type: "string" }, type: "array" },
    errors: { additionalProperties: { type: "string" }, type: "object" },
    status: { format: "int32", type: "integer" },
  },
  type: "object",
};
const errorCollection = contract.compile(ERROR_COLLECTION);

type BodyRule = { kind: "json"; schema: Record<string, unknown> } | { kind: "empty" } | { kind: "markup"; contentType: RegExp };

interface ObservedShape {
  name: string;
  applies: (r: FakeJiraResponse) => boolean;
  body: BodyRule;
}

const json = (r: FakeJiraResponse): Record<string, unknown> | null => {
  try {
    return JSON.parse(r.body) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/** Answers real JIRA gives that the document does not describe: the only exceptions allowed. */
const OBSERVED_SHAPES: ObservedShape[] = [
  {
    name: "401 for a wrong email or token is {message, status-code}, not the envelope (NOTES §1.2)",
    applies: (r) => r.status === 401 && json(r)?.["status-code"] === 401,
    body: {
      kind: "json",
      schema: {
        type: "object",
        additionalProperties: false,
        required: ["message", "status-code"],
        properties: { message: { type: "string" }, "status-code": { const: 401 } },
      },
    },
  },
  {
    name: "401 as XML when the client did not ask for JSON (NOTES §1.1)",
    applies: (r) => r.status === 401 && /xml/.test(r.contentType ?? ""),
    body: { kind: "markup", contentType: /^application\/xml/ },
  },
  {
    name: "403 CAPTCHA lock-out, HTML with X-Seraph-LoginReason / X-Authentication-Denied-Reason (NOTES §1.1)",
    applies: (r) => r.status === 403 && /^CAPTCHA_CHALLENGE/.test(r.headers["x-authentication-denied-reason"] ?? ""),
    body: { kind: "markup", contentType: /^text\/html/ },
  },
  {
    name: "410 Gone from the removed /rest/api/3/search, in the envelope (NOTES §1.3; the document still lists 200/400/401)",
    applies: (r) => r.status === 410 && r.path === "/rest/api/3/search",
    body: { kind: "json", schema: ERROR_COLLECTION },
  },
  {
    name: "415 from POST search/jql without a JSON body, RFC 7807 problem+json (NOTES §1.3, §1.7)",
    applies: (r) => r.status === 415 && r.path === "/rest/api/3/search/jql",
    body: {
      kind: "json",
      schema: { type: "object", required: ["title", "status"], properties: { type: { type: "string" }, title: { type: "string" }, status: { const: 415 }, detail: { type: "string" } } },
    },
  },
  {
    name: "429 throttled: in no operation of the document, body undocumented (NOTES §1.8, §5); Retry-After required",
    applies: (r) => r.status === 429 && /^\d+$/.test(r.headers["retry-after"] ?? ""),
    body: { kind: "empty" },
  },
  {
    name: "404 page for a site that does not exist: Atlassian's HTML, not a JIRA API answer",
    applies: (r) => r.status === 404 && /^text\/html/.test(r.contentType ?? ""),
    body: { kind: "markup", contentType: /^text\/html/ },
  },
];

function checkBody(r: FakeJiraResponse, rule: BodyRule, label: string): string[] {
  if (rule.kind === "empty") return r.body === "" ? [] : [`${label}: expected an empty body`];
  if (rule.kind === "markup") return rule.contentType.test(r.contentType ?? "") && r.body.startsWith("<") ? [] : [`${label}: expected ${rule.contentType} markup`];
  return validateJson(r, contract.compile(rule.schema), label);
}

function validateJson(r: FakeJiraResponse, validate: ReturnType<OpenApiContract["compile"]>, label: string): string[] {
  if (!/^application\/(.+\+)?json/.test(r.contentType ?? "")) return [`${label}: content type ${r.contentType} is not JSON`];
  const body = json(r);
  if (body === null) return [`${label}: body is not JSON`];
  return validate(body) ? [] : [`${label}: ${contract.errorsText(validate)}`];
}

/** Problems with one response; [] when it matches the document or a listed observed shape. */
function problemsWith(r: FakeJiraResponse): string[] {
  const label = `${r.method} /${r.domain}${r.path} ${r.status}`;
  const observed = OBSERVED_SHAPES.find((shape) => shape.applies(r));
  if (observed) return checkBody(r, observed.body, `${label} (${observed.name})`);
  const found = contract.findOperation(r.method, r.path);
  if (!found) return [`${label}: no operation in the document for this path`];
  const schema = contract.responseSchema(found, r.status);
  if (schema === undefined) return [`${label}: status ${r.status} is not documented for ${found.operation.operationId} and is not a listed observed shape`];
  if (r.status === 204) return r.body === "" ? [] : [`${label}: 204 must have no body`];
  if (schema === null) return validateJson(r, errorCollection, `${label} (documented without a body: ErrorCollection, NOTES §1.7)`);
  return validateJson(r, contract.compile(schema), `${label} (${found.operation.operationId})`);
}

let fake: FakeJira;

async function raw(domain: string, method: string, path: string, options: { credentials?: string | null; accept?: string | null; body?: string; contentType?: string } = {}) {
  const headers: Record<string, string> = {};
  const credentials = options.credentials === undefined ? `dev@${domain}.test:${domain}-token` : options.credentials;
  if (credentials !== null) headers.Authorization = `Basic ${Buffer.from(credentials).toString("base64")}`;
  if (options.accept !== null) headers.Accept = options.accept ?? "application/json";
  if (options.contentType) headers["Content-Type"] = options.contentType;
  const response = await fetch(`${fake.url}/${domain}${path}`, { method, headers, body: options.body });
  await response.text();
  return response.status;
}

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
