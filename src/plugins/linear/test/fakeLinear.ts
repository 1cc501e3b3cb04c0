// A local Linear for tests, faithful to contracts/NOTES.md section 8: one GraphQL endpoint whose
// documents run with graphql-js against Linear's schema (the vendored subset) over the fake's state,
// the personal API key as the Authorization header itself (a "Bearer" key is refused), a bad key
// answered with HTTP 400 and an authentication error, forward cursor pages of two, estimates
// outside the team's scale refused, rate limits as RATELIMITED with x-ratelimit-* headers.
import { readFileSync } from "node:fs";
import { GraphQLError, type GraphQLSchema, buildSchema, graphql, parse, validate } from "graphql";
import { type Exchange, type RecordedRequest, type RecordedResponse, startFakeTrackerServer } from "../../../../tests/support/fakeTrackerServer";
import { type FakeLinearIssue, type FakeLinearState, type FakeLinearTeam, createFakeLinearState } from "./fakeLinearData";

export type { RecordedRequest as FakeLinearRequest, RecordedResponse as FakeLinearResponse };

export interface FakeLinear {
  /** The GraphQL endpoint: point LINEAR_API_URL here. */
  url: string;
  port: number;
  state: FakeLinearState;
  received: RecordedRequest[];
  sent: RecordedResponse[];
  /** The next request is refused as rate limited, the request bucket refilling in `seconds`. */
  rateLimitNext(seconds: number, status?: 400 | 429): void;
  failNextWith(answer: { status: number; body?: string; contentType?: string; headers?: Record<string, string> }): void;
  issue(identifier: string): FakeLinearIssue | undefined;
  clear(): void;
  close(): Promise<void>;
}

const PAGE_CAP = 2;

export function loadLinearSchema(): GraphQLSchema {
  return buildSchema(readFileSync(new URL("./contracts/linear-planning-poker-subset.graphql", import.meta.url), "utf8"));
}

/** Linear's errors carry extensions.code and .type and a sentence for people (NOTES 8.2). */
class LinearGraphqlError extends GraphQLError {
  constructor(message: string, code: string, type: string, userPresentableMessage: string) {
    super(message, { extensions: { code, type, userPresentableMessage } });
  }
}

const notFound = (entity: string) => new LinearGraphqlError(`Entity not found: ${entity}`, "INVALID_INPUT", "invalid input", `Could not find referenced ${entity}.`);

// The fake's own reading of Linear's scales (NOTES 8.5), written apart from the client's rule so a
// mistake in that rule cannot hide in both.
const SCALES: Record<Exclude<FakeLinearTeam["issueEstimationType"], "notUsed">, [number[], number[]]> = {
  exponential: [[1, 2, 4, 8, 16], [32, 64]],
  fibonacci: [[1, 2, 3, 5, 8], [13, 21]],
  linear: [[1, 2, 3, 4, 5], [6, 7]],
  tShirt: [[1, 2, 3, 5, 8], [13, 21]],
};

function teamAllows(team: FakeLinearTeam, value: number): boolean {
  if (team.issueEstimationType === "notUsed") return false;
  const [base, extended] = SCALES[team.issueEstimationType];
  return (value === 0 && team.issueEstimationAllowZero) || base.includes(value) || (team.issueEstimationExtended && extended.includes(value));
}

function connection<T>(all: T[], args: { first?: number | null; after?: string | null }) {
  const start = args.after ? Number(Buffer.from(args.after, "base64").toString("utf8").replace("cursor:", "")) + 1 : 0;
  const size = Math.min(args.first ?? 50, PAGE_CAP);
  const nodes = all.slice(start, start + size);
  const cursor = (i: number) => Buffer.from(`cursor:${i}`).toString("base64");
  return {
    nodes,
    edges: nodes.map((node, i) => ({ node, cursor: cursor(start + i) })),
    pageInfo: {
      hasNextPage: start + size < all.length,
      hasPreviousPage: start > 0,
      startCursor: nodes.length ? cursor(start) : null,
      endCursor: nodes.length ? cursor(start + nodes.length - 1) : null,
    },
  };
}

type Comparator = Record<string, unknown>;

