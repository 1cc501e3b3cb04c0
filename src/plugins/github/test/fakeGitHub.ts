// A local GitHub (REST and GraphQL) for tests, faithful to contracts/NOTES.md section 7: issue lists
// hold pull requests, pages are linked by the Link header (small pages so tests cross them), GraphQL
// errors come with HTTP 200, X-OAuth-Scopes names a classic token's scopes, and rate limits are
// said with x-ratelimit-* and Retry-After. Records every request and answer (never a token).
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { InjectedAnswer, RecordedResponse as FakeGitHubResponse } from "../../../../tests/support/fakeTrackerServer";
import { type FakeGitHubState, type FakeProject, type FakeRepo, type FakeToken, FAKE_GITHUB_TOKENS, createFakeGitHubState } from "./fakeGitHubData";
import { answerGraphql, loadGitHubSchema } from "./fakeGitHubGraphql";
import { issueObject, labelObject, milestoneObject, publicUser, simpleUser } from "./fakeGitHubRest";

export interface FakeGitHubRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: string;
  /** The login of a valid token, or null. Tokens are never recorded. */
  authenticatedAs: string | null;
  userAgent: string | undefined;
  apiVersion: string | undefined;
}

export type { RecordedResponse as FakeGitHubResponse, InjectedAnswer } from "../../../../tests/support/fakeTrackerServer";

export interface FakeGitHub {
  /** The API root: point GITHUB_API_URL here. */
  url: string;
  port: number;
  state: FakeGitHubState;
  received: FakeGitHubRequest[];
  sent: FakeGitHubResponse[];
  /** The next request gets this answer instead. */
  failNextWith(answer: InjectedAnswer): void;
  /** The next request is refused by the primary limit (403, x-ratelimit-remaining 0, reset in `seconds`). */
  primaryLimitNext(seconds: number): void;
  /** The next request hits a secondary limit (403 or 429 with Retry-After). */
  secondaryLimitNext(seconds: number, status?: 403 | 429): void;
  /** Issues and labels as they are now in a repository. */
  repo(nameWithOwner: string): FakeRepo | undefined;
  /** The number a project item's field holds now. */
  projectValue(projectId: string, issueKey: string, fieldId: string): number | string | undefined;
  clear(): void;
  close(): Promise<void>;
}

const DOCS = "https://docs.github.com/rest";
const MAX_PER_PAGE = 2;

