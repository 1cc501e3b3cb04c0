// The one way this app talks to GitHub (REST and GraphQL): through the egress guard, Bearer token,
// pinned API version, rate limits waited out when the wait is short (x-ratelimit-*, Retry-After,
// secondary limits) and every failure turned into a GitHubError. Never logs: headers carry the token.
import type { EgressPolicy, EgressResponse } from "../../../server/egress/egressRequest";
import { egressRequestWithRetries, headerValue, retryAfterMs } from "../../../server/egress/retryingRequest";
import { GitHubError, type RequestSubject, errorFromGraphql, errorFromStatus, fromEgress, rateLimited } from "./errors";
import { sayRefusal } from "../../../shared/messageCodes";

export const GITHUB_API_URL = "https://api.github.com";
/** Reachable without TRACKER_HOSTS (public addresses only); GitHub Enterprise Server is listed by the operator. */
export const GITHUB_KNOWN_HOSTS: readonly string[] = Object.freeze(["api.github.com"]);
export const GITHUB_API_VERSION = "2022-11-28";
export const GITHUB_MAX_RETRIES = 2;
export const GITHUB_MAX_RETRY_WAIT_MS = 10_000;
/** GitHub asks clients to wait at least a minute after a secondary limit that names no time. */
const SECONDARY_LIMIT_WAIT_MS = 60_000;

export interface GitHubSite {
  /** https://api.github.com, GitHub Enterprise's https://host/api/v3, or a test server (GITHUB_API_URL). */
  readonly apiUrl: string;
  readonly token: string;
  readonly policy: EgressPolicy;
  readonly maxRetries?: number;
  readonly maxRetryWaitMs?: number;
}

/** GraphQL sits at /graphql beside the REST root, or at /api/graphql for Enterprise's /api/v3. */
export function graphqlUrl(apiUrl: string): string {
  const base = apiUrl.replace(/\/+$/, "");
  return /\/api\/v3$/.test(base) ? base.replace(/\/v3$/, "/graphql") : `${base}/graphql`;
}

export interface RestRequest extends RequestSubject {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A path under the API root with its parameters encoded, or a whole URL from a Link header. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

export interface RestResponse {
  status: number;
  body: unknown;
  /** The Link header's rel="next" page, when there is one. */
  next: string | null;
  headers: EgressResponse["headers"];
}

const header = (response: EgressResponse, name: string) => headerValue(response.headers, name);

/** How long to wait before the limit lifts, or null when the answer is no rate limit. */
export function rateLimitWaitMs(response: EgressResponse, nowMs: number): number | null {
  const { status } = response;
  if (status !== 403 && status !== 429) return null;
  const retryAfter = retryAfterMs(header(response, "retry-after"), nowMs);
  if (retryAfter !== null) return retryAfter;
  if (header(response, "x-ratelimit-remaining") === "0") {
    const reset = Number(header(response, "x-ratelimit-reset"));
    return Number.isFinite(reset) ? Math.max(0, reset * 1000 - nowMs) : SECONDARY_LIMIT_WAIT_MS;
  }
  if (status === 429 || /secondary rate limit|abuse/i.test(response.text)) return SECONDARY_LIMIT_WAIT_MS;
  return null;
}

function nextLink(link: string | undefined): string | null {
  if (!link) return null;
  for (const part of link.split(",")) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (match) return match[1]!;
  }
  return null;
}

function parseJson(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One request with rate-limit waits; the answer of any status. */
async function send(site: GitHubSite, method: RestRequest["method"], url: URL, body: unknown): Promise<EgressResponse> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${site.token}`,
    Accept: "application/vnd.github+json",
    "X-GitHub-Api-Version": GITHUB_API_VERSION,
    "User-Agent": "planning-poker",
  };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return egressRequestWithRetries(
    site.policy,
    { method, url: url.toString(), headers, body: body === undefined ? undefined : JSON.stringify(body) },
    {
      maxRetries: site.maxRetries ?? GITHUB_MAX_RETRIES,
      maxRetryWaitMs: site.maxRetryWaitMs ?? GITHUB_MAX_RETRY_WAIT_MS,
      waitMs: (response, _attempt, now) => rateLimitWaitMs(response, now),
      unreachable: fromEgress,
      stillLimited: rateLimited,
    },
  );
}

function resolveUrl(site: GitHubSite, path: string): URL {
  const root = new URL(site.apiUrl.replace(/\/+$/, "") + "/");
  if (/^https?:\/\//.test(path)) {
    const url = new URL(path);
    // A Link header pointing elsewhere is not followed: the token goes only to the API root.
    if (url.origin !== root.origin) throw new GitHubError("bad_response", sayRefusal("tracker.nextPageElsewhere", { tracker: "GitHub" }));
    return url;
  }
  return new URL(path.replace(/^\//, ""), root);
}

export async function githubRest(site: GitHubSite, request: RestRequest): Promise<RestResponse> {
  const url = resolveUrl(site, request.path);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== "") url.searchParams.set(name, String(value));
  }
  const response = await send(site, request.method, url, request.body);
  const body = parseJson(response.text);
  if (response.status >= 200 && response.status < 300) {
    if (body === undefined) throw new GitHubError("bad_response", sayRefusal("tracker.notJsonSetting", { tracker: "GitHub", status: response.status, setting: "GITHUB_API_URL" }), response.status);
    return { status: response.status, body, next: nextLink(header(response, "link")), headers: response.headers };
  }
  throw errorFromStatus(response.status, response.headers, body ?? null, request);
}

/** A GraphQL query or mutation; its data, or the first error as a sentence. */
export async function githubGraphql<T>(site: GitHubSite, query: string, variables: Record<string, unknown>, subject: RequestSubject = {}): Promise<T> {
  const response = await send(site, "POST", new URL(graphqlUrl(site.apiUrl)), { query, variables });
  const body = parseJson(response.text) as { data?: T | null; errors?: { type?: unknown; message?: unknown }[] } | null | undefined;
  if (response.status < 200 || response.status >= 300) throw errorFromStatus(response.status, response.headers, body ?? null, subject);
  if (!body || typeof body !== "object") throw new GitHubError("bad_response", sayRefusal("tracker.notJsonSetting", { tracker: "GitHub", status: response.status, setting: "GITHUB_API_URL" }), response.status);
  if (Array.isArray(body.errors) && body.errors.length) throw errorFromGraphql(body.errors, subject);
  if (!body.data) throw new GitHubError("bad_response", sayRefusal("github.noData"));
  return body.data;
}

/** Every page of a REST list, following Link rel="next" (at most `maxPages`). */
export async function everyPage<T>(site: GitHubSite, first: RestRequest, maxPages = 50): Promise<T[]> {
  const items: T[] = [];
  let request: RestRequest | null = first;
  for (let page = 0; request && page < maxPages; page++) {
    const response: RestResponse = await githubRest(site, request);
    const body = response.body as T[] | { items?: T[] };
    items.push(...(Array.isArray(body) ? body : (body.items ?? [])));
    request = response.next ? { ...first, path: response.next, query: undefined } : null;
  }
  return items;
}
