// Every way a GitHub call can fail, as one error whose message is a sentence that says what to do.
// Never built from a request: the token is in no message (tests check it).
import { EgressError } from "../../../server/egress/egressError";
import { TrackerError, trackerSays } from "../../../server/egress/trackerError";
import { minutesToWait } from "../../../server/egress/retryingRequest";
import { sayRefusal } from "../../../shared/messageCodes";

export type GitHubErrorKind =
  | "unauthorized" // 401: wrong, expired or revoked token
  | "missing_scope" // 403 or GraphQL INSUFFICIENT_SCOPES: the token lacks a scope
  | "forbidden" // 403 otherwise (SSO, IP allow list, no access), GraphQL FORBIDDEN
  | "not_found" // 404, GraphQL NOT_FOUND
  | "gone" // 410: issues turned off
  | "invalid" // 400/422, or an estimate field that is not there
  | "rate_limited" // still limited after the allowed waits
  | "server" // 5xx
  | "unreachable" // refused by the egress guard, DNS, timeout, too large
  | "bad_response"; // not JSON, a shape we cannot read

export class GitHubError extends TrackerError<GitHubErrorKind> {}

/** What a request was about, so a 404 or 410 names what was missing. */
export interface RequestSubject {
  notFound?: string;
  gone?: string;
}

const TOKENS_PAGE = "https://github.com/settings/tokens";

export function badToken(): GitHubError {
  return new GitHubError("unauthorized", sayRefusal("github.badToken", { page: TOKENS_PAGE }), 401);
}

export function missingScopes(scopes: readonly string[], status: number | null = 403): GitHubError {
  const sentence = scopes.length ? sayRefusal("github.missingScopes", { scopes: scopes.join(" or "), page: TOKENS_PAGE }) : sayRefusal("github.missingScope", { page: TOKENS_PAGE });
  return new GitHubError("missing_scope", sentence, status);
}

export function rateLimited(waitMs: number): GitHubError {
  return new GitHubError("rate_limited", sayRefusal("github.rateLimited", { minutes: minutesToWait(waitMs) }), 429);
}

function quoted(message: unknown): string {
  return typeof message === "string" ? trackerSays("GitHub", message.trim().slice(0, 300)) : "";
}

/** A REST answer that is not a success (and not a rate limit, handled before). */
export function errorFromStatus(status: number, headers: Record<string, string | string[] | undefined>, body: unknown, subject: RequestSubject): GitHubError {
  const message = body && typeof body === "object" ? (body as { message?: unknown }).message : undefined;
  if (status === 401) return badToken();
  if (status === 403) {
    const accepted = String(headers["x-accepted-oauth-scopes"] ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    const granted = String(headers["x-oauth-scopes"] ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    if (accepted.length && !accepted.some((scope) => granted.includes(scope))) return missingScopes(accepted);
    return new GitHubError("forbidden", sayRefusal("github.forbidden", { says: quoted(message) }), 403);
  }
  if (status === 404) return new GitHubError("not_found", subject.notFound ?? sayRefusal("github.notFound"), 404);
  if (status === 410) return new GitHubError("gone", subject.gone ?? sayRefusal("github.gone"), 410);
  if (status === 400 || status === 422) return new GitHubError("invalid", sayRefusal("tracker.refused", { tracker: "GitHub", status, says: quoted(message) }), status);
  if (status >= 500) return new GitHubError("server", sayRefusal("tracker.trouble", { tracker: "GitHub", status }), status);
  return new GitHubError("bad_response", sayRefusal("tracker.unexpectedStatus", { tracker: "GitHub", status, says: quoted(message) }), status);
}

interface GraphqlErrorEntry {
  type?: unknown;
  message?: unknown;
}

/** The scopes an INSUFFICIENT_SCOPES message asks for: "requires one of the following scopes: ['read:project']". */
function scopesNamed(message: string): string[] {
  const list = /requires one of the following scopes: \[([^\]]*)\]/.exec(message)?.[1] ?? "";
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

/** The first GraphQL error (they come with HTTP 200, NOTES 7.7) as a sentence. */
export function errorFromGraphql(errors: readonly GraphqlErrorEntry[], subject: RequestSubject): GitHubError {
  const first = errors[0] ?? {};
  const message = typeof first.message === "string" ? first.message : "";
  switch (first.type) {
    case "INSUFFICIENT_SCOPES":
      return missingScopes(scopesNamed(message), null);
    case "NOT_FOUND":
      return new GitHubError("not_found", subject.notFound ?? sayRefusal("github.queryNotFound", { says: quoted(message) }));
    case "FORBIDDEN":
      return new GitHubError("forbidden", sayRefusal("github.queryForbidden", { says: quoted(message) }));
    case "RATE_LIMITED":
      return rateLimited(60_000);
    default:
      return new GitHubError("bad_response", sayRefusal("github.queryFailed", { says: quoted(message) }));
  }
}

/** The egress guard's sentence, kept: it names the host and what the operator can do. */
export function fromEgress(error: EgressError): GitHubError {
  return new GitHubError("unreachable", sayRefusal("tracker.unreachable", { tracker: "GitHub", error: error.message }));
}
