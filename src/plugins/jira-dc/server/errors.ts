// Every way a Jira Data Center call can fail, as one error whose message says what to do. Built
// from status, headers and Jira's own reasons, never from the request: the token is in no message.
import { EgressError } from "../../../server/egress/egressError";
import { TrackerError, trackerSays } from "../../../server/egress/trackerError";
import { headerValue, minutesToWait } from "../../../server/egress/retryingRequest";
import { sayRefusal } from "../../../shared/messageCodes";

export type JiraDcErrorKind =
  | "invalid" // refused before any request, or 400 (bad JQL, a field not on the screen)
  | "unauthorized" // 401
  | "captcha" // 403 with the CAPTCHA lock-out headers
  | "forbidden" // 403 otherwise (no permission, no Jira Software licence)
  | "not_found" // 404
  | "rate_limited" // 429 after the allowed waits
  | "server" // 5xx
  | "login_page" // an HTML page (a sign-in proxy or the login form) instead of the API
  | "unreachable" // refused by the egress guard, DNS, timeout, too large
  | "bad_response"
  | "no_estimate_field";

export class JiraDcError extends TrackerError<JiraDcErrorKind> {}

export interface RequestSubject {
  notFound?: string;
}

/** Jira's reasons from {errorMessages, errors} or {message}. */
export function reasonsFromBody(body: unknown): string[] {
  if (!body || typeof body !== "object" || Array.isArray(body)) return [];
  const { errorMessages, errors, message } = body as Record<string, unknown>;
  const reasons: string[] = [];
  if (Array.isArray(errorMessages)) reasons.push(...errorMessages.filter((m): m is string => typeof m === "string"));
  if (errors && typeof errors === "object") reasons.push(...Object.values(errors).filter((m): m is string => typeof m === "string"));
  if (typeof message === "string") reasons.push(message);
  return reasons.map((r) => r.trim()).filter(Boolean);
}

/** Jira's reasons after a sentence: " Jira says: …", or nothing. */
function says(reasons: string[]): string {
  return trackerSays("Jira", reasons.join(" ").slice(0, 400));
}

/** A request's own sentence (written where it was asked), with Jira's reasons after it. */
function withReasons(sentence: string, reasons: string[]): string {
  return `${sentence}${says(reasons)}`;
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string {
  return headerValue(headers, name) ?? "";
}

export function rateLimited(waitMs: number): JiraDcError {
  return new JiraDcError("rate_limited", sayRefusal("jiraDc.rateLimited", { minutes: minutesToWait(waitMs) }), 429);
}

export function loginPage(status: number): JiraDcError {
  return new JiraDcError("login_page", sayRefusal("jiraDc.loginPage"), status);
}

/** An HTML page is a proxy's or Jira's sign-in form, not an answer of the API. */
export function looksLikeHtml(contentType: string, text: string): boolean {
  return /text\/html|application\/xhtml/i.test(contentType) || /^\s*<(!doctype|html)/i.test(text);
}

export function errorFromResponse(status: number, headers: Record<string, string | string[] | undefined>, body: unknown, subject: RequestSubject): JiraDcError {
  const reasons = reasonsFromBody(body);
  if (status === 401) {
    return new JiraDcError("unauthorized", sayRefusal("jiraDc.badToken"), 401);
  }
  if (status === 403 && (/captcha/i.test(header(headers, "x-authentication-denied-reason")) || /AUTHENTICATION_DENIED/i.test(header(headers, "x-seraph-loginreason")))) {
    return new JiraDcError("captcha", sayRefusal("jiraDc.captcha"), 403);
  }
  if (status === 403) return new JiraDcError("forbidden", sayRefusal("jiraDc.forbidden", { says: says(reasons) }), 403);
  if (status === 404) return new JiraDcError("not_found", subject.notFound ? withReasons(subject.notFound, reasons) : sayRefusal("jiraDc.notFound", { says: says(reasons) }), 404);
  if (status === 400 || status === 409 || status === 422) return new JiraDcError("invalid", sayRefusal("tracker.refused", { tracker: "Jira", status, says: says(reasons) }), status);
  if (status >= 500) return new JiraDcError("server", sayRefusal("tracker.trouble", { tracker: "Jira", status }), status);
  return new JiraDcError("bad_response", sayRefusal("tracker.unexpectedStatus", { tracker: "Jira", status, says: says(reasons) }), status);
}

export function fromEgress(error: EgressError): JiraDcError {
  return new JiraDcError("unreachable", sayRefusal("tracker.unreachable", { tracker: "Jira", error: error.message }));
}
