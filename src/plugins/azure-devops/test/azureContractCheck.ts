// Checks traffic between our Azure DevOps client and the fake against Microsoft's Swagger 2.0
// documents (the wit, core and work subsets, read as OpenAPI by tests/support/swaggerContract.ts).
// The documents have defects (NOTES 10.3-10.6); each correction below names the one it works around,
// and only the listed observed answers (NOTES 10.1, 10.7) may differ from them.
import { fileURLToPath } from "node:url";
import { type FoundOperation, OpenApiContract } from "../../../../tests/support/openApiContract";
import { type SwaggerDerivedOperation, readSwaggerDocument } from "../../../../tests/support/swaggerContract";
import type { FakeAzureRequest, FakeAzureResponse } from "./fakeAzureDevOps";

type Schema = Record<string, unknown>;

const DOCUMENTS = ["workItemTracking", "core", "work"] as const;

export function loadAzureContracts(): OpenApiContract[] {
  return DOCUMENTS.map((name) => {
    const document = readSwaggerDocument(fileURLToPath(new URL(`./contracts/${name}.planning-poker-subset.json`, import.meta.url)));
    const schemas = document.components.schemas;
    // NOTES 10.4: WorkItem.fields values are typed `object`; real values are strings, numbers, null.
    if (schemas.WorkItem) schemas.WorkItem = { ...schemas.WorkItem, properties: { ...(schemas.WorkItem.properties as Schema), fields: { type: "object" } } };
    // Example GET__workItemType_fields.json: defaultValue is null (or a string), typed `object`.
    if (schemas.WorkItemTypeFieldWithReferences) {
      schemas.WorkItemTypeFieldWithReferences = { ...schemas.WorkItemTypeFieldWithReferences, properties: { ...(schemas.WorkItemTypeFieldWithReferences.properties as Schema), defaultValue: {} } };
    }
    // NOTES 10.6: JsonPatchDocument is declared an object that is also an array; a patch is the array,
    // and an operation's value is "a primitive or a JToken" (its own description), typed `object`.
    if (schemas.JsonPatchDocument) schemas.JsonPatchDocument = { type: "array", items: { $ref: "#/components/schemas/JsonPatchOperation" } };
    if (schemas.JsonPatchOperation) schemas.JsonPatchOperation = { ...schemas.JsonPatchOperation, properties: { ...(schemas.JsonPatchOperation.properties as Schema), value: {} } };
    // Microsoft's own example of an iteration's work items: a top-level item's link has rel and source null.
    if (schemas.WorkItemLink) schemas.WorkItemLink = { ...schemas.WorkItemLink, properties: { ...(schemas.WorkItemLink.properties as Schema), rel: { type: ["string", "null"] }, source: { anyOf: [{ $ref: "#/components/schemas/WorkItemReference" }, { type: "null" }] } } };
    return new OpenApiContract(document);
  });
}

/** Azure DevOps' error envelope (NOTES 10.7); the documents give no error statuses at all. */
const VSS_ERROR: Schema = {
  type: "object",
  required: ["$id", "innerException", "message", "typeName", "typeKey", "errorCode", "eventId"],
  additionalProperties: false,
  properties: { $id: { type: "string" }, innerException: { type: "null" }, message: { type: "string" }, typeName: { type: "string" }, typeKey: { type: "string" }, errorCode: { type: "integer" }, eventId: { type: "integer" } },
};

export const CORRECTIONS: readonly string[] = Object.freeze([
  "list answers are {count, value}, not the bare arrays the documents declare (NOTES 10.3)",
  "WorkItem.fields values typed object (NOTES 10.4)",
  "JsonPatchDocument an object and an array at once, an operation's value typed object (NOTES 10.6)",
  "WorkItemLink.rel and .source not nullable, null in Microsoft's own example of an iteration's work items",
  "WorkItemTypeFieldWithReferences.defaultValue typed object, null in Microsoft's own example",
  "a saved query's path has slashes in {query}, as Microsoft's own examples send it",
]);