export interface FakeGitHubOptions {
  maxPerPage?: number;
  /**
   * Another fake that owns the sign-in tokens ("gho_..."): its requests are passed there, so one
   * GITHUB_API_URL serves both the sign-in fake's /user and this tracker fake (the browser tests).
   */
  signInTokensTo?: string;
}

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const schema = loadGitHubSchema();
  const maxPerPage = options.maxPerPage ?? MAX_PER_PAGE;
  let state = createFakeGitHubState();
  const received: FakeGitHubRequest[] = [];
  const sent: FakeGitHubResponse[] = [];
  const injections: InjectedAnswer[] = [];
  let base = "";

  function send(req: IncomingMessage, res: ServerResponse, path: string, status: number, body: unknown, headers: Record<string, string> = {}, injected = false): void {
    const text = body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body);
    const all: Record<string, string> = {
      "x-ratelimit-limit": "5000",
      "x-ratelimit-remaining": "4999",
      "x-ratelimit-used": "1",
      "x-ratelimit-reset": String(Math.floor(Date.now() / 1000) + 3600),
      "x-ratelimit-resource": path === "/graphql" ? "graphql" : path.startsWith("/search") ? "search" : "core",
      "x-github-api-version-selected": "2022-11-28",
      ...(text ? { "content-type": "application/json; charset=utf-8" } : {}),
      ...headers,
    };
    sent.push({ method: req.method ?? "", path, status, contentType: all["content-type"] ?? null, headers: all, body: text, injected });
    res.writeHead(status, all).end(text);
  }

  const basicError = (message: string, status: number) => ({ message, documentation_url: DOCS, status: String(status) });

  function page<T>(items: T[], url: URL): { slice: T[]; link: Record<string, string> } {
    const perPage = Math.min(Number(url.searchParams.get("per_page") ?? 30) || 30, maxPerPage);
    const current = Math.max(1, Number(url.searchParams.get("page") ?? 1) || 1);
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const slice = items.slice((current - 1) * perPage, current * perPage);
    const at = (n: number) => {
      const next = new URL(`${base}${url.pathname}${url.search}`);
      next.searchParams.set("page", String(n));
      return next.toString();
    };
    const links: string[] = [];
    if (current < last) links.push(`<${at(current + 1)}>; rel="next"`, `<${at(last)}>; rel="last"`);
    if (current > 1) links.push(`<${at(1)}>; rel="first"`, `<${at(current - 1)}>; rel="prev"`);
    return { slice, link: links.length ? { link: links.join(", ") } : {} };
  }

  /** Cursor pages (before/after, NOTES 7.5) for the Projects REST lists. */
  function cursorPage<T>(items: T[], url: URL): { slice: T[]; link: Record<string, string> } {
    const perPage = Math.min(Number(url.searchParams.get("per_page") ?? 30) || 30, maxPerPage);
    const after = url.searchParams.get("after");
    const start = after ? Number(Buffer.from(after, "base64url").toString("utf8")) + 1 : 0;
    const slice = items.slice(start, start + perPage);
    if (start + perPage >= items.length) return { slice, link: {} };
    const next = new URL(`${base}${url.pathname}${url.search}`);
    next.searchParams.set("after", Buffer.from(String(start + perPage - 1)).toString("base64url"));
    return { slice, link: { link: `<${next.toString()}>; rel="next"` } };
  }

  function restField(field: FakeProject["fields"][number], id: number, projectUrl: string): Record<string, unknown> {
    const object: Record<string, unknown> = { id, node_id: field.id, name: field.name, data_type: field.dataType.toLowerCase(), project_url: projectUrl, created_at: "2026-11-01T10:00:00Z", updated_at: "2026-11-01T10:00:00Z" };
    if (field.options) object.options = field.options.map((o) => ({ id: o.id, name: { raw: o.name, html: o.name }, color: "GRAY", description: { raw: "", html: "" } }));
    return object;
  }

  function restItem(project: FakeProject, item: FakeProject["items"][number], id: number, projectUrl: string, wanted: number[], restId: (fieldId: string) => number): Record<string, unknown> {
    const [nameWithOwner, number] = item.content ? item.content.split("#") : [null, null];
    const repo = nameWithOwner ? state.repos.find((r) => `${r.owner}/${r.name}` === nameWithOwner) : undefined;
    const issue = repo?.issues.find((i) => i.number === Number(number));
    const title = issue?.title ?? item.draftTitle ?? "";
    const fields: Record<string, unknown>[] = [{ id: restId("PVTF_title"), name: "Title", data_type: "title", value: { raw: title, html: title } }];
    for (const field of project.fields) {
      const fieldId = restId(field.id);
      if (!wanted.includes(fieldId) || field.dataType === "TITLE") continue;
      const value = item.values[field.id];
      const option = field.options?.find((o) => o.id === value);
      fields.push({
        id: fieldId,
        name: field.name,
        data_type: field.dataType.toLowerCase(),
        value: value === undefined ? null : field.dataType === "SINGLE_SELECT" ? { id: value, name: { raw: option?.name ?? "", html: option?.name ?? "" }, color: "GRAY", description: { raw: "", html: "" } } : value,
      });
    }
    return {
      id,
      node_id: item.id,
      project_url: projectUrl,
      content_type: issue ? (issue.isPullRequest ? "PullRequest" : "Issue") : "DraftIssue",
      content: repo && issue ? issueObject(base, repo, issue) : { title, body: "" },
      creator: simpleUser(base, "octocat"),
      created_at: "2026-11-01T10:00:00Z",
      updated_at: "2026-11-01T10:00:00Z",
      archived_at: item.isArchived ? "2026-11-10T10:00:00Z" : null,
      item_url: `${projectUrl}/items/${id}`,
      fields,
    };
  }

  function findRepo(owner: string, name: string): FakeRepo | undefined {
    return state.repos.find((r) => r.owner === owner && r.name === name);
  }

  function searchIssues(q: string): { repo: FakeRepo; issue: FakeRepo["issues"][number] }[] {
    const tokens = q.match(/(?:[^\s"]+:"[^"]*"|"[^"]*"|\S+)/g) ?? [];
    let results = state.repos.flatMap((repo) => repo.issues.map((issue) => ({ repo, issue })));
    for (const token of tokens) {
      const [rawKey, ...rest] = token.split(":");
      const value = rest.join(":").replace(/^"|"$/g, "");
      const key = rest.length ? rawKey!.toLowerCase() : "";
      if (key === "repo") results = results.filter(({ repo }) => `${repo.owner}/${repo.name}` === value);
      else if (key === "is" && value === "issue") results = results.filter(({ issue }) => !issue.isPullRequest);
      else if (key === "is" && (value === "pr" || value === "pull-request")) results = results.filter(({ issue }) => issue.isPullRequest);
      else if ((key === "is" || key === "state") && (value === "open" || value === "closed")) results = results.filter(({ issue }) => issue.state === value);
      else if (key === "label") results = results.filter(({ issue }) => issue.labels.includes(value));
      else if (key === "milestone") results = results.filter(({ repo, issue }) => repo.milestones.find((m) => m.number === issue.milestone)?.title === value);
      else if (!key) results = results.filter(({ issue }) => issue.title.toLowerCase().includes(token.replace(/"/g, "").toLowerCase()));
    }
    return results;
  }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL, body: string, token: FakeToken): Promise<void> {
    const path = url.pathname;
    const method = req.method ?? "GET";
    if (method === "GET" && path === "/user") {
      return send(req, res, path, 200, publicUser(base, token.login), token.scopes === null ? {} : { "x-oauth-scopes": token.scopes.join(", "), "x-accepted-oauth-scopes": "" });
    }
    if (method === "POST" && path === "/graphql") {
      let parsed: { query?: unknown; variables?: Record<string, unknown> };
      try {
        parsed = JSON.parse(body) as typeof parsed;
      } catch {
        return send(req, res, path, 400, { message: "Problems parsing JSON", documentation_url: DOCS });
      }
      const answer = await answerGraphql(schema, { state, token, pageCap: maxPerPage, base }, String(parsed.query ?? ""), parsed.variables);
      return send(req, res, path, 200, answer);
    }
    if (method === "GET" && path === "/search/issues") {
      const q = url.searchParams.get("q") ?? "";
      const all = searchIssues(q);
      const { slice, link } = page(all, url);
      return send(req, res, path, 200, { total_count: all.length, incomplete_results: false, search_type: "lexical", items: slice.map(({ repo, issue }) => ({ ...issueObject(base, repo, issue), score: 1 })) }, link);
    }
    const projectMatch = /^\/(orgs|users)\/([^/]+)\/projectsV2\/(\d+)\/(fields|views\/(\d+)\/items)$/.exec(path);
    if (method === "GET" && projectMatch) {
      if (token.scopes !== null && !token.scopes.includes("read:project") && !token.scopes.includes("project")) {
        return send(req, res, path, 403, basicError("Your token has not been granted the required scopes to execute this query.", 403), { "x-accepted-oauth-scopes": "read:project", "x-oauth-scopes": token.scopes.join(", ") });
      }
      const ownerType = projectMatch[1] === "users" ? "user" : "organization";
      const project = state.projects.find((p) => p.ownerType === ownerType && p.owner === projectMatch[2] && p.number === Number(projectMatch[3]));
      if (!project) return send(req, res, path, 404, basicError("Not Found", 404));
      const projectUrl = `${base}/${projectMatch[1]}/${project.owner}/projectsV2/${project.number}`;
      const restId = (fieldId: string) => 100 + project.fields.findIndex((f) => f.id === fieldId);
      if (projectMatch[4] === "fields") {
        const { slice, link } = cursorPage(project.fields, url);
        return send(req, res, path, 200, slice.map((f) => restField(f, restId(f.id), projectUrl)), link);
      }
      const view = project.views?.find((v) => v.number === Number(projectMatch[5]));
      if (!view) return send(req, res, path, 404, basicError("Not Found", 404));
      const wanted = (url.searchParams.get("fields") ?? "").split(",").filter(Boolean).map(Number);
      const items = project.items.filter((it) => view.iteration === null || it.values.PVTIF_sprint === view.iteration);
      const { slice, link } = cursorPage(items, url);
      return send(req, res, path, 200, slice.map((it, i) => restItem(project, it, 700 + i, projectUrl, wanted, restId)), link);
    }
    const repoMatch = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path);
    if (repoMatch) {
      const repo = findRepo(decodeURIComponent(repoMatch[1]!), decodeURIComponent(repoMatch[2]!));
      const rest = repoMatch[3] ?? "";
      // Private repositories the token may not see answer 404 too (NOTES 7.3).
      if (!repo || (token.scopes !== null && !token.scopes.includes("repo") && !token.scopes.includes("public_repo") && repo.owner === "octo-org")) return send(req, res, path, 404, basicError("Not Found", 404));
      if (rest.startsWith("/issues") && !repo.hasIssues) return send(req, res, path, 410, basicError("Issues are disabled for this repo", 410));
      if (method === "GET" && rest === "/issues") {
        const state_ = url.searchParams.get("state") ?? "open";
        const milestone = url.searchParams.get("milestone");
        const labels = (url.searchParams.get("labels") ?? "").split(",").filter(Boolean);
        const list = repo.issues
          .filter((i) => state_ === "all" || i.state === state_)
          .filter((i) => milestone === null || milestone === "*" ? true : milestone === "none" ? i.milestone === null : i.milestone === Number(milestone))
          .filter((i) => labels.every((l) => i.labels.includes(l)))
          .sort((a, b) => b.number - a.number);
        const { slice, link } = page(list, url);
        return send(req, res, path, 200, slice.map((i) => issueObject(base, repo, i)), link);
      }
      const issueMatch = /^\/issues\/(\d+)(\/labels)?$/.exec(rest);
      if (issueMatch) {
        const issue = repo.issues.find((i) => i.number === Number(issueMatch[1]));
        if (!issue) return send(req, res, path, 404, basicError("Not Found", 404));
        if (method === "GET" && !issueMatch[2]) return send(req, res, path, 200, issueObject(base, repo, issue));
        if (method === "PUT" && issueMatch[2]) {
          const names = (JSON.parse(body) as { labels?: string[] }).labels ?? [];
          for (const name of names) {
            if (!repo.labels.some((l) => l.name === name)) repo.labels.push({ id: state.nextLabel++, name, color: "ededed", description: null });
          }
          issue.labels = [...new Set(names)];
          return send(req, res, path, 200, issue.labels.map((name) => labelObject(base, repo, repo.labels.find((l) => l.name === name)!)));
        }
      }
      if (method === "GET" && rest === "/milestones") {
        const { slice, link } = page(repo.milestones, url);
        return send(req, res, path, 200, slice.map((m) => milestoneObject(base, repo, m.number)), link);
      }
      if (rest === "/labels") {
        if (method === "GET") {
          const { slice, link } = page(repo.labels, url);
          return send(req, res, path, 200, slice.map((l) => labelObject(base, repo, l)), link);
        }
        if (method === "POST") {
          if (!token.scopes?.includes("repo") && token.scopes !== null) return send(req, res, path, 403, basicError("Resource not accessible by personal access token", 403), { "x-accepted-oauth-scopes": "repo", "x-oauth-scopes": (token.scopes ?? []).join(", ") });
          const { name, color, description } = JSON.parse(body) as { name: string; color?: string; description?: string };
          if (repo.labels.some((l) => l.name.toLowerCase() === name.toLowerCase())) {
            return send(req, res, path, 422, { message: "Validation Failed", errors: [{ resource: "Label", code: "already_exists", field: "name" }], documentation_url: DOCS });
          }
          const label = { id: state.nextLabel++, name, color: color ?? "ededed", description: description ?? null };
          repo.labels.push(label);
          return send(req, res, path, 201, labelObject(base, repo, label));
        }
      }
    }
    return send(req, res, path, 404, basicError("Not Found", 404));
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url ?? "/", base);
      const authorization = req.headers.authorization ?? "";
      const bearer = /^(?:Bearer|token) (.+)$/.exec(authorization)?.[1] ?? "";
      const token = FAKE_GITHUB_TOKENS[bearer];
      if (!token && options.signInTokensTo && bearer.startsWith("gho_")) return void passOn(req, res, new URL(url.pathname + url.search, options.signInTokensTo), body);
      received.push({
        method: req.method ?? "",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body,
        authenticatedAs: token?.login ?? null,
        userAgent: req.headers["user-agent"],
        apiVersion: req.headers["x-github-api-version"] as string | undefined,
      });
      const injected = injections.shift();
      if (injected) {
        return send(req, res, url.pathname, injected.status, injected.body ?? "", { ...(injected.contentType ? { "content-type": injected.contentType } : {}), ...injected.headers }, true);
      }
      // GitHub refuses requests without a User-Agent (NOTES 3.3).
      if (!req.headers["user-agent"]) return send(req, res, url.pathname, 403, { message: "Request forbidden by administrative rules. Please make sure your request has a User-Agent header.", documentation_url: DOCS, status: "403" });
      if (!token) return send(req, res, url.pathname, 401, basicError("Bad credentials", 401));
      route(req, res, url, body, token).catch((error: unknown) => {
        send(req, res, url.pathname, 500, basicError(`fake GitHub failed: ${String(error)}`, 500));
      });
    });
  });
  /** A sign-in token's request, answered by the fake that issued it. */
  function passOn(req: IncomingMessage, res: ServerResponse, target: URL, body: string): void {
    const headers: Record<string, string> = {};
    for (const name of ["authorization", "user-agent", "accept", "content-type", "x-github-api-version"]) {
      const value = req.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    fetch(target, { method: req.method, headers, body: req.method === "GET" || req.method === "HEAD" ? undefined : body })
      .then(async (answer) => res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" }).end(await answer.text()))
      .catch((error: unknown) => res.writeHead(502).end(String(error)));
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    port,
    get state() {
      return state;
    },
    received,
    sent,
    failNextWith: (answer) => void injections.push(answer),
    primaryLimitNext: (seconds) =>
      void injections.push({
        status: 403,
        contentType: "application/json; charset=utf-8",
        body: JSON.stringify({ message: "API rate limit exceeded for user ID 1. If you reach out to GitHub Support for help, please include the request ID.", documentation_url: "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api", status: "403" }),
        headers: { "x-ratelimit-remaining": "0", "x-ratelimit-used": "5000", "x-ratelimit-reset": String(Math.floor(Date.now() / 1000) + seconds) },
      }),
    secondaryLimitNext: (seconds, status = 403) =>
      void injections.push({
        status,
        contentType: "application/json; charset=utf-8",
        body: JSON.stringify({ message: "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.", documentation_url: "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits", status: String(status) }),
        headers: { "retry-after": String(seconds) },
      }),
    repo: (nameWithOwner) => state.repos.find((r) => `${r.owner}/${r.name}` === nameWithOwner),
    projectValue: (projectId, issueKey, fieldId) => state.projects.find((p) => p.id === projectId)?.items.find((it) => it.content === issueKey)?.values[fieldId],
    clear: () => {
      state = createFakeGitHubState();
      received.length = 0;
      sent.length = 0;
      injections.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
