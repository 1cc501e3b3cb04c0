// Every way a JIRA call can fail, as one error type whose message is a sentence for a person:
// the UI shows it as 'Connection failed: {error}' or 'Failed to update JIRA: {error}'. Sentences
// the catalogue has are taken from it; JIRA's own reasons and a hint are added where they help.
import { MESSAGES } from "../../../../shared/messages";
import { sayRefusal } from "../../../../shared/messageCodes";

const M = MESSAGES.jira;

export type JiraErrorKind =
  | "invalid_config" // refused before any request: bad site name, project key, issue key or points
  | "unauthorized" // 401: wrong, expired or scoped token, wrong email
  | "captcha" // 403 with the CAPTCHA lock-out headers
  | "forbidden" // 403 otherwise
  | "not_found" // 404: issue or project missing or invisible, or no JIRA site at that name
  | "bad_request" // 400 (and 409/422): JIRA's own reasons are kept in the sentence
  | "gone" // 410: an API JIRA has removed
  | "rate_limited" // 429 still there after the allowed retries
  | "server" // 5xx
  | "timeout"
  | "network"
  | "bad_response" // not JSON, a redirect, or a shape we cannot read
  | "no_story_points_field";

export class JiraError extends Error {
  constructor(
    readonly kind: JiraErrorKind,
    message: string,
    readonly status: number | null = null,
    /** JIRA's own words (errorMessages, errors, message), when it gave any. */
    readonly reasons: string[] = [],
  ) {
    super(message);
    this.name = "JiraError";
  }
}

/** What a request was about, so a 404 can say what was missing (the ticket, not the site). */
export interface RequestSubject {
  notFoundMessage?: string;
}

const MAX_REASONS_LENGTH = 400;

/** JIRA's reasons from either error shape: the `errorMessages`/`errors` envelope or `{message}`. */
export function reasonsFromBody(body: unknown): string[] {
  if (!body || typeof body !== "object" || Array.isArray(body)) return [];
  const { errorMessages, errors, message } = body as Record<string, unknown>;
  const reasons: string[] = [];
  if (Array.isArray(errorMessages)) reasons.push(...errorMessages.filter((m): m is string => typeof m === "string"));
  if (errors && typeof errors === "object") {
    reasons.push(...Object.values(errors).filter((m): m is string => typeof m === "string"));
  }
  if (typeof message === "string") reasons.push(message);
  return reasons.map((r) => r.trim()).filter(Boolean);
}

/** JIRA's reasons as one text cut to length, or "none" when it gave none (the templates' select says nothing then). */
function reasonsOf(reasons: string[]): string {
  if (reasons.length === 0) return "none";
  const text = reasons.join(" ");
  return text.length > MAX_REASONS_LENGTH ? `${text.slice(0, MAX_REASONS_LENGTH - 1)}…` : text;
}

function isCaptchaLockout(headers: Headers): boolean {
  const denied = headers.get("x-authentication-denied-reason") ?? "";
  const login = headers.get("x-seraph-loginreason") ?? "";
  return /captcha/i.test(denied) || /AUTHENTICATION_DENIED/i.test(login);
}

/** Turns a JIRA answer that is not a success into the error a person can act on. */
export function errorFromResponse(
  status: number,
  headers: Headers,
  body: unknown,
  bodyIsJson: boolean,
  subject: RequestSubject = {},
): JiraError {
  const reasons = reasonsFromBody(body);
  switch (true) {
    case status === 401:
      return new JiraError("unauthorized", sayRefusal("jiraCloud.badToken"), status, reasons);
    case status === 403 && isCaptchaLockout(headers):
      return new JiraError(
        "captcha",
        sayRefusal("jiraCloud.captcha"),
        status,
        reasons,
      );
    case status === 403:
      return new JiraError("forbidden", reasons.length > 0 ? sayRefusal("jiraCloud.forbiddenSays", { text: reasonsOf(reasons) }) : M.forbidden, status, reasons);
    case status === 404:
      // Without a JSON body the 404 came from Atlassian's site page, not from a JIRA API.
      return new JiraError("not_found", (bodyIsJson && subject.notFoundMessage) || M.notFound, status, reasons);
    case status === 400 || status === 409 || status === 422:
      return new JiraError("bad_request", sayRefusal("jiraCloud.refused", { status, reasons: reasonsOf(reasons), screen: notOnScreen(reasons) ? "yes" : "no" }), status, reasons);
    case status === 410:
      return new JiraError("gone", sayRefusal("jiraCloud.gone", { reasons: reasonsOf(reasons) }), status, reasons);
    case status === 429:
      return rateLimited();
    case status >= 500:
      return new JiraError("server", sayRefusal("tracker.trouble", { tracker: "JIRA", status }), status, reasons);
    case status >= 300 && status < 400:
      return new JiraError("bad_response", sayRefusal("jiraCloud.redirect", { status }), status, reasons);
    default:
      return new JiraError("bad_response", sayRefusal("jiraCloud.unexpectedStatus", { status, reasons: reasonsOf(reasons) }), status, reasons);
  }
}

/** The classic company-managed trap: the field exists but is not on the edit screen. */
function notOnScreen(reasons: string[]): boolean {
  return reasons.some((r) => /not on the appropriate screen/i.test(r));
}

export function rateLimited(): JiraError {
  return new JiraError("rate_limited", M.rateLimited, 429);
}

export function timedOut(timeoutMs: number): JiraError {
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));
  return new JiraError("timeout", sayRefusal("jiraCloud.timeout", { seconds }));
}

/** fetch() failed before any answer: name resolution, refused connection, TLS. */
export function unreachable(cause: unknown): JiraError {
  const code = (cause as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  if (code === "ENOTFOUND") return new JiraError("network", M.notFound);
  return new JiraError("network", M.unreachable);
}

export function tooLarge(maxBytes: number): JiraError {
  return new JiraError("bad_response", sayRefusal("jiraCloud.tooLarge", { megabytes: Math.round(maxBytes / (1024 * 1024)) }));
}

export function notJson(status: number): JiraError {
  return new JiraError("bad_response", sayRefusal("jiraCloud.notJson", { status }), status);
}