function compare(value: unknown, comparator: Comparator): boolean {
  return Object.entries(comparator).every(([op, expected]) => {
    switch (op) {
      case "eq":
        return value === expected;
      case "neq":
        return value !== expected;
      case "in":
        return (expected as unknown[]).includes(value);
      case "nin":
        return !(expected as unknown[]).includes(value);
      case "eqIgnoreCase":
        return String(value).toLowerCase() === String(expected).toLowerCase();
      default:
        throw new Error(`the fake Linear does not implement the comparator ${op}`);
    }
  });
}

function issueMatches(state: FakeLinearState, issue: FakeLinearIssue, filter: Record<string, unknown>): boolean {
  const team = state.teams.find((t) => t.id === issue.teamId)!;
  const cycle = state.cycles.find((c) => c.id === issue.cycleId);
  return Object.entries(filter).every(([field, condition]) => {
    const c = condition as Record<string, Comparator> & { some?: { name?: Comparator } };
    switch (field) {
      case "and":
        return (condition as Record<string, unknown>[]).every((f) => issueMatches(state, issue, f));
      case "or":
        return (condition as Record<string, unknown>[]).some((f) => issueMatches(state, issue, f));
      case "team":
        return (!c.id || compare(team.id, c.id)) && (!c.key || compare(team.key, c.key));
      case "cycle":
        return (!c.id || compare(cycle?.id ?? null, c.id)) && (!c.isActive || compare(cycle?.isActive ?? false, c.isActive));
      case "project":
        return !c.id || compare(issue.projectId, c.id);
      case "state":
        return !c.type || compare(issue.stateType, c.type);
      case "labels":
        return !c.some?.name || issue.labels.some((name) => compare(name, c.some!.name!));
      default:
        throw new Error(`the fake Linear does not implement the issue filter ${field}`);
    }
  });
}

