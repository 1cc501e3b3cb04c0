// A local Jira Data Center for tests, faithful to contracts/NOTES.md section 6: the site lives under a
// context path (/jira), a personal access token comes as Bearer, issue lists page by startAt/total and
// board lists by isLast (both capped at a small maxResults so tests cross pages), descriptions are wiki
// text with HTML only under renderedFields, PUT issue answers 204 with no body, the Agile estimation
// endpoint takes a string, errors come as {errorMessages, errors}. Behind /sso a sign-in proxy answers
// every API call with a redirect to its login page. Records every request and answer (never a token).
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { RecordedResponse as FakeDcResponse } from "../../../../tests/support/fakeTrackerServer";
import { type FakeDcIssue, type FakeDcState, GOOD_PAT, LOCKED_PAT, createFakeDcState } from "./fakeJiraDcData";

export interface FakeDcRequest {
  method: string;
  /** Path after the context path, e.g. /rest/api/2/myself. */
  path: string;
  query: Record<string, string>;
  body: string;
  authenticatedAs: string | null;
}

export type { RecordedResponse as FakeDcResponse } from "../../../../tests/support/fakeTrackerServer";

export interface FakeJiraDc {
  url: string;
  port: number;
  /** The site's base address, with its context path. */
  baseUrl: string;
  /** A site behind a sign-in proxy: every API call is redirected to a login page. */
  proxiedBaseUrl: string;
  state: FakeDcState;
  received: FakeDcRequest[];
  sent: FakeDcResponse[];
  /** The next request gets 429 with Retry-After: seconds. */
  rateLimitNext(seconds: number): void;
  failNextWith(answer: { status: number; body?: string; contentType?: string; headers?: Record<string, string> }): void;
  issue(key: string): FakeDcIssue | undefined;
  clear(): void;
  close(): Promise<void>;
}

export const CONTEXT_PATH = "/jira";
const MAX_RESULTS_CAP = 2;
const NOT_AUTHENTICATED = { message: "Client must be authenticated to access this resource.", "status-code": 401 };

/** The JQL this fake understands: project = X, status = X, key in (A, B), joined by AND, ORDER BY ignored. */
function matcher(jql: string): ((issue: FakeDcIssue) => boolean) | null {
  const where = jql.replace(/\s+ORDER\s+BY\s+.*$/i, "").trim();
  if (!where) return () => true;
  const tests: ((issue: FakeDcIssue) => boolean)[] = [];
  for (const clause of where.split(/\s+AND\s+/i)) {
    const eq = /^(project|status)\s*=\s*"?([^"]+?)"?$/i.exec(clause.trim());
    const keys = /^key\s+in\s*\(([^)]*)\)$/i.exec(clause.trim());
    if (eq) {
      const [field, value] = [eq[1]!.toLowerCase(), eq[2]!];
      tests.push(field === "project" ? (i) => i.key.startsWith(`${value}-`) : (i) => i.status.toLowerCase() === value.toLowerCase());
    } else if (keys) {
      const list = keys[1]!.split(",").map((k) => k.trim().replace(/"/g, ""));
      tests.push((i) => list.includes(i.key));
    } else return null;
  }
  return (issue) => tests.every((t) => t(issue));
}

