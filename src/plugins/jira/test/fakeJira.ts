// A local JIRA Cloud (REST v3) for tests, faithful to contracts/NOTES.md and the OpenAPI subset.
// One server hosts several sites under a path prefix: http://127.0.0.1:PORT/{domain}/rest/api/3/...
// It records every request, PUT and response so tests can assert on what really went over the wire.
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { routeAgile } from "./fakeJiraAgile";
import { type Answer, envelope } from "./fakeJiraAnswer";
import { type FakeIssue, type FakeSite, type FakeUser, createFakeSites } from "./fakeJiraData";
import { issueBean, namesAndSchema, selectFields } from "./fakeJiraIssues";
import { parseJql } from "./fakeJiraJql";

export interface FakeJiraRequest {
  domain: string;
  method: string;
  /** Path after the site prefix, e.g. /rest/api/3/myself. */
  path: string;
  query: Record<string, string[]>;
  accept: string | null;
  /** The email of valid Basic credentials, or null. Tokens are never recorded. */
  authenticatedAs: string | null;
  body: string;
}

export interface FakeJiraIssueUpdate {
  domain: string;
  key: string;
  body: unknown;
  status: number;
}

export interface FakeJiraResponse {
  domain: string;
  method: string;
  path: string;
  status: number;
  contentType: string | null;
  /** Every header the fake set, lower-case names. */
  headers: Record<string, string>;
  body: string;
  /** Sent because a test asked for it (429, failNextWith), not by the emulation. */
  injected: boolean;
}

