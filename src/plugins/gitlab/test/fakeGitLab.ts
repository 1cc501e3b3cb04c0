// A local GitLab for tests, faithful to contracts/NOTES.md section 9: a self-managed site under a path
// (/gitlab/api/v4), the token in PRIVATE-TOKEN (or Bearer), 401 {"message":"401 Unauthorized"},
// project lists as arrays paged by page/per_page (capped at two so tests cross pages) with x-next-page
// and Link, a project by id or URL-encoded path, milestone filtered by title, iterations on Premium
// only, `weight` in issues only on Premium (GitLab Free: no key, and a PUT of weight alone refused as
// missing every parameter), a read_api token refused on PUT (403), 429 with RateLimit-* and Retry-After.
import { type Exchange, type RecordedRequest, type RecordedResponse, startFakeTrackerServer } from "../../../../tests/support/fakeTrackerServer";
import { type FakeGitLabIssue, type FakeGitLabProject, type FakeGitLabState, createFakeGitLabState } from "./fakeGitLabData";

export type { RecordedRequest as FakeGitLabRequest, RecordedResponse as FakeGitLabResponse };

export interface FakeGitLab {
  origin: string;
  port: number;
  /** The site's address (GITLAB_URL): GitLab under /gitlab. */
  baseUrl: string;
  state: FakeGitLabState;
  received: RecordedRequest[];
  sent: RecordedResponse[];
  rateLimitNext(seconds: number): void;
  failNextWith(answer: { status: number; body?: string; contentType?: string; headers?: Record<string, string> }): void;
  issue(project: number, iid: number): FakeGitLabIssue | undefined;
  clear(): void;
  close(): Promise<void>;
}

export const GITLAB_PATH = "/gitlab";
const API = `${GITLAB_PATH}/api/v4`;
const MAX_PER_PAGE = 2;
const SIGN_IN_PAGE = '<!DOCTYPE html><html><head><title>Sign in · GitLab</title></head><body><form action="/users/sign_in" method="post"></form></body></html>';
// Grape's refusal when no documented parameter is left (NOTES 9.5), as GitLab Free answers a PUT of weight alone.
const NOTHING_TO_UPDATE =
  "assignee_id, assignee_ids, confidential, created_at, description, discussion_locked, due_date, labels, add_labels, remove_labels, milestone_id, state_event, title, issue_type are missing, at least one parameter must be provided";

