// An OpenAPI 3.0 document as JSON Schema validators (ajv): finds the operation for a concrete
// request and compiles the schema of a response or request body, with `$ref`s into components
// resolved and OpenAPI's `nullable` turned into JSON Schema type unions.
import { readFileSync } from "node:fs";
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";

type Schema = Record<string, unknown>;

export interface Operation {
  operationId?: string;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

export interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export interface FoundOperation {
  template: string;
  method: string;
  operation: Operation;
}

const DOCUMENT_ID = "https://contract.test/openapi.json";

/** `nullable: true` is OpenAPI 3.0 only; JSON Schema says the same with a null type. */
export function translateNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(translateNullable);
  if (!node || typeof node !== "object") return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "nullable") continue;
    // Point every component reference at the registered document, wherever the schema sits.
    out[key] = key === "$ref" && typeof value === "string" && value.startsWith("#/") ? `${DOCUMENT_ID}${value}` : translateNullable(value);
  }
  if ((node as Schema).nullable !== true) return out;
  if (typeof out.type === "string") return { ...out, type: [out.type, "null"], ...(Array.isArray(out.enum) ? { enum: [...out.enum, null] } : {}) };
  return { anyOf: [out, { type: "null" }] };
}

export class OpenApiContract {
  readonly document: Document;
  private readonly ajv: Ajv;

  /** A file's path, or a document already read (a Swagger 2.0 one converted by swaggerContract.ts). */
  constructor(source: string | Document) {
    this.document = typeof source === "string" ? (JSON.parse(readFileSync(source, "utf8")) as Document) : source;
    this.ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addFormat("int32", { type: "number", validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 });
    this.ajv.addFormat("int64", { type: "number", validate: (n: number) => Number.isInteger(n) });
    this.ajv.addSchema({ $id: DOCUMENT_ID, components: translateNullable(this.document.components) });
  }

  /** The documented operation for a concrete method and path, or null. */
  findOperation(method: string, path: string): FoundOperation | null {
    for (const [template, operations] of Object.entries(this.document.paths)) {
      const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`);
      const operation = operations[method.toLowerCase()];
      if (pattern.test(path) && operation) return { template, method: method.toUpperCase(), operation };
    }
    return null;
  }

  /** The JSON schema documented for this status, `undefined` when the status is not documented, null when documented without a body. */
  responseSchema(found: FoundOperation, status: number): Schema | null | undefined {
    const response = found.operation.responses[String(status)];
    if (!response) return undefined;
    return response.content?.["application/json"]?.schema ?? null;
  }

  /** The request body's schema for a content type (JSON unless said otherwise), or null. */
  requestSchema(found: FoundOperation, contentType = "application/json"): Schema | null {
    return found.operation.requestBody?.content?.[contentType]?.schema ?? null;
  }

  compile(schema: Schema): ValidateFunction {
    return this.ajv.compile(translateNullable(schema) as Schema);
  }

  /** A component schema by name, e.g. "IssueUpdateDetails". */
  component(name: string): ValidateFunction {
    return this.compile({ $ref: `#/components/schemas/${name}` });
  }

  errorsText(validate: ValidateFunction): string {
    return this.ajv.errorsText(validate.errors, { separator: "\n" });
  }
}
