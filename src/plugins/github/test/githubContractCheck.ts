// Checks traffic between our GitHub client and the fake against GitHub's documents: REST requests
// and answers against the OpenAPI subset (plus the labels addendum), GraphQL documents against the
// schema, and GraphQL answers by running the same document over the answer (graphql-js then refuses
// any value of the wrong type, a null where the schema says non-null, or a field nobody asked for).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { GraphQLSchema } from "graphql";
import { graphqlContract } from "../../../../tests/support/graphqlContract";
import { OpenApiContract } from "../../../../tests/support/openApiContract";
import type { FakeGitHubRequest, FakeGitHubResponse } from "./fakeGitHub";

type Schema = Record<string, unknown>;

export function loadRestContract(): OpenApiContract {
  const contract = new OpenApiContract(fileURLToPath(new URL("./contracts/github-rest-planning-poker-subset.json", import.meta.url)));
  const addendum = JSON.parse(readFileSync(new URL("./contracts/github-rest-labels-addendum.json", import.meta.url), "utf8")) as { paths: Record<string, Record<string, unknown>> };
  for (const [path, operations] of Object.entries(addendum.paths)) {
    contract.document.paths[path] = { ...(contract.document.paths[path] ?? {}), ...(operations as Record<string, never>) };
  }
  return contract;
}

/** Answers GitHub gives that the operation does not list: the only exceptions allowed, each a basic-error. */
export const OBSERVED_SHAPES: readonly { name: string; applies: (r: FakeGitHubResponse) => boolean }[] = Object.freeze([
  {
    name: "410 on an issue list when the repository's issues are turned off (NOTES 7.3; documented on the single-issue operation)",
    applies: (r: FakeGitHubResponse) => r.status === 410 && /^\/repos\/[^/]+\/[^/]+\/issues$/.test(r.path),
  },
  {
    name: "403/429 rate limit on any operation (NOTES 7.8)",
    applies: (r: FakeGitHubResponse) => (r.status === 403 || r.status === 429) && /rate limit/.test(r.body),
  },
]);

interface RawResponse {
  $ref?: string;
  content?: Record<string, { schema?: Schema }>;
}

export function restChecker(contract: OpenApiContract) {
  // Compiling a schema is the slow part: each is compiled once per checker.
  const compiled = new Map<Schema | string, ReturnType<OpenApiContract["compile"]>>();
  const compile = (schema: Schema) => {
    const key = typeof schema.$ref === "string" ? schema.$ref : schema;
    let validator = compiled.get(key);
    if (!validator) {
      validator = contract.compile(schema);
      compiled.set(key, validator);
    }
    return validator;
  };
  const components = contract.document.components as unknown as { responses: Record<string, RawResponse>; parameters: Record<string, { name: string }> };

  function responseSchema(method: string, path: string, status: number): { schema: Schema | null } | string {
    const found = contract.findOperation(method, path);
    if (!found) return `no operation in the document for ${method} ${path}`;
    let response = found.operation.responses[String(status)] as RawResponse | undefined;
    if (!response) return `status ${status} is not documented for ${found.operation.operationId}`;
    if (response.$ref) response = components.responses[response.$ref.split("/").pop()!];
    return { schema: response?.content?.["application/json"]?.schema ?? null };
  }

  function requestProblems(r: FakeGitHubRequest): string[] {
    const label = `${r.method} ${r.path}`;
    const found = contract.findOperation(r.method, r.path);
    if (!found) return [`${label}: no operation in the document`];
    const problems: string[] = [];
    const declared = ((found.operation as { parameters?: ({ $ref?: string; name?: string; in?: string })[] }).parameters ?? [])
      .map((p) => (p.$ref ? components.parameters[p.$ref.split("/").pop()!]?.name : p.name))
      .filter(Boolean);
    for (const name of Object.keys(r.query)) if (!declared.includes(name)) problems.push(`${label}: query parameter ${name} is not documented`);
    const schema = contract.requestSchema(found);
    if (r.body) {
      if (!schema) problems.push(`${label}: sends a body the operation does not take`);
      else {
        const validator = compile(schema);
        if (!validator(JSON.parse(r.body))) problems.push(`${label}: ${contract.errorsText(validator)}`);
      }
    }
    return problems;
  }

  function responseProblems(r: FakeGitHubResponse): string[] {
    const label = `${r.method} ${r.path} ${r.status}`;
    const observed = OBSERVED_SHAPES.find((shape) => shape.applies(r));
    if (observed) {
      const validator = compile({ $ref: "#/components/schemas/basic-error" });
      return validator(JSON.parse(r.body)) ? [] : [`${label} (${observed.name}): ${contract.errorsText(validator)}`];
    }
    const documented = responseSchema(r.method, r.path, r.status);
    if (typeof documented === "string") return [`${label}: ${documented}`];
    if (documented.schema === null) return r.body === "" || r.status >= 400 ? [] : [`${label}: documented without a body`];
    if (!/^application\/json/.test(r.contentType ?? "")) return [`${label}: not JSON`];
    const validator = compile(documented.schema);
    return validator(JSON.parse(r.body)) ? [] : [`${label}: ${contract.errorsText(validator)}`];
  }

  return { requestProblems, responseProblems };
}

/** GitHub's GraphQL errors carry its own `type` beside the message (NOTES 7.7). */
export function loadGraphqlSchemaForCheck(schema: GraphQLSchema) {
  return graphqlContract(schema, (error) => (typeof error.type !== "string" || typeof error.message !== "string" ? `error without GitHub's type and message: ${JSON.stringify(error)}` : null));
}
