// The one way this app talks to GitLab (REST v4): through the egress guard (gitlab.com, or a
// self-managed site the operator lists in TRACKER_HOSTS), the personal access token in PRIVATE-TOKEN,
// JSON, 429 waited out when short (Retry-After, RateLimit-Reset), pages followed by x-next-page or
// Link rel="next". Never logs: the header carries the token.
import type { EgressPolicy, EgressResponse } from "../../../server/egress/egressRequest";
import { egressRequestWithRetries, headerValue, retryAfterMs } from "../../../server/egress/retryingRequest";
import { GitLabError, type RequestSubject, errorFromResponse, fromEgress, rateLimited, signInPage } from "./errors";
import { sayRefusal } from "../../../shared/messageCodes";

/** Reachable without TRACKER_HOSTS (public addresses only); a self-managed site is listed by the operator. */
export const GITLAB_KNOWN_HOSTS: readonly string[] = Object.freeze(["gitlab.com"]);
/** GitLab's most per page (NOTES 9.3). */
export const GITLAB_PAGE_SIZE = 100;
const MAX_PAGES = 50;
const UNSAID_WAIT_MS = 60_000;

export interface GitLabSite {
  /** https://gitlab.com (GITLAB_URL) or a self-managed site, checked with gitlabBaseUrl; the API is at /api/v4 below it. */
  readonly baseUrl: string;
  readonly token: string;
  readonly policy: EgressPolicy;
  readonly maxRetries?: number;
  readonly maxRetryWaitMs?: number;
}

export interface GitLabRequest extends RequestSubject {
  method: "GET" | "PUT";
  /** A path under /api/v4, parameters encoded. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: Record<string, unknown>;
}

export interface GitLabResponse<T> {
  body: T;
  status: number;
  headers: EgressResponse["headers"];
}

/** How long a 429 asks to wait: Retry-After, else RateLimit-Reset (epoch seconds), else a minute (NOTES 9.6). */
export function gitlabWaitMs(response: EgressResponse, nowMs: number): number | null {
  if (response.status !== 429) return null;
  const retryAfter = retryAfterMs(headerValue(response.headers, "retry-after"), nowMs);
  if (retryAfter !== null) return retryAfter;
  const reset = Number(headerValue(response.headers, "ratelimit-reset"));
  return Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - nowMs) : UNSAID_WAIT_MS;
}

function looksLikeHtml(response: EgressResponse): boolean {
  return /text\/html|application\/xhtml/i.test(headerValue(response.headers, "content-type") ?? "") || /^\s*<(!doctype|html)/i.test(response.text);
}

export function apiUrl(site: GitLabSite, path: string): URL {
  return new URL(`${site.baseUrl.replace(/\/+$/, "")}/api/v4${path}`);
}

export async function gitlabRequest<T>(site: GitLabSite, request: GitLabRequest): Promise<GitLabResponse<T>> {
  const url = apiUrl(site, request.path);
  for (const [name, value] of Object.entries(request.query ?? {})) if (value !== undefined && value !== "") url.searchParams.set(name, String(value));
  return send<T>(site, request.method, url, request);
}

async function send<T>(site: GitLabSite, method: GitLabRequest["method"], url: URL, request: GitLabRequest): Promise<GitLabResponse<T>> {
  const headers: Record<string, string> = { "PRIVATE-TOKEN": site.token, Accept: "application/json" };
  if (request.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await egressRequestWithRetries(
    site.policy,
    { method, url: url.toString(), headers, body: request.body === undefined ? undefined : JSON.stringify(request.body) },
    { maxRetries: site.maxRetries, maxRetryWaitMs: site.maxRetryWaitMs, waitMs: (answer, _attempt, now) => gitlabWaitMs(answer, now), unreachable: fromEgress, stillLimited: rateLimited },
  );
  if (looksLikeHtml(response) && response.status < 500) throw signInPage(response.status);
  let body: unknown = null;
  if (response.text.trim()) {
    try {
      body = JSON.parse(response.text);
    } catch {
      if (response.status < 300) throw new GitLabError("bad_response", sayRefusal("tracker.notJson", { tracker: "GitLab", status: response.status }), response.status);
    }
  }
  if (response.status >= 200 && response.status < 300) return { body: body as T, status: response.status, headers: response.headers };
  throw errorFromResponse(response.status, body, request);
}

function nextLink(link: string | undefined): string | null {
  for (const part of (link ?? "").split(",")) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (match) return match[1]!;
  }
  return null;
}

/** Every page of a list: x-next-page names the next page (empty on the last), else Link rel="next" (NOTES 9.3). */
export async function everyPage<T>(site: GitLabSite, first: GitLabRequest): Promise<T[]> {
  const items: T[] = [];
  let url: URL | null = apiUrl(site, first.path);
  for (const [name, value] of Object.entries(first.query ?? {})) if (value !== undefined && value !== "") url.searchParams.set(name, String(value));
  for (let page = 0; url && page < MAX_PAGES; page++) {
    const response: GitLabResponse<T[]> = await send<T[]>(site, first.method, url, first);
    if (!Array.isArray(response.body)) throw new GitLabError("bad_response", sayRefusal("gitlab.notAList"));
    items.push(...response.body);
    const nextPage = headerValue(response.headers, "x-next-page")?.trim();
    const link = nextLink(headerValue(response.headers, "link"));
    if (nextPage) {
      url = new URL(url);
      url.searchParams.set("page", nextPage);
    } else if (nextPage === undefined && link) {
      const next = new URL(link);
      // The token goes only to the site it was given for.
      if (next.origin !== url.origin) throw new GitLabError("bad_response", sayRefusal("tracker.nextPageElsewhere", { tracker: "GitLab" }));
      url = next;
    } else url = null;
  }
  return items;
}
