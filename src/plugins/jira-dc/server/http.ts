// The one way this app talks to a Jira Data Center site: through the egress guard (the operator lists
// the site in TRACKER_HOSTS), a Bearer personal access token, JSON, 429 waited out through Retry-After
// within bounds, HTML pages recognised as a login page. Never logs: the header carries the token.
import type { EgressPolicy, EgressResponse } from "../../../server/egress/egressRequest";
import { egressRequestWithRetries, headerValue, retryAfterMs } from "../../../server/egress/retryingRequest";
import { JiraDcError, type RequestSubject, errorFromResponse, fromEgress, loginPage, looksLikeHtml, rateLimited } from "./errors";
import { sayRefusal } from "../../../shared/messageCodes";

export const JIRA_DC_MAX_RETRIES = 2;
export const JIRA_DC_MAX_RETRY_WAIT_MS = 10_000;
const FALLBACK_RETRY_WAIT_MS = 1_000;

export interface JiraDcSite {
  /** https://host[/context-path], checked with jiraDcBaseUrl. */
  readonly baseUrl: string;
  readonly token: string;
  readonly policy: EgressPolicy;
  readonly maxRetries?: number;
  readonly maxRetryWaitMs?: number;
}

export interface JiraDcRequest extends RequestSubject {
  method: "GET" | "POST" | "PUT";
  /** /rest/api/2/... or /rest/agile/1.0/..., parameters encoded. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

function header(response: EgressResponse, name: string): string {
  return headerValue(response.headers, name) ?? "";
}

/** A 429, or a 503 that names when to come back, asks to wait: Retry-After, else a doubling second. */
function retryWaitMs(response: EgressResponse, attempt: number, nowMs: number): number | null {
  if (response.status !== 429 && !(response.status === 503 && header(response, "retry-after"))) return null;
  return retryAfterMs(header(response, "retry-after"), nowMs) ?? FALLBACK_RETRY_WAIT_MS * 2 ** attempt;
}

/** Sends one request; the parsed JSON answer (null for 204), or a JiraDcError. */
export async function jiraDcRequest<T = unknown>(site: JiraDcSite, request: JiraDcRequest): Promise<T> {
  const url = new URL(site.baseUrl + request.path);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  const headers: Record<string, string> = { Authorization: `Bearer ${site.token}`, Accept: "application/json" };
  if (request.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await egressRequestWithRetries(
    site.policy,
    { method: request.method, url: url.toString(), headers, body: request.body === undefined ? undefined : JSON.stringify(request.body) },
    {
      maxRetries: site.maxRetries ?? JIRA_DC_MAX_RETRIES,
      maxRetryWaitMs: site.maxRetryWaitMs ?? JIRA_DC_MAX_RETRY_WAIT_MS,
      waitMs: retryWaitMs,
      unreachable: fromEgress,
      // A 503 still unavailable after the waits is said as Jira having trouble, by interpret.
      stillLimited: (waitMs, answer) => (answer.status === 429 ? rateLimited(waitMs) : null),
    },
  );
  return interpret<T>(response, request);
}

function interpret<T>(response: EgressResponse, subject: RequestSubject): T {
  const { status, text } = response;
  // A sign-in proxy or Jira's own login form answers HTML (often 200 after a redirect to it).
  if (looksLikeHtml(header(response, "content-type"), text) && status !== 404 && status < 500) {
    if (status === 403 && /captcha|AUTHENTICATION_DENIED/i.test(header(response, "x-authentication-denied-reason") + header(response, "x-seraph-loginreason"))) {
      throw errorFromResponse(status, response.headers, null, subject);
    }
    throw loginPage(status);
  }
  let body: unknown = null;
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      if (status >= 200 && status < 300) throw new JiraDcError("bad_response", sayRefusal("tracker.notJson", { tracker: "Jira", status }), status);
    }
  }
  if (status >= 200 && status < 300) return body as T;
  throw errorFromResponse(status, response.headers, body, subject);
}
