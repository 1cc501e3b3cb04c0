// Checks traffic between our GitLab client and the fake against the contract written from GitLab's
// documented fields (contracts/README.md): operation, query attributes and body of every request;
// status, body and pagination headers of every answer. Only the listed observed answers (NOTES 9.6) may differ.
import { fileURLToPath } from "node:url";
import { OpenApiContract } from "../../../../tests/support/openApiContract";
import type { FakeGitLabRequest, FakeGitLabResponse } from "./fakeGitLab";
import { GITLAB_PATH } from "./fakeGitLab";

type Schema = Record<string, unknown>;

export function loadGitLabContract(): OpenApiContract {
  return new OpenApiContract(fileURLToPath(new URL("./contracts/gitlab-planning-poker-contract.json", import.meta.url)));
}

const RATE_LIMITED: Schema = {
  type: "object",
  required: ["message"],
  properties: { message: { type: "object", required: ["error"], properties: { error: { type: "string" } } } },
};

export function gitlabChecker(contract: OpenApiContract) {
  const compiled = new Map<Schema, ReturnType<OpenApiContract["compile"]>>();
  const compile = (schema: Schema) => {
    let validator = compiled.get(schema);
    if (!validator) compiled.set(schema, (validator = contract.compile(schema)));
    return validator;
  };
  const observed: { name: string; applies: (r: FakeGitLabResponse) => boolean; check: (r: FakeGitLabResponse) => boolean }[] = [
    {
      name: "429 with RateLimit-* and Retry-After, {message: {error}} (NOTES 9.6)",
      applies: (r) => r.status === 429,
      check: (r) => /^\d+$/.test(r.headers["retry-after"] ?? "") && r.headers["ratelimit-remaining"] === "0" && (compile(RATE_LIMITED)(JSON.parse(r.body)) as boolean),
    },
  ];
  const docPath = (path: string) => path.slice(GITLAB_PATH.length);

  function requestProblems(r: FakeGitLabRequest): string[] {
    const label = `${r.method} ${r.path}`;
    const found = contract.findOperation(r.method, docPath(r.path));
    if (!found) return [`${label}: no operation in the document`];
    const problems: string[] = [];
    const parameters = (found.operation as { parameters?: { name: string; in: string; schema: Schema }[] }).parameters ?? [];
    for (const [name, value] of Object.entries(r.query)) {
      const parameter = parameters.find((p) => p.in === "query" && p.name === name);
      if (!parameter) problems.push(`${label}: query attribute ${name} is not documented`);
      else {
        const typed = parameter.schema.type === "integer" && /^\d+$/.test(value) ? Number(value) : parameter.schema.type === "boolean" ? value === "true" : value;
        const validate = compile(parameter.schema);
        if (!validate(typed)) problems.push(`${label}: ${name}=${value}: ${contract.errorsText(validate)}`);
      }
    }
    const schema = contract.requestSchema(found);
    if (r.body) {
      if (!schema) problems.push(`${label}: sends a body the operation does not take`);
      else if (!/^application\/json/.test(r.contentType ?? "")) problems.push(`${label}: body sent as ${r.contentType ?? "nothing"}, not JSON`);
      else {
        const validate = compile(schema);
        if (!validate(JSON.parse(r.body))) problems.push(`${label}: ${contract.errorsText(validate)}`);
      }
    }
    if (r.authenticatedAs === null) problems.push(`${label}: sent without a working token`);
    return problems;
  }

  function responseProblems(r: FakeGitLabResponse): string[] {
    const label = `${r.method} ${r.path} ${r.status}`;
    const shape = observed.find((o) => o.applies(r));
    if (shape) return shape.check(r) ? [] : [`${label}: does not match the observed shape "${shape.name}"`];
    const found = contract.findOperation(r.method, docPath(r.path));
    if (!found) return [`${label}: no operation in the document`];
    const response = (found.operation.responses as Record<string, { headers?: Record<string, unknown> }>)[String(r.status)];
    const schema = contract.responseSchema(found, r.status);
    if (!response || schema === undefined) return [`${label}: status ${r.status} is not documented for ${found.operation.operationId}`];
    const problems = Object.keys(response.headers ?? {})
      .filter((name) => r.headers[name] === undefined)
      .map((name) => `${label}: header ${name} missing`);
    if (schema === null) return r.body === "" ? problems : [...problems, `${label}: documented without a body`];
    if (!/^application\/json/.test(r.contentType ?? "")) return [...problems, `${label}: not JSON`];
    const validate = compile(schema);
    return validate(JSON.parse(r.body)) ? problems : [...problems, `${label}: ${contract.errorsText(validate)}`];
  }

  return { requestProblems, responseProblems, observedShapes: observed.map((o) => o.name) };
}
