// Every way a GitHub call can fail, as one error whose message is a sentence that says what to do.
// Never built from a request: the token is in no message (tests check it).
import { EgressError } from "../../../server/egress/egressError";
import { TrackerError } from "../../../server/egress/trackerError";
import { tryAgainIn } from "../../../server/egress/retryingRequest";

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
  return new GitHubError("unauthorized", `GitHub did not accept the token (401 Bad credentials): it may be wrong, expired or revoked. Create a new personal access token at ${TOKENS_PAGE} and paste it again.`, 401);
}

export function missingScopes(scopes: readonly string[], status: number | null = 403): GitHubError {
  const named = scopes.length ? scopes.join(" or ") : "a scope this needs";
  return new GitHubError("missing_scope", `The GitHub token lacks the ${named} scope. Add it to the token at ${TOKENS_PAGE}, then try again.`, status);
}

export function rateLimited(waitMs: number): GitHubError {
  return new GitHubError("rate_limited", `GitHub's rate limit for this token is used up. ${tryAgainIn(waitMs)}`, 429);
}

function quoted(message: unknown): string {
  if (typeof message !== "string" || !message.trim()) return "";
  const text = message.trim().slice(0, 300);
  return ` GitHub says: ${text}${/[.!?]$/.test(text) ? "" : "."}`;
}

/** A REST answer that is not a success (and not a rate limit, handled before). */
export function errorFromStatus(status: number, headers: Record<string, string | string[] | undefined>, body: unknown, subject: RequestSubject): GitHubError {
  const message = body && typeof body === "object" ? (body as { message?: unknown }).message : undefined;
  if (status === 401) return badToken();
  if (status === 403) {
    const accepted = String(headers["x-accepted-oauth-scopes"] ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    const granted = String(headers["x-oauth-scopes"] ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    if (accepted.length && !accepted.some((scope) => granted.includes(scope))) return missingScopes(accepted);
    return new GitHubError("forbidden", `GitHub refused the request (403): the token may not do this here (organisation SSO, an IP allow list or missing access).${quoted(message)}`, 403);
  }
  if (status === 404) return new GitHubError("not_found", subject.notFound ?? "GitHub could not find it (404), or the token may not see it. Check the name, and for a private repository give the token the repo scope.", 404);
  if (status === 410) return new GitHubError("gone", subject.gone ?? "GitHub says this is gone (410): issues may be turned off for the repository.", 410);
  if (status === 400 || status === 422) return new GitHubError("invalid", `GitHub refused the request (${status}).${quoted(message)}`, status);
  if (status >= 500) return new GitHubError("server", `GitHub is having trouble right now (${status}). Try again in a few minutes.`, status);
  return new GitHubError("bad_response", `GitHub answered with an unexpected status (${status}).${quoted(message)}`, status);
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
      return new GitHubError("not_found", subject.notFound ?? `GitHub could not find it, or the token may not see it.${quoted(message)}`);
    case "FORBIDDEN":
      return new GitHubError("forbidden", `GitHub refused the request: the token may not do this here.${quoted(message)}`);
    case "RATE_LIMITED":
      return rateLimited(60_000);
    default:
      return new GitHubError("bad_response", `GitHub could not answer the query.${quoted(message)}`);
  }
}

/** The egress guard's sentence, kept: it names the host and what the operator can do. */
export function fromEgress(error: EgressError): GitHubError {
  return new GitHubError("unreachable", `GitHub could not be reached: ${error.message}`);
}
