// Every way a GitLab call can fail, as one error whose message says what to do. Built from the
// status and GitLab's own {message} or {error} (NOTES 9.1, 9.6), never from the request: the token is in no message.
import { EgressError } from "../../../server/egress/egressError";
import { TrackerError } from "../../../server/egress/trackerError";
import { tryAgainIn } from "../../../server/egress/retryingRequest";

export type GitLabErrorKind =
  | "unauthorized" // 401: wrong, expired or revoked token
  | "forbidden" // 403: a read_api token writing, or a role that may not
  | "not_found" // 404, also a private project the user cannot see
  | "invalid" // 400/422, or refused before sending
  | "no_weights" // the instance has no issue weights (GitLab Free)
  | "rate_limited" // 429 after the allowed waits
  | "server" // 5xx
  | "sign_in_page" // an HTML page instead of the API (wrong address, a sign-in proxy)
  | "unreachable" // refused by the egress guard, DNS, timeout, too large
  | "bad_response";

export class GitLabError extends TrackerError<GitLabErrorKind> {}

export interface RequestSubject {
  notFound?: string;
}

const TOKEN_PAGE = "your GitLab profile, Access tokens";

/** GitLab's reason: {"message": "..."}, {"message": {"field": ["..."]}}, {"error": "..."}. */
export function reasonOf(body: unknown): string {
  if (!body || typeof body !== "object") return "";
  const { message, error, error_description: description } = body as Record<string, unknown>;
  if (typeof description === "string") return description;
  if (typeof error === "string") return error;
  if (typeof message === "string") return message;
  if (message && typeof message === "object") {
    return Object.entries(message as Record<string, unknown>)
      .map(([field, value]) => (field === "error" ? String(value) : `${field} ${Array.isArray(value) ? value.join(", ") : String(value)}`))
      .join("; ");
  }
  return "";
}

function quoted(reason: string): string {
  const text = reason.trim().slice(0, 300);
  return text ? ` GitLab says: ${text}${/[.!?]$/.test(text) ? "" : "."}` : "";
}

export function rateLimited(waitMs: number): GitLabError {
  return new GitLabError("rate_limited", `GitLab's rate limit for this account is reached. ${tryAgainIn(waitMs)}`, 429);
}

export function noWeights(status: number | null): GitLabError {
  return new GitLabError(
    "no_weights",
    "This GitLab instance has no issue weights (a Premium and Ultimate feature), so the estimate cannot be written to GitLab. Write it by hand, or use a label.",
    status,
  );
}

export function signInPage(status: number): GitLabError {
  return new GitLabError("sign_in_page", "The site answered with a web page instead of GitLab's API. Check the site's address (with its path, if GitLab is not at the root).", status);
}

export function errorFromResponse(status: number, body: unknown, subject: RequestSubject): GitLabError {
  const reason = reasonOf(body);
  if (status === 401) return new GitLabError("unauthorized", `GitLab did not accept the personal access token (401): it may be wrong, expired or revoked. Create a new one in ${TOKEN_PAGE}, and paste it again.`, 401);
  if (status === 403) {
    const scope = /insufficient_scope|higher privileges/i.test(reason);
    return new GitLabError(
      "forbidden",
      scope
        ? "The GitLab token lacks the api scope, which writing needs (read_api only reads). Create a token with the api scope, and paste it again."
        : `GitLab refused the request (403): the token may lack the api scope (read_api only reads), or your role in the project may not edit issues.${quoted(reason)}`,
      403,
    );
  }
  if (status === 404) return new GitLabError("not_found", subject.notFound ?? `GitLab could not find it (404), or the token may not see it.${quoted(reason)}`, 404);
  if (status === 400 || status === 409 || status === 422) return new GitLabError("invalid", `GitLab refused the request (${status}).${quoted(reason)}`, status);
  if (status >= 500) return new GitLabError("server", `GitLab is having trouble right now (${status}). Try again in a few minutes.`, status);
  return new GitLabError("bad_response", `GitLab answered with an unexpected status (${status}).${quoted(reason)}`, status);
}

export function fromEgress(error: EgressError): GitLabError {
  return new GitLabError("unreachable", `GitLab could not be reached: ${error.message}`);
}
