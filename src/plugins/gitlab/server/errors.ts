// Every way a GitLab call can fail, as one error whose message says what to do. Built from the
// status and GitLab's own {message} or {error} (NOTES 9.1, 9.6), never from the request: the token is in no message.
import { EgressError } from "../../../server/egress/egressError";
import { TrackerError, trackerSays } from "../../../server/egress/trackerError";
import { minutesToWait } from "../../../server/egress/retryingRequest";
import { sayRefusal } from "../../../shared/messageCodes";

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
  return trackerSays("GitLab", reason.trim().slice(0, 300));
}

export function rateLimited(waitMs: number): GitLabError {
  return new GitLabError("rate_limited", sayRefusal("gitlab.rateLimited", { minutes: minutesToWait(waitMs) }), 429);
}

export function noWeights(status: number | null): GitLabError {
  return new GitLabError("no_weights", sayRefusal("gitlab.noWeights"), status);
}

export function signInPage(status: number): GitLabError {
  return new GitLabError("sign_in_page", sayRefusal("gitlab.signInPage"), status);
}

export function errorFromResponse(status: number, body: unknown, subject: RequestSubject): GitLabError {
  const reason = reasonOf(body);
  if (status === 401) return new GitLabError("unauthorized", sayRefusal("gitlab.badToken"), 401);
  if (status === 403) {
    const scope = /insufficient_scope|higher privileges/i.test(reason);
    return new GitLabError(
      "forbidden",
      scope ? sayRefusal("gitlab.lacksApiScope") : sayRefusal("gitlab.forbidden", { says: quoted(reason) }),
      403,
    );
  }
  if (status === 404) return new GitLabError("not_found", subject.notFound ?? sayRefusal("gitlab.notFound", { says: quoted(reason) }), 404);
  if (status === 400 || status === 409 || status === 422) return new GitLabError("invalid", sayRefusal("tracker.refused", { tracker: "GitLab", status, says: quoted(reason) }), status);
  if (status >= 500) return new GitLabError("server", sayRefusal("tracker.trouble", { tracker: "GitLab", status }), status);
  return new GitLabError("bad_response", sayRefusal("tracker.unexpectedStatus", { tracker: "GitLab", status, says: quoted(reason) }), status);
}

export function fromEgress(error: EgressError): GitLabError {
  return new GitLabError("unreachable", sayRefusal("tracker.unreachable", { tracker: "GitLab", error: error.message }));
}
