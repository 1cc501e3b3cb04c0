// The fake GitHub's GraphQL endpoint: queries run by graphql-js against GitHub's schema (the
// contract subset and its addendum) over the fake's state, so every answer has the schema's shape.
// Errors come as GitHub sends them (NOTES 7.7): HTTP 200, {type, path, locations, message}.
import { readFileSync } from "node:fs";
import { GraphQLError, type GraphQLSchema, buildSchema, graphql } from "graphql";
import type { FakeField, FakeGitHubState, FakeItem, FakeProject, FakeRepo, FakeToken } from "./fakeGitHubData";

export function loadGitHubSchema(): GraphQLSchema {
  const read = (name: string) => readFileSync(new URL(`./contracts/${name}`, import.meta.url), "utf8");
  return buildSchema(`${read("github-graphql-planning-poker-subset.graphql")}\n${read("github-graphql-addendum.graphql")}`);
}

class GitHubGraphqlError extends GraphQLError {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

function insufficientScopes(field: string, needed: string, token: FakeToken): GitHubGraphqlError {
  return new GitHubGraphqlError(
    "INSUFFICIENT_SCOPES",
    `Your token has not been granted the required scopes to execute this query. The '${field}' field requires one of the following scopes: ['${needed}'], but your token has only been granted the: [${(token.scopes ?? []).map((s) => `'${s}'`).join(", ")}] scopes. Please modify your token's scopes at: https://github.com/settings/tokens.`,
  );
}

const hasScope = (token: FakeToken, ...scopes: string[]) => token.scopes === null || scopes.some((s) => token.scopes!.includes(s));

interface Context {
  state: FakeGitHubState;
  token: FakeToken;
  pageCap: number;
  base: string;
}

function connection<T>(all: T[], args: { first?: number | null; after?: string | null }, cap: number) {
  const start = args.after ? Number(Buffer.from(args.after, "base64").toString("utf8").replace("cursor:", "")) + 1 : 0;
  const size = Math.min(args.first ?? cap, cap);
  const nodes = all.slice(start, start + size);
  const cursor = (i: number) => Buffer.from(`cursor:${i}`).toString("base64");
  return {
    nodes,
    edges: nodes.map((node, i) => ({ node, cursor: cursor(start + i) })),
    totalCount: all.length,
    pageInfo: {
      hasNextPage: start + size < all.length,
      hasPreviousPage: start > 0,
      startCursor: nodes.length ? cursor(start) : null,
      endCursor: nodes.length ? cursor(start + nodes.length - 1) : null,
    },
  };
}

function fieldObject(field: FakeField) {
  const typename = field.dataType === "SINGLE_SELECT" ? "ProjectV2SingleSelectField" : field.dataType === "ITERATION" ? "ProjectV2IterationField" : "ProjectV2Field";
  return {
    __typename: typename,
    id: field.id,
    name: field.name,
    dataType: field.dataType,
    options: (field.options ?? []).map((o) => ({ id: o.id, name: o.name, nameHTML: o.name, color: "GRAY", description: "", descriptionHTML: "" })),
    configuration: {
      duration: 14,
      startDay: 1,
      iterations: (field.iterations ?? []).map((it) => ({ ...it, titleHTML: it.title })),
      completedIterations: [],
    },
  };
}

function findRepo(state: FakeGitHubState, nameWithOwner: string): FakeRepo | undefined {
  return state.repos.find((r) => `${r.owner}/${r.name}` === nameWithOwner);
}

function issueNode(ctx: Context, repo: FakeRepo, number: number): Record<string, unknown> | null {
  const issue = repo.issues.find((i) => i.number === number);
  if (!issue) return null;
  const key = `${repo.owner}/${repo.name}#${number}`;
  return {
    __typename: issue.isPullRequest ? "PullRequest" : "Issue",
    id: `I_${repo.owner}_${repo.name}_${number}`,
    number,
    title: issue.title,
    body: issue.body ?? "",
    bodyText: issue.body ?? "",
    bodyHTML: `<p>${issue.body ?? ""}</p>`,
    url: `https://github.example/${repo.owner}/${repo.name}/issues/${number}`,
    state: issue.state.toUpperCase(),
    closed: issue.state === "closed",
    repository: repoNode(ctx, repo),
    projectItems: (args: { first?: number; after?: string }) => {
      const items = ctx.state.projects.flatMap((p) => p.items.filter((it) => it.content === key).map((it) => itemNode(ctx, p, it)));
      return connection(items, args, 100);
    },
  };
}

function repoNode(ctx: Context, repo: FakeRepo): Record<string, unknown> {
  return {
    __typename: "Repository",
    id: `R_${repo.owner}_${repo.name}`,
    name: repo.name,
    nameWithOwner: `${repo.owner}/${repo.name}`,
    url: `https://github.example/${repo.owner}/${repo.name}`,
    issue: ({ number }: { number: number }) => {
      const node = issueNode(ctx, repo, number);
      if (!node || node.__typename !== "Issue") throw new GitHubGraphqlError("NOT_FOUND", `Could not resolve to an Issue with the number of ${number}.`);
      return node;
    },
  };
}

function itemNode(ctx: Context, project: FakeProject, item: FakeItem): Record<string, unknown> {
  const [nameWithOwner, number] = item.content ? item.content.split("#") : [null, null];
  const repo = nameWithOwner ? findRepo(ctx.state, nameWithOwner) : undefined;
  const content = repo ? issueNode(ctx, repo, Number(number)) : { __typename: "DraftIssue", id: `DI_${item.id}`, title: item.draftTitle ?? "", body: "" };
  const type = content?.__typename === "PullRequest" ? "PULL_REQUEST" : content?.__typename === "DraftIssue" ? "DRAFT_ISSUE" : "ISSUE";
  const values = () =>
    Object.entries(item.values).flatMap(([fieldId, value]): Record<string, unknown>[] => {
      const field = project.fields.find((f) => f.id === fieldId);
      if (!field) return [];
      const common = { id: `PVTFV_${item.id}_${fieldId}`, field: fieldObject(field), item: null };
      if (field.dataType === "NUMBER") return [{ __typename: "ProjectV2ItemFieldNumberValue", ...common, number: value }];
      if (field.dataType === "SINGLE_SELECT") {
        const option = field.options?.find((o) => o.id === value);
        return [{ __typename: "ProjectV2ItemFieldSingleSelectValue", ...common, optionId: value, name: option?.name ?? null }];
      }
      if (field.dataType === "ITERATION") {
        const iteration = field.iterations?.find((it) => it.id === value);
        return iteration ? [{ __typename: "ProjectV2ItemFieldIterationValue", ...common, iterationId: iteration.id, title: iteration.title, startDate: iteration.startDate, duration: iteration.duration }] : [];
      }
      return [];
    });
  return {
    __typename: "ProjectV2Item",
    id: item.id,
    type,
    isArchived: item.isArchived,
    content,
    project: { __typename: "ProjectV2", id: project.id, number: project.number, title: project.title },
    fieldValues: (args: { first?: number; after?: string }) => connection(values(), args, 100),
  };
}

function projectNode(ctx: Context, project: FakeProject): Record<string, unknown> {
  return {
    __typename: "ProjectV2",
    id: project.id,
    number: project.number,
    title: project.title,
    url: `https://github.example/${project.ownerType === "user" ? "users" : "orgs"}/${project.owner}/projects/${project.number}`,
    closed: false,
    public: false,
    fields: (args: { first?: number; after?: string }) => connection(project.fields.map(fieldObject), args, 100),
    items: (args: { first?: number; after?: string }) => connection(project.items.map((it) => itemNode(ctx, project, it)), args, ctx.pageCap),
  };
}

function ownerNode(ctx: Context, ownerType: FakeProject["ownerType"], login: string) {
  const known = ctx.state.projects.some((p) => p.owner === login && p.ownerType === ownerType) || ctx.state.repos.some((r) => r.owner === login);
  if (!known) throw new GitHubGraphqlError("NOT_FOUND", `Could not resolve to ${ownerType === "user" ? "a User" : "an Organization"} with the login of '${login}'.`);
  return {
    __typename: ownerType === "user" ? "User" : "Organization",
    id: `${ownerType}_${login}`,
    login,
    projectV2: ({ number }: { number: number }) => {
      if (!hasScope(ctx.token, "read:project", "project")) throw insufficientScopes("projectV2", "read:project", ctx.token);
      const project = ctx.state.projects.find((p) => p.owner === login && p.ownerType === ownerType && p.number === number);
      if (!project) throw new GitHubGraphqlError("NOT_FOUND", `Could not resolve to a ProjectV2 with the number ${number}.`);
      return projectNode(ctx, project);
    },
  };
}

function rootValue(ctx: Context) {
  const projectById = (id: string) => {
    const project = ctx.state.projects.find((p) => p.id === id);
    if (!project) throw new GitHubGraphqlError("NOT_FOUND", `Could not resolve to a node with the global id of '${id}'.`);
    return project;
  };
  const requireWrite = (field: string) => {
    if (!hasScope(ctx.token, "project")) throw insufficientScopes(field, "project", ctx.token);
  };
  return {
    organization: ({ login }: { login: string }) => ownerNode(ctx, "organization", login),
    user: ({ login }: { login: string }) => ownerNode(ctx, "user", login),
    repository: ({ owner, name }: { owner: string; name: string }) => {
      const repo = findRepo(ctx.state, `${owner}/${name}`);
      if (!repo) throw new GitHubGraphqlError("NOT_FOUND", `Could not resolve to a Repository with the name '${owner}/${name}'.`);
      return repoNode(ctx, repo);
    },
    addProjectV2ItemById: ({ input }: { input: { projectId: string; contentId: string } }) => {
      requireWrite("addProjectV2ItemById");
      const project = projectById(input.projectId);
      const match = /^I_([^_]+)_(.+)_(\d+)$/.exec(input.contentId);
      if (!match) throw new GitHubGraphqlError("NOT_FOUND", `Could not resolve to a node with the global id of '${input.contentId}'.`);
      const content = `${match[1]}/${match[2]}#${match[3]}`;
      let item = project.items.find((it) => it.content === content);
      if (!item) {
        item = { id: `PVTI_${ctx.state.nextItem++}`, content, isArchived: false, values: {} };
        project.items.push(item);
      }
      return { item: itemNode(ctx, project, item) };
    },
    updateProjectV2ItemFieldValue: ({ input }: { input: { projectId: string; itemId: string; fieldId: string; value: { number?: number | null } } }) => {
      requireWrite("updateProjectV2ItemFieldValue");
      const project = projectById(input.projectId);
      const item = project.items.find((it) => it.id === input.itemId);
      if (!item) throw new GitHubGraphqlError("NOT_FOUND", `Could not resolve to a node with the global id of '${input.itemId}'.`);
      const field = project.fields.find((f) => f.id === input.fieldId);
      if (!field) throw new GitHubGraphqlError("NOT_FOUND", `Could not resolve to a node with the global id of '${input.fieldId}'.`);
      if (field.dataType !== "NUMBER" || typeof input.value.number !== "number") throw new GitHubGraphqlError("UNPROCESSABLE", `The field ${field.name} is not a number field.`);
      item.values[field.id] = input.value.number;
      return { projectV2Item: itemNode(ctx, project, item) };
    },
  };
}

export interface GraphqlAnswer {
  data: unknown;
  errors?: { type: string; path?: readonly (string | number)[]; locations?: readonly { line: number; column: number }[]; message: string }[];
}

export async function answerGraphql(schema: GraphQLSchema, ctx: Context, query: string, variables: Record<string, unknown> | undefined): Promise<GraphqlAnswer> {
  const result = await graphql({ schema, source: query, rootValue: rootValue(ctx), variableValues: variables });
  if (!result.errors?.length) return { data: result.data ?? null };
  return {
    data: result.data ?? null,
    errors: result.errors.map((error) => ({
      type: error.originalError instanceof GitHubGraphqlError ? error.originalError.type : error.originalError ? "INTERNAL" : "INVALID_QUERY",
      ...(error.path ? { path: error.path } : {}),
      ...(error.locations ? { locations: error.locations } : {}),
      message: error.message,
    })),
  };
}

export type { Context as GraphqlContext };