export async function startFakeLinear(): Promise<FakeLinear> {
  const schema = loadLinearSchema();
  let state = createFakeLinearState();

  const teamNode = (team: FakeLinearTeam) => ({ ...team, displayName: team.name, private: false, cyclesEnabled: true });
  const identifier = (issue: FakeLinearIssue) => `${state.teams.find((t) => t.id === issue.teamId)!.key}-${issue.number}`;
  const issueNode = (issue: FakeLinearIssue) => ({
    id: issue.id,
    identifier: identifier(issue),
    number: issue.number,
    title: issue.title,
    description: issue.description,
    priority: issue.priority,
    estimate: issue.estimate,
    url: `https://linear.app/${state.organization.urlKey}/issue/${identifier(issue).toLowerCase()}`,
    team: teamNode(state.teams.find((t) => t.id === issue.teamId)!),
  });
  const findIssue = (id: string) => state.issues.find((i) => i.id === id || identifier(i) === id);
  const issuesWhere = (keep: (issue: FakeLinearIssue) => boolean, args: { first?: number; after?: string; filter?: Record<string, unknown> }) =>
    connection(
      state.issues.filter((i) => keep(i) && (!args.filter || issueMatches(state, i, args.filter))).map(issueNode),
      args,
    );

  function rootValue(userId: string) {
    const me = () => Object.values(state.users).find((u) => u.id === userId)!;
    return {
      viewer: () => {
        const { teamIds, ...viewer } = me();
        return { ...viewer, active: true, admin: false, app: false, guest: teamIds !== undefined, isMe: true };
      },
      organization: () => state.organization,
      teams: (args: { first?: number; after?: string }) => connection(state.teams.filter((t) => me().teamIds?.includes(t.id) ?? true).map(teamNode), args),
      team: ({ id }: { id: string }) => {
        const team = state.teams.find((t) => t.id === id || t.key === id);
        if (!team) throw notFound("Team");
        return teamNode(team);
      },
      issues: (args: { first?: number; after?: string; filter?: Record<string, unknown> }) => issuesWhere(() => true, args),
      issue: ({ id }: { id: string }) => {
        const issue = findIssue(id);
        if (!issue) throw notFound("Issue");
        return issueNode(issue);
      },
      customView: ({ id }: { id: string }) => {
        const view = state.views.find((v) => v.id === id || v.slugId === id);
        if (!view) throw notFound("CustomView");
        return { id: view.id, name: view.name, issues: (args: { first?: number; after?: string }) => issuesWhere(view.keep, args) };
      },
      issueUpdate: ({ id, input }: { id: string; input: { estimate?: number | null } }) => {
        const issue = findIssue(id);
        if (!issue) throw notFound("Issue");
        const team = state.teams.find((t) => t.id === issue.teamId)!;
        if (input.estimate !== undefined && input.estimate !== null && !teamAllows(team, input.estimate)) {
          throw new LinearGraphqlError("Argument Validation Error", "INVALID_INPUT", "invalid input", "Estimate is not valid for the team's estimation scale.");
        }
        if (input.estimate !== undefined) issue.estimate = input.estimate;
        return { success: true, lastSyncId: 1, issue: issueNode(issue) };
      },
    };
  }

  const errorsOf = (errors: readonly GraphQLError[]) =>
    errors.map((e) => ({
      message: e.message,
      ...(e.path ? { path: e.path } : {}),
      ...(e.locations ? { locations: e.locations } : {}),
      extensions: e.originalError instanceof LinearGraphqlError ? e.originalError.extensions : { code: "INTERNAL_SERVER_ERROR", type: "internal error", userPresentableMessage: e.message },
    }));

  async function handle(exchange: Exchange, user: string | null): Promise<void> {
    if (exchange.method !== "POST" || exchange.path !== "/graphql") return exchange.send(404, "Not Found", { "content-type": "text/plain" });
    if (!user) {
      return exchange.send(400, {
        errors: [
          {
            message: "Authentication required, not authenticated",
            extensions: { code: "AUTHENTICATION_ERROR", type: "authentication error", userPresentableMessage: "You need to authenticate to access this operation." },
          },
        ],
      });
    }
    const { query, variables } = JSON.parse(exchange.body || "{}") as { query?: string; variables?: Record<string, unknown> };
    let document;
    try {
      document = parse(String(query ?? ""));
    } catch (error) {
      return exchange.send(400, { errors: [{ message: String((error as Error).message), extensions: { code: "GRAPHQL_PARSE_FAILED", type: "graphql error", userPresentableMessage: "Invalid query." } }] });
    }
    const invalid = validate(schema, document);
    if (invalid.length) {
      return exchange.send(400, { errors: invalid.map((e) => ({ message: e.message, extensions: { code: "GRAPHQL_VALIDATION_FAILED", type: "graphql error", userPresentableMessage: "Invalid query." } })) });
    }
    const result = await graphql({ schema, source: String(query), rootValue: rootValue(user), variableValues: variables });
    exchange.send(200, result.errors?.length ? { data: result.data ?? null, errors: errorsOf(result.errors) } : { data: result.data });
  }

  const server = await startFakeTrackerServer({
    authenticate: (req) => {
      return state.users[req.headers.authorization ?? ""]?.id ?? null;
    },
    commonHeaders: () => ({ "x-ratelimit-requests-limit": "5000", "x-ratelimit-requests-remaining": "4999", "x-ratelimit-requests-reset": String(Date.now() + 3_600_000) }),
    handle,
  });

  return {
    url: `${server.origin}/graphql`,
    port: server.port,
    get state() {
      return state;
    },
    received: server.received,
    sent: server.sent,
    rateLimitNext: (seconds, status = 400) =>
      server.inject({
        status,
        contentType: "application/json; charset=utf-8",
        body: JSON.stringify({ errors: [{ message: "Rate limit exceeded", extensions: { code: "RATELIMITED", type: "ratelimited", userPresentableMessage: "Too many requests. Please try again later." } }] }),
        headers: { "x-ratelimit-requests-limit": "5000", "x-ratelimit-requests-remaining": "0", "x-ratelimit-requests-reset": String(Date.now() + seconds * 1000) },
      }),
    failNextWith: (answer) => server.inject(answer),
    issue: (key) => state.issues.find((i) => identifier(i) === key),
    clear: () => {
      state = createFakeLinearState();
      server.clearRecords();
    },
    close: () => server.close(),
  };
}
