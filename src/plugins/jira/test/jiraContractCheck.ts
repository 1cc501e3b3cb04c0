// Checks the fake JIRA's answers against an OpenAPI document: each response must match the schema
// documented for its operation and status, or one of the answers real JIRA gives that the document
// does not describe (OBSERVED_SHAPES). Used by the platform (REST v3) and Software (agile) contract tests.
import type { FakeJiraResponse } from "./fakeJira";
import type { OpenApiContract } from "../../../../tests/support/openApiContract";

/**
 * NOTES §1.7: error statuses the document lists without a body carry JIRA's standard envelope.
 * Copied from components.schemas.ErrorCollection of Atlassian's full document (swagger-v3.v3.json),
 * which the subset leaves out.
 */
export const ERROR_COLLECTION = {
  additionalProperties: false,
  properties: {
    errorMessages: { items: { type: "string" }, type: "array" },
    errors: { additionalProperties: { type: "string" }, type: "object" },
    status: { format: "int32", type: "integer" },
  },
  type: "object",
};

type BodyRule = { kind: "json"; schema: Record<string, unknown> } | { kind: "empty" } | { kind: "markup"; contentType: RegExp };

export interface ObservedShape {
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
export const OBSERVED_SHAPES: ObservedShape[] = [
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

export function jiraContractChecker(contract: OpenApiContract) {
  const errorCollection = contract.compile(ERROR_COLLECTION);

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

  return { problemsWith, observedShapes: OBSERVED_SHAPES };
}

export interface RawRequestOptions {
  /** "email:token"; the site's working credentials when absent, none when null. */
  credentials?: string | null;
  /** application/json when absent, no Accept header when null. */
  accept?: string | null;
  body?: string;
  contentType?: string;
}

/** A request the client never sends, for shapes only a raw request reaches; answers the status. */
export async function rawJiraRequest(fakeUrl: string, domain: string, method: string, path: string, options: RawRequestOptions = {}): Promise<number> {
  const headers: Record<string, string> = {};
  const credentials = options.credentials === undefined ? `dev@${domain}.test:${domain}-token` : options.credentials;
  if (credentials !== null) headers.Authorization = `Basic ${Buffer.from(credentials).toString("base64")}`;
  if (options.accept !== null) headers.Accept = options.accept ?? "application/json";
  if (options.contentType) headers["Content-Type"] = options.contentType;
  const response = await fetch(`${fakeUrl}/${domain}${path}`, { method, headers, body: options.body });
  await response.text();
  return response.status;
}
