// A GraphQL schema as a contract for a fake tracker and our client: every document the client sends
// validates against the schema (and its variables coerce), and every answer is checked by running
// the same document over it (graphql-js then refuses a value of the wrong type, a null where the
// schema says non-null, or a field nobody asked for). Each tracker says what its error entries hold.
import { type GraphQLSchema, type OperationDefinitionNode, getVariableValues, graphql, parse, validate } from "graphql";

export interface GraphqlErrorEntry {
  message?: unknown;
  path?: unknown[];
  [key: string]: unknown;
}

/** `errorProblem` names what is wrong with one of the tracker's error entries, or null. */
export function graphqlContract(schema: GraphQLSchema, errorProblem: (error: GraphqlErrorEntry) => string | null) {
  function documentProblems(body: string): string[] {
    const { query, variables } = JSON.parse(body) as { query: string; variables?: Record<string, unknown> };
    const document = parse(query);
    const problems = validate(schema, document).map((e) => e.message);
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === "OperationDefinition");
    if (operation && variables !== undefined) {
      const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
      if (coerced.errors) problems.push(...coerced.errors.map((e) => e.message));
    }
    return problems;
  }

  async function answerProblems(requestBody: string, responseBody: string): Promise<string[]> {
    const { query, variables } = JSON.parse(requestBody) as { query: string; variables?: Record<string, unknown> };
    const answer = JSON.parse(responseBody) as { data?: unknown; errors?: GraphqlErrorEntry[] };
    const problems = (answer.errors ?? []).map(errorProblem).filter((p): p is string => p !== null);
    if (answer.data === null || answer.data === undefined) return answer.errors?.length ? problems : [...problems, "neither data nor errors"];
    const errorPaths = (answer.errors ?? []).map((e) => JSON.stringify(e.path ?? []));
    const result = await graphql({
      schema,
      source: query,
      variableValues: variables,
      rootValue: answer.data,
      fieldResolver: (source, _args, _context, info) => (source as Record<string, unknown> | null)?.[info.path.key as string],
      typeResolver: (value) => (value as { __typename?: string }).__typename,
    });
    for (const error of result.errors ?? []) {
      // A null the tracker explains with an error of its own at that path is how partial answers look.
      if (!errorPaths.includes(JSON.stringify(error.path ?? []))) problems.push(`${error.message} at ${JSON.stringify(error.path)}`);
    }
    if (!result.errors?.length && JSON.stringify(result.data) !== JSON.stringify(answer.data)) problems.push("the answer holds fields the query did not ask for");
    return problems;
  }

  return { documentProblems, answerProblems };
}
