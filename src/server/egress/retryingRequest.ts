// What every tracker client does around the egress guard: send, and when the tracker says to wait
// (429, Retry-After, its own rate headers) wait and send again, but only a few times and only for
// short waits; a long wait goes back to the person as "try again in N minutes". Each tracker says
// how long its answer asks to wait; the loop, the header reading and the sentence are shared.
import { EgressError } from "./egressError";
import { type EgressPolicy, type EgressRequest, type EgressResponse, egressRequest } from "./egressRequest";

export const TRACKER_MAX_RETRIES = 2;
export const TRACKER_MAX_RETRY_WAIT_MS = 10_000;

/** The first value of a response header (node gives arrays for repeated ones), or undefined. */
export function headerValue(headers: EgressResponse["headers"], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | undefined, nowMs: number): number | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - nowMs);
}

/** The minutes a rate-limited caller is told to wait ("Try again in 5 minutes."), never less than one. */
export function minutesToWait(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 60_000));
}

export interface RetryRules {
  maxRetries?: number;
  maxRetryWaitMs?: number;
  /** How long this answer asks the client to wait before sending again, or null when it is no rate limit. */
  waitMs(response: EgressResponse, attempt: number, nowMs: number): number | null;
  /** The tracker's error for a refusal of the egress guard (keeping its sentence). */
  unreachable(error: EgressError): Error;
  /** The tracker's error for an answer that still asks to wait after the allowed waits; null hands the answer back. */
  stillLimited(waitMs: number, response: EgressResponse): Error | null;
}

/** Sends through the egress guard, waiting out short rate limits; the answer of any other status. */
export async function egressRequestWithRetries(policy: EgressPolicy, request: EgressRequest, rules: RetryRules): Promise<EgressResponse> {
  const maxRetries = rules.maxRetries ?? TRACKER_MAX_RETRIES;
  const maxWait = rules.maxRetryWaitMs ?? TRACKER_MAX_RETRY_WAIT_MS;
  for (let attempt = 0; ; attempt++) {
    let response: EgressResponse;
    try {
      response = await egressRequest(policy, request);
    } catch (error) {
      throw error instanceof EgressError ? rules.unreachable(error) : error;
    }
    const waitMs = rules.waitMs(response, attempt, Date.now());
    if (waitMs === null) return response;
    if (attempt >= maxRetries || waitMs > maxWait) {
      const refusal = rules.stillLimited(waitMs, response);
      if (refusal) throw refusal;
      return response;
    }
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}
