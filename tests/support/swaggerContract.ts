// A Swagger 2.0 document (Azure DevOps publishes its REST API so) read as the OpenAPI 3.0 shape
// OpenApiContract validates against: definitions become components.schemas, a body parameter becomes
// the request body under the content type the operation consumes, a response's schema becomes its
// JSON content, and shared parameters ($ref "#/parameters/...") are written in place.
import { readFileSync } from "node:fs";
import type { Document, Operation } from "./openApiContract";

type Schema = Record<string, unknown>;

interface SwaggerParameter {
  $ref?: string;
  name: string;
  in: "path" | "query" | "header" | "body" | "formData";
  required?: boolean;
  schema?: Schema;
}

interface SwaggerOperation {
  operationId?: string;
  consumes?: string[];
  parameters?: SwaggerParameter[];
  responses: Record<string, { schema?: Schema; description?: string }>;
}

interface SwaggerDocument {
  swagger: string;
  paths: Record<string, Record<string, SwaggerOperation>>;
  definitions: Record<string, Schema>;
  parameters?: Record<string, SwaggerParameter>;
}

/** What a converted operation keeps of Swagger: its parameters and the content types it consumes. */
export interface SwaggerDerivedOperation extends Operation {
  parameters: { name: string; in: string; required?: boolean }[];
  consumes: string[];
}

function pointRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(pointRefs);
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === "$ref" && typeof value === "string" ? value.replace(/^#\/definitions\//, "#/components/schemas/") : pointRefs(value)]),
  );
}

export function openApiFromSwagger(swagger: SwaggerDocument): Document {
  const paths: Document["paths"] = {};
  for (const [template, operations] of Object.entries(swagger.paths)) {
    paths[template] = {};
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = (operation.parameters ?? []).map((p) => (p.$ref ? swagger.parameters![p.$ref.split("/").pop()!]! : p));
      const consumes = operation.consumes ?? ["application/json"];
      const body = parameters.find((p) => p.in === "body");
      const converted: SwaggerDerivedOperation = {
        operationId: operation.operationId,
        parameters: parameters.filter((p) => p.in !== "body").map(({ name, in: where, required }) => ({ name, in: where, required })),
        consumes,
        ...(body?.schema ? { requestBody: { content: Object.fromEntries(consumes.map((type) => [type, { schema: pointRefs(body.schema) as Schema }])) } } : {}),
        responses: Object.fromEntries(
          Object.entries(operation.responses).map(([status, response]) => [status, response.schema ? { content: { "application/json": { schema: pointRefs(response.schema) as Schema } } } : {}]),
        ),
      };
      paths[template]![method] = converted;
    }
  }
  return { paths, components: { schemas: pointRefs(swagger.definitions) as Record<string, Schema> } };
}

/** Reads a Swagger 2.0 file (Microsoft's start with a byte-order mark) as an OpenAPI-shaped document. */
export function readSwaggerDocument(path: string): Document {
  const swagger = JSON.parse(readFileSync(path, "utf8").replace(/^\uFEFF/, "")) as SwaggerDocument;
  if (swagger.swagger !== "2.0") throw new Error(`${path} is not a Swagger 2.0 document`);
  return openApiFromSwagger(swagger);
}
