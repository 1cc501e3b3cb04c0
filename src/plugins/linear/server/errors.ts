// Every way a Linear call can fail, as one error whose message says what to do. Built from Linear's
// status, error codes and userPresentableMessage, never from the request: the key is in no message.
import { EgressError } from "../../../server/egress/egressError";
import { TrackerError } from "../../../server/egress/trackerError";
import { tryAgainIn } from "../../../server/egress/retryingRequest";

export type LinearErrorKind =
  | "unauthorized" // AUTHENTICATION_ERROR: wrong, revoked or Bearer-prefixed key
  | "forbidden" // FORBIDDEN: the key's user may not see or change it
  | "not_found" // "Entity not found"
  | "invalid" // INVALID_INPUT, validation failures, an estimate refused before sending
  | "rate_limited" // RATELIMITED or 429 after the allowed waits
  | "server" // 5xx
  | "unreachable" // refused by the egress guard, DNS, timeout, too large
  | "bad_response";

export class LinearError extends TrackerError<LinearErrorKind> {}

export interface RequestSubject {
  notFound?: string;
}

export interface LinearErrorEntry {
  message?: unknown;
  extensions?: { code?: unknown; type?: unknown; userPresentableMessage?: unknown };
}

const KEYS_PAGE = "Linear's Settings, Security & access, Personal API keys";

export function rateLimited(waitMs: number): LinearError {
  return new LinearError("rate_limited", `Linear's rate limit for this API key is used up. ${tryAgainIn(waitMs)}`, 429);
}

function quoted(text: unknown): string {
  if (typeof text !== "string" || !text.trim()) return "";
  const trimmed = text.trim().slice(0, 300);
  return ` Linear says: ${trimmed}${/[.!?]$/.test(trimmed) ? "" : "."}`;
}

/** The SDK's reading (NOTES 8.2): extensions.code or .type first, then the HTTP status. */
export function errorFromGraphql(status: number, errors: readonly LinearErrorEntry[], subject: RequestSubject, waitMs: number): LinearError {
  const first = errors[0] ?? {};
  const code = String(first.extensions?.code ?? "").toUpperCase();
  const type = String(first.extensions?.type ?? "").toLowerCase();
  const message = typeof first.message === "string" ? first.message : "";
  const said = quoted(first.extensions?.userPresentableMessage ?? message);
  if (code === "AUTHENTICATION_ERROR" || type === "authentication error") {
    return new LinearError("unauthorized", `Linear did not accept the API key: it may be wrong or revoked. Create a personal API key in ${KEYS_PAGE}, and paste it again.`, status);
  }
  if (code === "RATELIMITED" || type === "ratelimited") return rateLimited(waitMs);
  if (code === "FORBIDDEN" || type === "forbidden") return new LinearError("forbidden", `Linear refused the request: the key's user may not do this here.${said}`, status);
  if (/entity not found/i.test(message)) return new LinearError("not_found", subject.notFound ?? `Linear could not find it, or the key's user may not see it.${said}`, status);
  if (code === "INVALID_INPUT" || type === "invalid input" || code === "GRAPHQL_VALIDATION_FAILED" || code === "BAD_USER_INPUT") {
    return new LinearError("invalid", `Linear refused the request.${said}`, status);
  }
  if (status >= 500) return new LinearError("server", `Linear is having trouble right now (${status}). Try again in a few minutes.`, status);
  if (status === 401) return errorFromGraphql(status, [{ extensions: { code: "AUTHENTICATION_ERROR" } }], subject, waitMs);
  if (status === 403) return errorFromGraphql(status, [{ extensions: { code: "FORBIDDEN" } }], subject, waitMs);
  return new LinearError("bad_response", `Linear could not answer the request.${said}`, status);
}

export function fromEgress(error: EgressError): LinearError {
  return new LinearError("unreachable", `Linear could not be reached: ${error.message}`);
}