export async function startFakeJiraDc(): Promise<FakeJiraDc> {
  let state = createFakeDcState();
  const received: FakeDcRequest[] = [];
  const sent: FakeDcResponse[] = [];
  const injections: { status: number; body?: string; contentType?: string; headers?: Record<string, string> }[] = [];
  let origin = "";

  function send(req: IncomingMessage, res: ServerResponse, path: string, status: number, body: unknown, headers: Record<string, string> = {}, injected = false): void {
    const text = body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body);
    const all: Record<string, string> = { ...(text && typeof body !== "string" ? { "content-type": "application/json;charset=UTF-8" } : {}), ...headers };
    sent.push({ method: req.method ?? "", path, status, contentType: all["content-type"] ?? null, headers: all, body: text, injected });
    res.writeHead(status, all).end(text);
  }
  const envelope = (messages: string[], errors: Record<string, string> = {}) => ({ errorMessages: messages, errors });

  function issueBean(issue: FakeDcIssue, fieldsParam: string[] | null, expand: string[]) {
    const all: Record<string, unknown> = {
      summary: issue.summary,
      description: issue.description,
      priority: issue.priority ? { self: `${origin}${CONTEXT_PATH}/rest/api/2/priority/3`, iconUrl: `${origin}${CONTEXT_PATH}/images/icons/priorities/medium.svg`, name: issue.priority, id: "3" } : null,
      status: { self: `${origin}${CONTEXT_PATH}/rest/api/2/status/1`, name: issue.status, id: "1" },
      ...Object.fromEntries(state.fields.filter((f) => f.custom).map((f) => [f.id, issue.custom[f.id] ?? null])),
    };
    const fields = fieldsParam ? Object.fromEntries(Object.entries(all).filter(([id]) => fieldsParam.includes(id))) : all;
    return {
      expand: "operations,versionedRepresentations,editmeta,changelog,renderedFields",
      id: issue.id,
      self: `${origin}${CONTEXT_PATH}/rest/api/2/issue/${issue.id}`,
      key: issue.key,
      fields,
      ...(expand.includes("renderedFields") ? { renderedFields: { description: issue.descriptionHtml } } : {}),
    };
  }

  function searchPage(issues: FakeDcIssue[], startAt: number, maxResults: number, fields: string[] | null, expand: string[]) {
    const cap = Math.min(Math.max(maxResults, 0), MAX_RESULTS_CAP);
    return { expand: "schema,names", startAt, maxResults: cap, total: issues.length, issues: issues.slice(startAt, startAt + cap).map((i) => issueBean(i, fields, expand)) };
  }

  function route(req: IncomingMessage, res: ServerResponse, path: string, url: URL, body: string): void {
    const method = req.method ?? "GET";
    const q = (name: string) => url.searchParams.get(name);
    const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : typeof value === "string" ? value.split(",").filter(Boolean) : []);
    if (method === "GET" && path === "/rest/api/2/myself") {
      return send(req, res, path, 200, {
        self: `${origin}${CONTEXT_PATH}/rest/api/2/user?username=alice`,
        key: "JIRAUSER10100",
        name: "alice",
        emailAddress: "alice@corp.example",
        displayName: "Alice Example",
        active: true,
        deleted: false,
        timeZone: "Europe/Berlin",
        locale: "en_GB",
      });
    }
    if (method === "GET" && path === "/rest/api/2/serverInfo") {
      return send(req, res, path, 200, { baseUrl: `${origin}${CONTEXT_PATH}`, version: "10.3.4", versionNumbers: [10, 3, 4], deploymentType: "Server", buildNumber: 10030004, serverTitle: "Corp Jira" });
    }
    if (method === "GET" && path === "/rest/api/2/field") {
      return send(
        req,
        res,
        path,
        200,
        state.fields.map((f) => ({
          id: f.id,
          name: f.name,
          custom: f.custom,
          orderable: true,
          navigable: true,
          searchable: true,
          clauseNames: f.custom ? [`cf[${f.id.replace("customfield_", "")}]`, f.name] : [f.id],
          schema: { type: f.schemaType, ...(f.customType ? { custom: f.customType, customId: Number(f.id.replace("customfield_", "")) } : { system: f.id }) },
        })),
      );
    }
    if (path === "/rest/api/2/search" && (method === "GET" || method === "POST")) {
      const request = method === "POST" ? (JSON.parse(body || "{}") as Record<string, unknown>) : { jql: q("jql"), startAt: q("startAt"), maxResults: q("maxResults"), fields: q("fields"), expand: q("expand") };
      const test = matcher(String(request.jql ?? ""));
      if (!test) return send(req, res, path, 400, envelope([`Error in the JQL Query: The character '~' is a reserved JQL character. (line 1, character 1)`]));
      const matching = state.issues.filter(test);
      const fields = request.fields === undefined || request.fields === null ? null : list(request.fields);
      return send(req, res, path, 200, searchPage(matching, Number(request.startAt ?? 0), Number(request.maxResults ?? 50), fields, list(request.expand)));
    }
    const filter = /^\/rest\/api\/2\/filter\/(\d+)$/.exec(path);
    if (method === "GET" && filter) {
      const found = state.filters.find((f) => f.id === filter[1]);
      if (!found) return send(req, res, path, 400, envelope([`The selected filter is not available to you, perhaps it has been deleted or had its permissions changed.`]));
      return send(req, res, path, 200, {
        self: `${origin}${CONTEXT_PATH}/rest/api/2/filter/${found.id}`,
        id: found.id,
        name: found.name,
        jql: found.jql,
        viewUrl: `${origin}${CONTEXT_PATH}/issues/?filter=${found.id}`,
        searchUrl: `${origin}${CONTEXT_PATH}/rest/api/2/search?jql=${encodeURIComponent(found.jql)}`,
        favourite: true,
      });
    }
    const issuePath = /^\/rest\/api\/2\/issue\/([^/]+)$/.exec(path);
    if (issuePath) {
      const issue = state.issues.find((i) => i.key === decodeURIComponent(issuePath[1]!) || i.id === issuePath[1]);
      if (!issue) return send(req, res, path, 404, envelope(["Issue Does Not Exist"]));
      if (method === "GET") return send(req, res, path, 200, issueBean(issue, null, list(q("expand"))));
      if (method === "PUT") {
        const update = JSON.parse(body || "{}") as { fields?: Record<string, unknown> };
        const errors: Record<string, string> = {};
        for (const [id, value] of Object.entries(update.fields ?? {})) {
          const field = state.fields.find((f) => f.id === id && f.custom);
          if (!field) errors[id] = `Field '${id}' cannot be set. It is not on the appropriate screen, or unknown.`;
          else if (typeof value !== "number" && value !== null) errors[id] = `Operation value must be a number`;
        }
        if (Object.keys(errors).length) return send(req, res, path, 400, envelope([], errors));
        for (const [id, value] of Object.entries(update.fields ?? {})) issue.custom[id] = value as number | null;
        return send(req, res, path, 204, undefined);
      }
    }
    if (method === "GET" && path === "/rest/agile/1.0/board") {
      const startAt = Number(q("startAt") ?? 0);
      const maxResults = Math.min(Number(q("maxResults") ?? 50), MAX_RESULTS_CAP);
      const values = state.boards.slice(startAt, startAt + maxResults).map((b) => ({ id: b.id, self: `${origin}${CONTEXT_PATH}/rest/agile/1.0/board/${b.id}`, name: b.name, type: b.type }));
      return send(req, res, path, 200, { maxResults, startAt, total: state.boards.length, isLast: startAt + maxResults >= state.boards.length, values });
    }
    const board = /^\/rest\/agile\/1\.0\/board\/(\d+)(\/configuration|\/sprint|\/backlog)$/.exec(path);
    if (method === "GET" && board) {
      const found = state.boards.find((b) => b.id === Number(board[1]));
      if (!found) return send(req, res, path, 404, envelope([`Board does not exist or you do not have permission to see it.`]));
      const startAt = Number(q("startAt") ?? 0);
      const maxResults = Math.min(Number(q("maxResults") ?? 50), MAX_RESULTS_CAP);
      if (board[2] === "/configuration") {
        return send(req, res, path, 200, {
          id: found.id,
          name: found.name,
          type: found.type,
          self: `${origin}${CONTEXT_PATH}/rest/agile/1.0/board/${found.id}/configuration`,
          filter: { id: "10000", self: `${origin}${CONTEXT_PATH}/rest/api/2/filter/10000` },
          estimation: found.estimation ? { type: "field", field: found.estimation } : { type: "issueCount" },
          ranking: { rankCustomFieldId: 10011 },
        });
      }
      if (board[2] === "/sprint") {
        if (found.type === "kanban") return send(req, res, path, 400, envelope(["The board does not support sprints"]));
        const states = (q("state") ?? "").split(",").filter(Boolean);
        const sprints = found.sprints.filter((s) => !states.length || states.includes(s.state));
        const values = sprints.slice(startAt, startAt + maxResults).map((s) => ({ id: s.id, self: `${origin}${CONTEXT_PATH}/rest/agile/1.0/sprint/${s.id}`, state: s.state, name: s.name, originBoardId: found.id }));
        return send(req, res, path, 200, { maxResults, startAt, isLast: startAt + maxResults >= sprints.length, values });
      }
      const backlog = state.issues.filter((i) => i.backlogOf.includes(found.id));
      return send(req, res, path, 200, searchPage(backlog, startAt, maxResults, q("fields") ? list(q("fields")) : null, list(q("expand"))));
    }
    const sprintIssues = /^\/rest\/agile\/1\.0\/sprint\/(\d+)\/issue$/.exec(path);
    if (method === "GET" && sprintIssues) {
      const id = Number(sprintIssues[1]);
      if (!state.boards.some((b) => b.sprints.some((s) => s.id === id))) return send(req, res, path, 404, envelope([`Sprint with id ${id} does not exist or you do not have permission to see it.`]));
      const issues = state.issues.filter((i) => i.sprint === id);
      return send(req, res, path, 200, searchPage(issues, Number(q("startAt") ?? 0), Number(q("maxResults") ?? 50), q("fields") ? list(q("fields")) : null, list(q("expand"))));
    }
    const estimation = /^\/rest\/agile\/1\.0\/issue\/([^/]+)\/estimation$/.exec(path);
    if (method === "PUT" && estimation) {
      const boardId = q("boardId");
      if (!boardId) return send(req, res, path, 400, envelope(["boardId is required"]));
      const found = state.boards.find((b) => b.id === Number(boardId));
      const issue = state.issues.find((i) => i.key === decodeURIComponent(estimation[1]!));
      if (!found || !issue) return send(req, res, path, 404, envelope(["Issue Does Not Exist"]));
      if (!found.estimation) return send(req, res, path, 400, envelope(["The board does not estimate with a field."]));
      const value = (JSON.parse(body || "{}") as { value?: unknown }).value;
      if (typeof value !== "string" || !/^\d+(\.\d+)?$/.test(value)) return send(req, res, path, 400, envelope([`'${String(value)}' is not a valid estimate.`]));
      issue.custom[found.estimation.fieldId] = Number(value);
      return send(req, res, path, 200, { fieldId: found.estimation.fieldId, value: Number(value) });
    }
    // Unknown Agile and API paths (NOTES 6.1).
    return send(req, res, path, 404, { message: `null for uri: ${origin}${CONTEXT_PATH}${path}`, "status-code": 404 });
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url ?? "/", origin);
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
      if (url.pathname.startsWith("/sso/")) {
        received.push({ method: req.method ?? "", path: url.pathname, query: Object.fromEntries(url.searchParams), body, authenticatedAs: null });
        if (url.pathname === "/sso/login.jsp") return send(req, res, url.pathname, 200, "<!DOCTYPE html><html><head><title>Log in - Corp SSO</title></head><body><form method=\"post\"><input name=\"os_username\"><input type=\"password\" name=\"os_password\"></form></body></html>", { "content-type": "text/html;charset=UTF-8" });
        return send(req, res, url.pathname, 302, undefined, { location: `/sso/login.jsp?os_destination=${encodeURIComponent(url.pathname)}` });
      }
      if (!url.pathname.startsWith(`${CONTEXT_PATH}/`)) {
        return send(req, res, url.pathname, 404, "<html><body>Not Found</body></html>", { "content-type": "text/html" });
      }
      const path = url.pathname.slice(CONTEXT_PATH.length);
      const user = bearer === GOOD_PAT ? "alice" : bearer === LOCKED_PAT ? "bob" : null;
      received.push({ method: req.method ?? "", path, query: Object.fromEntries(url.searchParams), body, authenticatedAs: user });
      const injected = injections.shift();
      if (injected) return send(req, res, path, injected.status, injected.body ?? "", { ...(injected.contentType ? { "content-type": injected.contentType } : {}), ...injected.headers }, true);
      if (bearer === LOCKED_PAT) {
        return send(req, res, path, 403, "<html><body>CAPTCHA required</body></html>", { "content-type": "text/html;charset=UTF-8", "x-seraph-loginreason": "AUTHENTICATION_DENIED", "x-authentication-denied-reason": "CAPTCHA_CHALLENGE; login-url=" + origin + CONTEXT_PATH + "/login.jsp" });
      }
      if (!user) return send(req, res, path, 401, NOT_AUTHENTICATED);
      route(req, res, path, url, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;

  return {
    url: origin,
    port,
    baseUrl: `${origin}${CONTEXT_PATH}`,
    proxiedBaseUrl: `${origin}/sso`,
    get state() {
      return state;
    },
    received,
    sent,
    rateLimitNext: (seconds) =>
      void injections.push({ status: 429, headers: { "retry-after": String(seconds), "x-ratelimit-limit": "100", "x-ratelimit-remaining": "0", "x-ratelimit-interval-seconds": "60", "x-ratelimit-fillrate": "10" } }),
    failNextWith: (answer) => void injections.push(answer),
    issue: (key) => state.issues.find((i) => i.key === key),
    clear: () => {
      state = createFakeDcState();
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
