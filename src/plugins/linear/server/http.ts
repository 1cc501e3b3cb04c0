// The one way this app talks to Linear: GraphQL through the egress guard, the personal API key as
// the Authorization header itself (no "Bearer": that is for OAuth tokens, NOTES 8.1), rate limits
// waited out when short (Retry-After, x-ratelimit-requests-reset). Never logs: the header is the key.
import type { EgressPolicy, EgressResponse } from "../../../server/egress/egressRequest";
import { egressRequestWithRetries, headerValue, retryAfterMs } from "../../../server/egress/retryingRequest";
import { LinearError, type LinearErrorEntry, type RequestSubject, errorFromGraphql, fromEgress, rateLimited } from "./errors";
import { sayRefusal } from "../../../shared/messageCodes";

export const LINEAR_API_URL = "https://api.linear.app/graphql";
/** Reachable without TRACKER_HOSTS (public addresses only). */
export const LINEAR_KNOWN_HOSTS: readonly string[] = Object.freeze(["api.linear.app"]);
/** Linear's leaky bucket names no wait on some answers: a minute, then try again. */
const UNSAID_WAIT_MS = 60_000;

export interface LinearSite {
  /** https://api.linear.app/graphql, or a test server (LINEAR_API_URL). */
  readonly apiUrl: string;
  readonly apiKey: string;
  readonly policy: EgressPolicy;
  readonly maxRetries?: number;
  readonly maxRetryWaitMs?: number;
}

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: LinearErrorEntry[];
}

function parse<T>(text: string): GraphqlAnswer<T> | null {
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === "object" && !Array.isArray(body) ? (body as GraphqlAnswer<T>) : null;
  } catch {
    return null;
  }
}

function isRateLimited(response: EgressResponse): boolean {
  if (response.status === 429) return true;
  const errors = parse(response.text)?.errors ?? [];
  return errors.some((e) => String(e.extensions?.code ?? "").toUpperCase() === "RATELIMITED" || String(e.extensions?.type ?? "").toLowerCase() === "ratelimited");
}

/** How long a RATELIMITED answer asks to wait: Retry-After, else the request bucket's reset (epoch ms). */
export function linearWaitMs(response: EgressResponse, nowMs: number): number | null {
  if (!isRateLimited(response)) return null;
  const retryAfter = retryAfterMs(headerValue(response.headers, "retry-after"), nowMs);
  if (retryAfter !== null) return retryAfter;
  const reset = Number(headerValue(response.headers, "x-ratelimit-requests-reset"));
  return Number.isFinite(reset) && reset > 0 ? Math.max(0, reset - nowMs) : UNSAID_WAIT_MS;
}

/** A query or mutation; its data, or a LinearError whose message says what to do. */
export async function linearGraphql<T>(site: LinearSite, query: string, variables: Record<string, unknown>, subject: RequestSubject = {}): Promise<T> {
  const response = await egressRequestWithRetries(
    site.policy,
    {
      method: "POST",
      url: site.apiUrl,
      headers: { Authorization: site.apiKey, "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ query, variables }),
    },
    { maxRetries: site.maxRetries, maxRetryWaitMs: site.maxRetryWaitMs, waitMs: (answer, _attempt, now) => linearWaitMs(answer, now), unreachable: fromEgress, stillLimited: rateLimited },
  );
  const body = parse<T>(response.text);
  if (body?.errors?.length) throw errorFromGraphql(response.status, body.errors, subject, UNSAID_WAIT_MS);
  if (response.status < 200 || response.status >= 300) throw errorFromGraphql(response.status, [], subject, UNSAID_WAIT_MS);
  if (!body?.data) throw new LinearError("bad_response", sayRefusal("linear.notGraphql", { status: response.status, setting: "LINEAR_API_URL" }), response.status);
  return body.data;
}
