// Why a GitHub sign-in failed: the server redirects to /signin?error=<reason>, the sign-in page
// shows the sentence. Unknown reasons (or GitHub's own error codes) get the generic one.
import { AUTH_MESSAGES } from "./messages/auth";

/** Where a link flow's one-time code comes back (not `code`: linking signs nobody in). */
export const LINK_CODE_PARAM = "linkCode";
/** Where a link flow's failure reason comes back, to the page the user was on. */
export const LINK_ERROR_PARAM = "linkError";

export const OAUTH_ERROR_SENTENCES = {
  access_denied: "GitHub sign-in was cancelled.",
  invalid_state: "This sign-in link has expired. Please try again.",
  bad_verification_code: "GitHub did not accept the sign-in. Please try again.",
  unverified_email: "Your GitHub account needs a verified primary email address. Verify it on GitHub, then try again.",
  not_configured: AUTH_MESSAGES.githubNotConfigured,
  github_error: AUTH_MESSAGES.githubFailed,
  link_required: AUTH_MESSAGES.githubLinkRequired,
  github_taken: AUTH_MESSAGES.githubTakenByOther,
  verify_required: "Please verify your email address first: send yourself a verification email from the account menu, then link GitHub.",
} as const;

export type OAuthErrorReason = keyof typeof OAUTH_ERROR_SENTENCES;

export function describeOAuthError(reason: string | null | undefined): string {
  return Object.hasOwn(OAUTH_ERROR_SENTENCES, reason ?? "")
    ? OAUTH_ERROR_SENTENCES[reason as OAuthErrorReason]
    : AUTH_MESSAGES.githubFailed;
}