export function azureChecker(contracts: readonly OpenApiContract[]) {
  const compiled = new Map<string, ReturnType<OpenApiContract["compile"]>>();
  const compile = (contract: OpenApiContract, schema: Schema) => {
    const key = `${contracts.indexOf(contract)} ${JSON.stringify(schema)}`;
    let validator = compiled.get(key);
    if (!validator) compiled.set(key, (validator = contract.compile(schema)));
    return validator;
  };
  const observed: { name: string; applies: (r: FakeAzureResponse) => boolean; check: (r: FakeAzureResponse) => boolean }[] = [
    { name: "203 with an HTML sign-in page for a refused token on GET and POST (NOTES 10.1)", applies: (r) => r.status === 203, check: (r) => /^text\/html/.test(r.contentType ?? "") && /sign in/i.test(r.body) },
    {
      name: "429 with Retry-After and X-RateLimit-* (NOTES 10.7)",
      applies: (r) => r.status === 429,
      check: (r) => /^\d+$/.test(r.headers["retry-after"] ?? "") && r.headers["x-ratelimit-remaining"] === "0" && isVssError(r),
    },
    { name: "4xx as {$id, innerException, message, typeName, typeKey, errorCode, eventId} (NOTES 10.7)", applies: (r) => r.status >= 400 && r.status < 500, check: (r) => isVssError(r) },
  ];
  function isVssError(r: FakeAzureResponse): boolean {
    return /^application\/json/.test(r.contentType ?? "") && (compile(contracts[0]!, VSS_ERROR)(JSON.parse(r.body)) as boolean);
  }

  // Microsoft's own examples send a saved query's path, slashes and all, as {query}.
  const docPath = (path: string) => path.replace(/(\/_apis\/wit\/queries\/).+$/, "$1{query}");

  function find(method: string, path: string): { contract: OpenApiContract; found: FoundOperation } | null {
    for (const contract of contracts) {
      const found = contract.findOperation(method, docPath(path));
      if (found) return { contract, found };
    }
    return null;
  }

  function requestProblems(r: FakeAzureRequest): string[] {
    const label = `${r.method} ${r.path}`;
    const located = find(r.method, r.path);
    if (!located) return [`${label}: no operation in the documents`];
    const { contract, found } = located;
    const operation = found.operation as SwaggerDerivedOperation;
    const problems: string[] = [];
    const query = operation.parameters.filter((p) => p.in === "query");
    for (const name of Object.keys(r.query)) if (!query.some((p) => p.name === name)) problems.push(`${label}: query parameter ${name} is not documented`);
    for (const p of query) if (p.required && r.query[p.name] === undefined) problems.push(`${label}: required query parameter ${p.name} missing`);
    if (r.query["api-version"] !== undefined && r.query["api-version"] !== "7.1") problems.push(`${label}: api-version ${r.query["api-version"]}, not the documents' 7.1`);
    if (r.body) {
      const contentType = (r.contentType ?? "").split(";")[0]!.trim();
      if (!operation.consumes.includes(contentType)) problems.push(`${label}: body sent as ${contentType || "nothing"}; the operation consumes ${operation.consumes.join(", ")}`);
      const schema = contract.requestSchema(found, operation.consumes.includes(contentType) ? contentType : operation.consumes[0]);
      if (!schema) problems.push(`${label}: sends a body the operation does not take`);
      else {
        const validate = compile(contract, schema);
        if (!validate(JSON.parse(r.body))) problems.push(`${label}: ${contract.errorsText(validate)}`);
      }
    }
    if (r.authenticatedAs === null) problems.push(`${label}: sent without a working token`);
    return problems;
  }

  function responseProblems(r: FakeAzureResponse): string[] {
    const label = `${r.method} ${r.path} ${r.status}`;
    const shape = observed.find((o) => o.applies(r));
    if (shape) return shape.check(r) ? [] : [`${label}: does not match the observed shape "${shape.name}"`];
    const located = find(r.method, r.path);
    if (!located) return [`${label}: no operation in the documents`];
    const { contract, found } = located;
    let schema = contract.responseSchema(found, r.status);
    if (schema === undefined) return [`${label}: status ${r.status} is not documented for ${found.operation.operationId}`];
    if (schema === null) return r.body === "" ? [] : [`${label}: documented without a body`];
    if (schema.type === "array") schema = { type: "object", required: ["count", "value"], additionalProperties: false, properties: { count: { type: "integer" }, value: schema } };
    // A batch with errorPolicy omit answers null for an id it cannot read (NOTES 10.3).
    if (found.operation.operationId === "Work Items_Get Work Items Batch") schema = { ...schema, properties: { count: { type: "integer" }, value: { type: "array", items: { anyOf: [{ $ref: "#/components/schemas/WorkItem" }, { type: "null" }] } } } };
    if (!/^application\/json/.test(r.contentType ?? "")) return [`${label}: not JSON`];
    const validate = compile(contract, schema);
    return validate(JSON.parse(r.body)) ? [] : [`${label}: ${contract.errorsText(validate)}`];
  }

  return { find, requestProblems, responseProblems, observedShapes: observed.map((o) => o.name) };
}
