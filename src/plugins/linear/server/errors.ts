// Every way a Linear call can fail, as one error whose message says what to do. Built from Linear's
// status, error codes and userPresentableMessage, never from the request: the key is in no message.
import { EgressError } from "../../../server/egress/egressError";
import { TrackerError, trackerSays } from "../../../server/egress/trackerError";
import { minutesToWait } from "../../../server/egress/retryingRequest";
import { sayRefusal } from "../../../shared/messageCodes";

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

export function rateLimited(waitMs: number): LinearError {
  return new LinearError("rate_limited", sayRefusal("linear.rateLimited", { minutes: minutesToWait(waitMs) }), 429);
}

function quoted(text: unknown): string {
  return typeof text === "string" ? trackerSays("Linear", text.trim().slice(0, 300)) : "";
}

/** The SDK's reading (NOTES 8.2): extensions.code or .type first, then the HTTP status. */
export function errorFromGraphql(status: number, errors: readonly LinearErrorEntry[], subject: RequestSubject, waitMs: number): LinearError {
  const first = errors[0] ?? {};
  const code = String(first.extensions?.code ?? "").toUpperCase();
  const type = String(first.extensions?.type ?? "").toLowerCase();
  const message = typeof first.message === "string" ? first.message : "";
  const said = quoted(first.extensions?.userPresentableMessage ?? message);
  if (code === "AUTHENTICATION_ERROR" || type === "authentication error") {
    return new LinearError("unauthorized", sayRefusal("linear.badKey"), status);
  }
  if (code === "RATELIMITED" || type === "ratelimited") return rateLimited(waitMs);
  if (code === "FORBIDDEN" || type === "forbidden") return new LinearError("forbidden", sayRefusal("linear.forbidden", { says: said }), status);
  if (/entity not found/i.test(message)) return new LinearError("not_found", subject.notFound ?? sayRefusal("linear.notFound", { says: said }), status);
  if (code === "INVALID_INPUT" || type === "invalid input" || code === "GRAPHQL_VALIDATION_FAILED" || code === "BAD_USER_INPUT") {
    return new LinearError("invalid", sayRefusal("linear.refused", { says: said }), status);
  }
  if (status >= 500) return new LinearError("server", sayRefusal("tracker.trouble", { tracker: "Linear", status }), status);
  if (status === 401) return errorFromGraphql(status, [{ extensions: { code: "AUTHENTICATION_ERROR" } }], subject, waitMs);
  if (status === 403) return errorFromGraphql(status, [{ extensions: { code: "FORBIDDEN" } }], subject, waitMs);
  return new LinearError("bad_response", sayRefusal("linear.noAnswer", { says: said }), status);
}

export function fromEgress(error: EgressError): LinearError {
  return new LinearError("unreachable", sayRefusal("tracker.unreachable", { tracker: "Linear", error: error.message }));
}