export interface InjectedAnswer {
  status: number;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface FakeJira {
  url: string;
  /** For JIRA_BASE_URL / baseUrlTemplate: `${url}/{domain}`. */
  baseUrlTemplate: string;
  received: { requests: FakeJiraRequest[]; issueUpdates: FakeJiraIssueUpdate[] };
  sent: FakeJiraResponse[];
  /** The next request gets 429 with Retry-After: seconds; the one after is served normally. */
  failNextWith429(seconds: number): void;
  /** The next request gets this answer instead (5xx, HTML pages, ...). */
  failNextWith(answer: InjectedAnswer): void;
  /** The next response is held back this long (to exercise client timeouts). */
  delayNextResponse(ms: number): void;
  issue(domain: string, key: string): FakeIssue | undefined;
  /** Forget recorded traffic and pending injections. */
  clear(): void;
  close(): Promise<void>;
}

/** GET here answers `received` as JSON; not a JIRA path (no site is called "__received"). */
export const RECEIVED_PATH = "/__received";

export const REMOVED_SEARCH_BODY = {
  errorMessages: [
    "The requested API has been removed. Please migrate to the /rest/api/3/search/jql API. A full migration guideline is available at https://developer.atlassian.com/changelog/#CHANGE-2046",
  ],
  errors: {},
};
export const BAD_CREDENTIALS_BODY = { message: "Client must be authenticated to access this resource.", "status-code": 401 };
const NOT_AUTHENTICATED_BODY = { errorMessages: ["You are not authenticated. Authentication required to perform this operation."], errors: {} };
const INVALID_PAYLOAD = "Invalid request payload. Refer to the REST API documentation and try again.";
const SEARCH_BODY_KEYS = ["expand", "fields", "fieldsByKeys", "jql", "maxResults", "nextPageToken", "properties", "reconcileIssues"];


export async function startFakeJira(): Promise<FakeJira> {
  const sites = new Map(createFakeSites().map((s) => [s.domain, s]));
  const received: FakeJira["received"] = { requests: [], issueUpdates: [] };
  const sent: FakeJiraResponse[] = [];
  let injections: InjectedAnswer[] = [];
  let delays: number[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    void serve(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", origin);
    if (url.pathname === RECEIVED_PATH) {
      // For tests in another process (the browser tests): what went over the wire, tokens never recorded.
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify(received));
      return;
    }
    const [, domain = "", ...rest] = url.pathname.split("/");
    const path = `/${rest.join("/")}`;
    const body = await readBody(req);
    const site = sites.get(domain);
    const user = site ? authenticate(site, req.headers.authorization) : null;
    const query: Record<string, string[]> = {};
    for (const name of new Set(url.searchParams.keys())) query[name] = url.searchParams.getAll(name);
    received.requests.push({
      domain,
      method: req.method ?? "GET",
      path,
      query,
      accept: req.headers.accept ?? null,
      authenticatedAs: user && user !== "wrong" && !user.lockedOut ? user.email : null,
      body,
    });

    const delay = delays.shift();
    if (delay) await new Promise<void>((resolve) => timers.add(setTimeout(resolve, delay)));
    if (res.destroyed) return;

    const injected = injections.shift();
    const answer = injected
      ? { status: injected.status, text: injected.body ?? "", contentType: injected.contentType, headers: injected.headers }
      : route(site, `${origin}/${domain}`, req, url, path, body, user);
    const text = answer.json !== undefined ? JSON.stringify(answer.json) : (answer.text ?? "");
    const contentType = answer.json !== undefined ? "application/json;charset=UTF-8" : (answer.contentType ?? (text ? "text/plain" : null));
    res.statusCode = answer.status;
    if (contentType) res.setHeader("Content-Type", contentType);
    res.setHeader("Vary", "Accept");
    if (user && user !== "wrong" && !user.lockedOut) res.setHeader("X-AAccountId", user.accountId);
    for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
    const headers = Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
    sent.push({ domain, method: req.method ?? "GET", path, status: answer.status, contentType, headers, body: text, injected: Boolean(injected) });
    res.end(text);
  }

  function route(site: FakeSite | undefined, siteUrl: string, req: IncomingMessage, url: URL, path: string, body: string, user: FakeUser | "wrong" | null): Answer {
    // An unknown site is Atlassian's HTML page, not a JIRA API answer.
    if (!site) return { status: 404, text: "<!DOCTYPE html><html><body><h1>Site not found</h1></body></html>", contentType: "text/html;charset=UTF-8" };
    if (path === "/rest/api/3/search" && (req.method === "GET" || req.method === "POST")) return { status: 410, json: REMOVED_SEARCH_BODY };

    if (user === null) return { status: 401, json: NOT_AUTHENTICATED_BODY };
    if (user === "wrong") return badCredentials(siteUrl, req.headers.accept);
    if (user.lockedOut) {
      return {
        status: 403,
        text: "<html><body>Basic authentication is denied: log in once in a browser to answer the CAPTCHA.</body></html>",
        contentType: "text/html;charset=UTF-8",
        headers: { "X-Seraph-LoginReason": "AUTHENTICATION_DENIED", "X-Authentication-Denied-Reason": `CAPTCHA_CHALLENGE; login-url=${siteUrl}/login.jsp` },
      };
    }

    if (path.startsWith("/rest/agile/1.0/")) return routeAgile(site, siteUrl, req.method ?? "GET", path, url);
    const issueMatch = /^\/rest\/api\/3\/issue\/([^/]+)$/.exec(path);
    switch (`${req.method} ${issueMatch ? "/rest/api/3/issue/{key}" : path}`) {
      case "GET /rest/api/3/myself":
        return { status: 200, json: myself(siteUrl, user) };
      case "GET /rest/api/3/field":
        return { status: 200, json: site.fields };
      case "GET /rest/api/3/search/jql":
        return search(site, siteUrl, {
          jql: url.searchParams.get("jql") ?? "",
          nextPageToken: url.searchParams.get("nextPageToken") ?? undefined,
          maxResults: url.searchParams.has("maxResults") ? Number(url.searchParams.get("maxResults")) : 50,
          fields: url.searchParams.getAll("fields").flatMap((f) => f.split(",")),
          expand: url.searchParams.get("expand") ?? "",
        });
      case "POST /rest/api/3/search/jql":
        return searchPost(site, siteUrl, req.headers["content-type"], body);
      case "GET /rest/api/3/issue/{key}":
        return getIssue(site, siteUrl, decodeURIComponent(issueMatch![1]!), url);
      case "PUT /rest/api/3/issue/{key}":
        return editIssue(site, decodeURIComponent(issueMatch![1]!), body);
      default:
        return envelope(404, [`null for uri: ${siteUrl}${path}`]);
    }
  }

  function searchPost(site: FakeSite, siteUrl: string, contentType: string | undefined, body: string): Answer {
    if (!contentType?.startsWith("application/json")) {
      return {
        status: 415,
        text: JSON.stringify({ type: "about:blank", title: "Unsupported Media Type", status: 415, detail: `Content-Type '${contentType ?? "null"}' is not supported.` }),
        contentType: "application/problem+json",
      };
    }
    let request: Record<string, unknown>;
    try {
      request = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return envelope(400, [INVALID_PAYLOAD]);
    }
    if (!request || typeof request !== "object" || Array.isArray(request)) return envelope(400, [INVALID_PAYLOAD]);
    const unknownKey = Object.keys(request).find((k) => !SEARCH_BODY_KEYS.includes(k));
    if (unknownKey) return envelope(400, [`Unrecognized field "${unknownKey}"`]);
    const { jql = "", nextPageToken, maxResults = 50, fields = ["id"], expand = "" } = request;
    const typesOk =
      typeof jql === "string" &&
      (nextPageToken === undefined || typeof nextPageToken === "string") &&
      typeof maxResults === "number" &&
      Array.isArray(fields) &&
      fields.every((f) => typeof f === "string") &&
      typeof expand === "string";
    if (!typesOk) return envelope(400, [INVALID_PAYLOAD]);
    return search(site, siteUrl, { jql, nextPageToken, maxResults, fields: fields as string[], expand });
  }

  function getIssue(site: FakeSite, siteUrl: string, idOrKey: string, url: URL): Answer {
    const issue = findIssue(site, idOrKey);
    if (!issue) return envelope(404, ["Issue does not exist or you do not have permission to see it."]);
    const requested = url.searchParams.getAll("fields").flatMap((f) => f.split(","));
    const expand = new Set((url.searchParams.get("expand") ?? "").split(",").filter(Boolean));
    return { status: 200, json: issueBean(site, siteUrl, issue, selectFields(site, requested.length ? requested : ["*all"]), expand, true) };
  }

  function editIssue(site: FakeSite, idOrKey: string, body: string): Answer {
    const issue = findIssue(site, idOrKey);
    const record = (answer: Answer, parsed: unknown = null) => {
      received.issueUpdates.push({ domain: site.domain, key: issue?.key ?? idOrKey, body: parsed, status: answer.status });
      return answer;
    };
    type IssueUpdate = { fields?: Record<string, unknown> } | null;
    let update: IssueUpdate;
    try {
      update = body.trim() === "" ? null : (JSON.parse(body) as IssueUpdate);
    } catch {
      return record(envelope(400, [INVALID_PAYLOAD]));
    }
    if (!issue) return record(envelope(404, ["Issue does not exist or you do not have permission to see it."]), update);
    if (update === null) return record(envelope(400, ["No content to map due to end-of-input"]));
    const project = site.projects.find((p) => p.key === issue.projectKey)!;
    const errors: Record<string, string> = {};
    const changes: Partial<FakeIssue> = {};
    for (const [fieldId, value] of Object.entries(update?.fields ?? {})) {
      if (fieldId === "summary" && typeof value === "string" && value.trim()) changes.summary = value;
      else if (fieldId === "summary") errors.summary = "You must specify a summary of the issue.";
      else if (fieldId === site.storyPointsFieldId && project.storyPointsOnScreen) {
        if (value === null || typeof value === "number") changes.storyPoints = value;
        else errors[fieldId] = "Operation value must be a number";
      } else errors[fieldId] = `Field '${fieldId}' cannot be set. It is not on the appropriate screen, or unknown.`;
    }
    if (Object.keys(errors).length > 0) return record(envelope(400, [], errors), update);
    Object.assign(issue, changes);
    return record({ status: 204 }, update);
  }

  const listening = new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  await listening;
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    baseUrlTemplate: `${origin}/{domain}`,
    received,
    sent,
    failNextWith429(seconds) {
      injections.push({
        status: 429,
        headers: {
          "Retry-After": String(seconds),
          "X-RateLimit-Limit": "100",
          "X-RateLimit-Remaining": "0",
          "X-RateLimit-Reset": new Date(Date.now() + seconds * 1000).toISOString().slice(0, 16) + "Z",
          "RateLimit-Reason": "jira-burst-based",
        },
      });
    },
    failNextWith(answer) {
      injections.push(answer);
    },
    delayNextResponse(ms) {
      delays.push(ms);
    },
    issue: (domain, key) => sites.get(domain)?.issues.find((i) => i.key === key),
    clear() {
      received.requests.length = 0;
      received.issueUpdates.length = 0;
      sent.length = 0;
      injections = [];
      delays = [];
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function authenticate(site: FakeSite, header: string | undefined): FakeUser | "wrong" | null {
  if (!header?.startsWith("Basic ")) return null;
  const decoded = Buffer.from(header.slice(6), "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  const email = decoded.slice(0, colon);
  const user = site.users.find((u) => u.email === email);
  if (user?.lockedOut) return user;
  return user && colon > 0 && decoded.slice(colon + 1) === user.token ? user : "wrong";
}

/** The real 401 for a wrong email or token is not the errorMessages envelope (NOTES §1.2); XML unless JSON was asked for. */
function badCredentials(siteUrl: string, accept: string | undefined): Answer {
  const headers = { "X-Seraph-LoginReason": "AUTHENTICATED_FAILED", "WWW-Authenticate": `OAuth realm="${encodeURIComponent(siteUrl)}"` };
  if (accept?.includes("application/json")) return { status: 401, json: BAD_CREDENTIALS_BODY, headers };
  return {
    status: 401,
    text: `<status><status-code>401</status-code><message>${BAD_CREDENTIALS_BODY.message}</message></status>`,
    contentType: "application/xml;charset=UTF-8",
    headers,
  };
}

function myself(siteUrl: string, user: FakeUser) {
  const avatar = (size: number) => `https://avatar-management--avatars.us-west-2.prod.public.atl-paas.net/initials/DD-${size}.png`;
  return {
    self: `${siteUrl}/rest/api/3/user?accountId=${user.accountId}`,
    accountId: user.accountId,
    accountType: "atlassian",
    emailAddress: user.email,
    avatarUrls: { "48x48": avatar(48), "24x24": avatar(24), "16x16": avatar(16), "32x32": avatar(32) },
    displayName: user.displayName,
    active: true,
    timeZone: "Europe/Berlin",
    locale: "en_US",
    groups: { size: 2, items: [] },
    applicationRoles: { size: 1, items: [] },
    expand: "groups,applicationRoles",
  };
}

function findIssue(site: FakeSite, idOrKey: string): FakeIssue | undefined {
  return site.issues.find((i) => i.key.toLowerCase() === idOrKey.toLowerCase() || i.id === idOrKey);
}

interface SearchParams {
  jql: string;
  nextPageToken: string | undefined;
  maxResults: number;
  fields: string[];
  expand: string;
}

function search(site: FakeSite, siteUrl: string, params: SearchParams): Answer {
  if (!Number.isInteger(params.maxResults) || params.maxResults < 1 || params.maxResults > 5000) {
    return envelope(400, ["The maxResults parameter must be between 1 and 5000."]);
  }
  const parsed = parseJql(params.jql, site);
  if (!parsed.ok) return envelope(400, parsed.errorMessages);
  let offset = 0;
  if (params.nextPageToken !== undefined) {
    const cursor = readPageToken(params.nextPageToken);
    if (!cursor || cursor.domain !== site.domain || cursor.jql !== params.jql) return envelope(400, ["The provided next page token is invalid or expired."]);
    offset = cursor.offset;
  }
  const matching = site.issues.filter(parsed.filter).sort(parsed.compare);
  const page = matching.slice(offset, offset + params.maxResults);
  const end = offset + page.length;
  const expand = new Set(params.expand.split(",").map((e) => e.trim()).filter(Boolean));
  const onlyIds = params.fields.every((f) => f === "id");
  const fields = selectFields(site, params.fields);
  return {
    status: 200,
    json: {
      issues: page.map((issue) => (onlyIds ? { id: issue.id } : issueBean(site, siteUrl, issue, fields, expand, false))),
      ...(end < matching.length ? { nextPageToken: pageToken({ domain: site.domain, jql: params.jql, offset: end }) } : {}),
      isLast: end >= matching.length,
      ...namesAndSchema(onlyIds ? [] : fields, expand),
    },
  };
}

interface Cursor {
  domain: string;
  jql: string;
  offset: number;
}

function pageToken(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

function readPageToken(token: string): Cursor | null {
  try {
    const cursor = JSON.parse(Buffer.from(token, "base64url").toString("utf8")) as Cursor;
    return typeof cursor.jql === "string" && Number.isInteger(cursor.offset) ? cursor : null;
  } catch {
    return null;
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

