// Checks traffic between our Jira DC client and the fake against Atlassian's DC document (the subset).
// The document has defects (NOTES 6.9); each correction below names the one it works around, and
// only the listed observed answers (NOTES 6.1, 6.7, 6.8) may differ from it.
import { fileURLToPath } from "node:url";
import { OpenApiContract } from "../../../../tests/support/openApiContract";
import type { FakeDcRequest, FakeDcResponse } from "./fakeJiraDc";

type Schema = Record<string, unknown>;

export function loadDcContract(): OpenApiContract {
  return new OpenApiContract(fileURLToPath(new URL("./contracts/jira-dc-planning-poker-subset.json", import.meta.url)));
}

/** Jira's error envelope (NOTES 6.7); the document gives error statuses no body schema. */
export const ERROR_COLLECTION: Schema = {
  type: "object",
  additionalProperties: false,
  required: ["errorMessages", "errors"],
  properties: { errorMessages: { type: "array", items: { type: "string" } }, errors: { type: "object", additionalProperties: { type: "string" } }, status: { type: "integer" } },
};

const JERSEY_ERROR: Schema = {
  type: "object",
  additionalProperties: false,
  required: ["message", "status-code"],
  properties: { message: { type: "string" }, "status-code": { type: "integer" } },
};

export function dcChecker(contract: OpenApiContract) {
  // Compiling a schema is the slow part: each is compiled once per checker.
  const compiled = new WeakMap<Schema, ReturnType<OpenApiContract["compile"]>>();
  const compile = (schema: Schema) => {
    let validator = compiled.get(schema);
    if (!validator) {
      validator = contract.compile(schema);
      compiled.set(schema, validator);
    }
    return validator;
  };
  const schemas = contract.document.components.schemas;
  // NOTES 6.9: IssueBean.fields (and renderedFields) values are typed `object`; real values are strings, numbers, arrays, null.
  const issueBean = { ...schemas.IssueBean, properties: { ...(schemas.IssueBean!.properties as Schema), fields: { type: "object" }, renderedFields: { type: "object" } } };
  const searchResults = { ...schemas.SearchResultsBean, properties: { ...(schemas.SearchResultsBean!.properties as Schema), issues: { type: "array", items: issueBean } } };
  const responseCorrections: Record<string, { schema: Schema; why: string }> = {
    "GET /api/2/search 200": { schema: searchResults, why: "IssueBean.fields values typed object (NOTES 6.9)" },
    "POST /api/2/search 200": { schema: searchResults, why: "IssueBean.fields values typed object (NOTES 6.9)" },
    "GET /agile/1.0/sprint/{sprintId}/issue 200": { schema: searchResults, why: "IssueBean.fields values typed object (NOTES 6.9)" },
    "GET /agile/1.0/board/{boardId}/backlog 200": { schema: searchResults, why: "declared as one IssueBean; the backlog is a SearchResults page (NOTES 6.3, 6.9)" },
    "GET /api/2/field 200": { schema: { type: "array", items: { $ref: "#/components/schemas/FieldBean" } }, why: "returns an array but references one FieldBean (NOTES 6.5, 6.9)" },
    "GET /agile/1.0/board/{boardId}/sprint 200": {
      schema: {
        type: "object",
        required: ["isLast", "values"],
        properties: { maxResults: { type: "integer" }, startAt: { type: "integer" }, total: { type: "integer" }, isLast: { type: "boolean" }, values: { type: "array", items: { $ref: "#/components/schemas/SprintBean" } } },
      },
      why: "references SprintBean instead of the {startAt, maxResults, isLast, values} page (NOTES 6.9)",
    },
    "GET /agile/1.0/board 200": {
      schema: {
        type: "object",
        required: ["isLast", "values"],
        properties: { maxResults: { type: "integer" }, startAt: { type: "integer" }, total: { type: "integer" }, isLast: { type: "boolean" }, values: { type: "array", items: { $ref: "#/components/schemas/BoardBean" } } },
      },
      why: "references BoardBean instead of the {startAt, maxResults, isLast, values} page (NOTES 6.9)",
    },
    "PUT /agile/1.0/issue/{issueIdOrKey}/estimation 200": {
      schema: { ...schemas.FieldValueBean, properties: { fieldId: { type: "string" }, value: { type: ["number", "string", "null"] } } },
      why: "FieldValueBean.value typed object; Jira answers the number (NOTES 6.6)",
    },
  };
  const requestCorrections: Record<string, Schema> = {
    // The same `object` typing of field values as IssueBean: {"customfield_10002": 5} is how story points are set (NOTES 6.6).
    "PUT /api/2/issue/{issueIdOrKey}": { ...schemas.IssueUpdateBean, properties: { ...(schemas.IssueUpdateBean!.properties as Schema), fields: { type: "object" } } },
  };
  const observed: { name: string; applies: (r: FakeDcResponse) => boolean; check: (r: FakeDcResponse) => boolean }[] = [
    { name: "401 {message, status-code} for a bad token (NOTES 6.1)", applies: (r) => r.status === 401, check: (r) => json(r, JERSEY_ERROR) },
    {
      name: "403 CAPTCHA lock-out as HTML with X-Seraph-LoginReason (NOTES 1.1, 6.7)",
      applies: (r) => r.status === 403 && r.headers["x-seraph-loginreason"] === "AUTHENTICATION_DENIED",
      check: (r) => /^text\/html/.test(r.contentType ?? "") && r.body.startsWith("<"),
    },
    { name: "429 with Retry-After and X-RateLimit-* (NOTES 6.8; body undocumented)", applies: (r) => r.status === 429, check: (r) => /^\d+$/.test(r.headers["retry-after"] ?? "") && r.body === "" },
    { name: "404 'Issue Does Not Exist' in the envelope (NOTES 6.7)", applies: (r) => r.status === 404 && /^\/rest\/api\/2\/issue\//.test(r.path), check: (r) => json(r, ERROR_COLLECTION) },
    { name: "404 'null for uri' for a path Jira does not have (NOTES 6.1)", applies: (r) => r.status === 404 && /null for uri/.test(r.body), check: (r) => json(r, JERSEY_ERROR) },
  ];

  function json(r: FakeDcResponse, schema: Schema): boolean {
    if (!/^application\/json/.test(r.contentType ?? "")) return false;
    return compile(schema)(JSON.parse(r.body)) as boolean;
  }

  const docPath = (path: string) => path.replace(/^\/rest/, "");

  function requestProblems(r: FakeDcRequest): string[] {
    const label = `${r.method} ${r.path}`;
    const found = contract.findOperation(r.method, docPath(r.path));
    if (!found) return [`${label}: no operation in the document`];
    const problems: string[] = [];
    const declared = ((found.operation as { parameters?: { name: string; in: string }[] }).parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
    for (const name of Object.keys(r.query)) if (!declared.includes(name)) problems.push(`${label}: query parameter ${name} is not documented`);
    if (r.body) {
      const schema = requestCorrections[`${found.method} ${found.template}`] ?? contract.requestSchema(found);
      if (!schema) problems.push(`${label}: sends a body the operation does not take`);
      else {
        const validate = compile(schema);
        if (!validate(JSON.parse(r.body))) problems.push(`${label}: ${contract.errorsText(validate)}`);
      }
    }
    if (r.authenticatedAs === null) problems.push(`${label}: sent without a working Bearer token`);
    return problems;
  }

  function responseProblems(r: FakeDcResponse): string[] {
    const label = `${r.method} ${r.path} ${r.status}`;
    const shape = observed.find((o) => o.applies(r));
    if (shape) return shape.check(r) ? [] : [`${label}: does not match the observed shape "${shape.name}"`];
    const found = contract.findOperation(r.method, docPath(r.path));
    if (!found) return [`${label}: no operation in the document`];
    const correction = responseCorrections[`${found.method} ${found.template} ${r.status}`];
    const documented = correction ? correction.schema : contract.responseSchema(found, r.status);
    if (documented === undefined) return [`${label}: status ${r.status} is not documented for ${found.operation.operationId}`];
    if (r.status === 204) return r.body === "" ? [] : [`${label}: 204 must have no body`];
    const schema = documented ?? ERROR_COLLECTION;
    if (!/^application\/json/.test(r.contentType ?? "")) return [`${label}: not JSON`];
    const validate = compile(schema);
    return validate(JSON.parse(r.body)) ? [] : [`${label}: ${contract.errorsText(validate)}`];
  }

  return { requestProblems, responseProblems, corrections: Object.values(responseCorrections).map((c) => c.why), observedShapes: observed.map((o) => o.name) };
}
