// Every way a Jira Data Center call can fail, as one error whose message says what to do. Built
// from status, headers and Jira's own reasons, never from the request: the token is in no message.
import { EgressError } from "../../../server/egress/egressError";
import { TrackerError } from "../../../server/egress/trackerError";
import { headerValue, tryAgainIn } from "../../../server/egress/retryingRequest";

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

function withReasons(sentence: string, reasons: string[]): string {
  if (!reasons.length) return sentence;
  const text = reasons.join(" ").slice(0, 400);
  return `${sentence} Jira says: ${text}${/[.!?]$/.test(text) ? "" : "."}`;
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string {
  return headerValue(headers, name) ?? "";
}

export function rateLimited(waitMs: number): JiraDcError {
  return new JiraDcError("rate_limited", `Jira's rate limit for this account is reached. ${tryAgainIn(waitMs)}`, 429);
}

export function loginPage(status: number): JiraDcError {
  return new JiraDcError(
    "login_page",
    "The site answered with a login page instead of Jira's API. Check the site's address (with its context path, such as /jira), and ask the site's administrators to let personal access tokens through their sign-in proxy.",
    status,
  );
}

/** An HTML page is a proxy's or Jira's sign-in form, not an answer of the API. */
export function looksLikeHtml(contentType: string, text: string): boolean {
  return /text\/html|application\/xhtml/i.test(contentType) || /^\s*<(!doctype|html)/i.test(text);
}

export function errorFromResponse(status: number, headers: Record<string, string | string[] | undefined>, body: unknown, subject: RequestSubject): JiraDcError {
  const reasons = reasonsFromBody(body);
  if (status === 401) {
    return new JiraDcError("unauthorized", "Jira did not accept the personal access token (401): it may be wrong, expired or revoked. Create a new one in Jira (your profile, Personal Access Tokens) and paste it again.", 401);
  }
  if (status === 403 && (/captcha/i.test(header(headers, "x-authentication-denied-reason")) || /AUTHENTICATION_DENIED/i.test(header(headers, "x-seraph-loginreason")))) {
    return new JiraDcError("captcha", "Jira has locked this account after too many failed sign-ins (CAPTCHA). Sign in to Jira once in a browser, then try again.", 403);
  }
  if (status === 403) return new JiraDcError("forbidden", withReasons("Jira refused the request (403): the account may not do this, or has no Jira Software licence.", reasons), 403);
  if (status === 404) return new JiraDcError("not_found", withReasons(subject.notFound ?? "Jira could not find it (404), or the account may not see it.", reasons), 404);
  if (status === 400 || status === 409 || status === 422) return new JiraDcError("invalid", withReasons(`Jira refused the request (${status}).`, reasons), status);
  if (status >= 500) return new JiraDcError("server", `Jira is having trouble right now (${status}). Try again in a few minutes.`, status);
  return new JiraDcError("bad_response", withReasons(`Jira answered with an unexpected status (${status}).`, reasons), status);
}

export function fromEgress(error: EgressError): JiraDcError {
  return new JiraDcError("unreachable", `Jira could not be reached: ${error.message}`);
}