export async function startFakeGitLab(): Promise<FakeGitLab> {
  let state = createFakeGitLabState();
  let origin = "";

  const userBasic = (username: string, name: string, id: number) => ({ id, username, name, state: "active", avatar_url: null, web_url: `${origin}${GITLAB_PATH}/${username}` });
  const alice = () => userBasic("alice", "Alice Example", 7);

  function issueJson(project: FakeGitLabProject, issue: FakeGitLabIssue) {
    const milestone = project.milestones.find((m) => m.title === issue.milestone);
    const api = `${origin}${API}/projects/${project.id}`;
    return {
      id: issue.id,
      iid: issue.iid,
      project_id: project.id,
      title: issue.title,
      description: issue.description,
      state: issue.state,
      created_at: "2026-11-01T10:00:00.000Z",
      updated_at: "2026-11-20T10:00:00.000Z",
      closed_at: issue.state === "closed" ? "2026-11-10T10:00:00.000Z" : null,
      closed_by: issue.state === "closed" ? alice() : null,
      labels: issue.labels,
      milestone: milestone
        ? { id: milestone.id, iid: milestone.iid, project_id: project.id, title: milestone.title, description: null, state: "active", due_date: null, created_at: "2026-10-01T10:00:00.000Z", updated_at: "2026-10-01T10:00:00.000Z" }
        : null,
      assignees: [],
      author: alice(),
      type: "ISSUE",
      assignee: null,
      user_notes_count: 0,
      merge_requests_count: 0,
      upvotes: 0,
      downvotes: 0,
      due_date: null,
      confidential: false,
      discussion_locked: null,
      issue_type: "issue",
      web_url: `${origin}${GITLAB_PATH}/${project.path}/-/issues/${issue.iid}`,
      time_stats: { time_estimate: 0, total_time_spent: 0, human_time_estimate: null, human_total_time_spent: null },
      task_completion_status: { count: 1, completed_count: 0 },
      references: { short: `#${issue.iid}`, relative: `#${issue.iid}`, full: `${project.path}#${issue.iid}` },
      severity: "UNKNOWN",
      subscribed: true,
      imported: false,
      imported_from: "none",
      _links: { self: `${api}/issues/${issue.iid}`, notes: `${api}/issues/${issue.iid}/notes`, award_emoji: `${api}/issues/${issue.iid}/award_emoji`, project: api },
      ...(state.tier === "premium" ? { weight: issue.weight } : {}),
    };
  }

  const tokenOf = (username: string) => Object.values(state.tokens).find((t) => t.username === username)!;

  function findProject(ref: string): FakeGitLabProject | undefined {
    const decoded = decodeURIComponent(ref);
    return state.projects.find((p) => String(p.id) === decoded || p.path === decoded);
  }

  function listIssues(exchange: Exchange, project: FakeGitLabProject): void {
    const q = (name: string) => exchange.url.searchParams.get(name);
    let issues = [...project.issues].sort((a, b) => a.relativePosition - b.relativePosition);
    const stateFilter = q("state");
    if (stateFilter) issues = issues.filter((i) => i.state === stateFilter);
    const milestone = q("milestone");
    if (milestone === "None") issues = issues.filter((i) => i.milestone === null);
    else if (milestone === "Any") issues = issues.filter((i) => i.milestone !== null);
    else if (milestone) issues = issues.filter((i) => i.milestone === milestone);
    // Iterations are Premium and Ultimate: Free does not know the parameters and ignores them.
    if (state.tier === "premium") {
      const iterationId = q("iteration_id");
      const iterationTitle = q("iteration_title");
      if (iterationId === "None") issues = issues.filter((i) => i.iterationId === null);
      else if (iterationId === "Any") issues = issues.filter((i) => i.iterationId !== null);
      else if (iterationId) issues = issues.filter((i) => String(i.iterationId) === iterationId);
      if (iterationTitle) issues = issues.filter((i) => i.iterationTitle === iterationTitle);
    }
    const labels = (q("labels") ?? "").split(",").map((l) => l.trim()).filter(Boolean);
    issues = issues.filter((i) => labels.every((label) => i.labels.some((l) => l.toLowerCase() === label.toLowerCase())));
    const perPage = Math.min(Math.max(Number(q("per_page") ?? 20) || 20, 1), MAX_PER_PAGE);
    const page = Math.max(1, Number(q("page") ?? 1) || 1);
    const totalPages = Math.max(1, Math.ceil(issues.length / perPage));
    const at = (n: number) => {
      const url = new URL(exchange.url.toString());
      url.searchParams.set("page", String(n));
      return url.toString();
    };
    const links = [...(page < totalPages ? [`<${at(page + 1)}>; rel="next"`] : []), ...(page > 1 ? [`<${at(page - 1)}>; rel="prev"`] : []), `<${at(1)}>; rel="first"`, `<${at(totalPages)}>; rel="last"`];
    exchange.send(
      200,
      issues.slice((page - 1) * perPage, page * perPage).map((i) => issueJson(project, i)),
      {
        "x-page": String(page),
        "x-per-page": String(perPage),
        "x-next-page": page < totalPages ? String(page + 1) : "",
        "x-prev-page": page > 1 ? String(page - 1) : "",
        "x-total": String(issues.length),
        "x-total-pages": String(totalPages),
        link: links.join(", "),
      },
    );
  }

  function updateIssue(exchange: Exchange, project: FakeGitLabProject, issue: FakeGitLabIssue, user: string): void {
    if (!tokenOf(user).scopes.includes("api")) return exchange.send(403, { message: "403 Forbidden" });
    const update = JSON.parse(exchange.body || "{}") as Record<string, unknown>;
    const known = Object.keys(update).filter((name) => name !== "weight" || state.tier === "premium");
    if (known.length === 0) return exchange.send(400, { error: NOTHING_TO_UPDATE });
    if ("weight" in update && state.tier === "premium") {
      const weight = update.weight;
      if (weight !== null && (typeof weight !== "number" || !Number.isInteger(weight) || weight < 0)) return exchange.send(400, { error: "weight does not have a valid value" });
      issue.weight = weight as number | null;
    }
    if (typeof update.title === "string") issue.title = update.title;
    exchange.send(200, issueJson(project, issue));
  }

  function handle(exchange: Exchange, user: string | null): void {
    const { path, method } = exchange;
    if (path === "/users/sign_in") return exchange.send(200, SIGN_IN_PAGE, { "content-type": "text/html; charset=utf-8" });
    // No GitLab at the site's root: the web app's sign-in redirect, as a wrong address meets it.
    if (!path.startsWith(`${API}/`)) return exchange.send(302, undefined, { location: "/users/sign_in" });
    if (!user) return exchange.send(401, { message: "401 Unauthorized" });
    const route = path.slice(API.length);
    if (method === "GET" && route === "/user") {
      const who = tokenOf(user);
      return exchange.send(200, userBasic(who.username, who.name, who.id));
    }
    if (method === "GET" && route === "/personal_access_tokens/self") {
      const token = tokenOf(user);
      return exchange.send(200, {
        id: 100 + token.id,
        name: "planning poker",
        revoked: false,
        created_at: "2026-11-01T10:00:00.000Z",
        description: null,
        scopes: token.scopes,
        user_id: token.id,
        last_used_at: "2026-11-27T10:00:00.000Z",
        active: true,
        expires_at: "2027-11-01",
      });
    }
    // Issues need read_api or api (GitLab's insufficient_scope answer).
    if (!tokenOf(user).scopes.some((scope) => scope === "api" || scope === "read_api")) return exchange.send(403, { message: "403 Forbidden" });
    const match = /^\/projects\/([^/]+)\/issues(?:\/(\d+))?$/.exec(route);
    if (!match) return exchange.send(404, { error: "404 Not Found" });
    const project = findProject(match[1]!);
    if (!project) return exchange.send(404, { message: "404 Project Not Found" });
    if (!match[2]) return method === "GET" ? listIssues(exchange, project) : exchange.send(405, { message: "405 Method Not Allowed" });
    const issue = project.issues.find((i) => i.iid === Number(match[2]));
    if (!issue) return exchange.send(404, { message: "404 Issue Not Found" });
    if (method === "GET") return exchange.send(200, issueJson(project, issue));
    if (method === "PUT") return updateIssue(exchange, project, issue, user);
    exchange.send(405, { message: "405 Method Not Allowed" });
  }

  const server = await startFakeTrackerServer({
    authenticate: (req) => {
      const token = (req.headers["private-token"] as string | undefined) ?? /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
      return state.tokens[token]?.username ?? null;
    },
    handle,
  });
  origin = server.origin;

  return {
    origin,
    port: server.port,
    baseUrl: `${origin}${GITLAB_PATH}`,
    get state() {
      return state;
    },
    received: server.received,
    sent: server.sent,
    rateLimitNext: (seconds) =>
      server.inject({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ message: { error: "This endpoint has been requested too many times. Try again later." } }),
        headers: {
          "retry-after": String(seconds),
          "ratelimit-limit": "600",
          "ratelimit-observed": "601",
          "ratelimit-remaining": "0",
          "ratelimit-reset": String(Math.floor(Date.now() / 1000) + seconds),
          "ratelimit-resettime": new Date(Date.now() + seconds * 1000).toUTCString(),
        },
      }),
    failNextWith: (answer) => server.inject(answer),
    issue: (projectId, iid) => state.projects.find((p) => p.id === projectId)?.issues.find((i) => i.iid === iid),
    clear: () => {
      state = createFakeGitLabState();
      server.clearRecords();
    },
    close: () => server.close(),
  };
}
