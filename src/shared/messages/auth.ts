// The catalogue's auth area (MESSAGES.auth in src/shared/messages.ts): its own module, so a page
// loads only the areas it shows. The account's sentences are a module of their own (authAccount.ts);
// MESSAGES.auth joins the two.
export const AUTH_MESSAGES = {
  /** Shown while tokens refresh (spec 8). */
  leavePageWarning: "Are you sure you want to leave? Your changes may not be saved.",
  githubFailed: "Could not sign in with GitHub. Please try again.",
  signInInvalidPassword: "Invalid password. Please try again.",
  signInFailed: "Could not sign in. Please check your credentials.",
  signUpEmailExists: "An account with this email already exists.",
  signUpFailed: "Could not create account. Please try again.",
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  notSignedIn: "You must be signed in to do that.",
  sessionExpired: "Your session has expired. Please sign in again.",
  /** Server side: `mapSignInError` keys on the words 'Invalid password'. */
  serverInvalidPassword: "Invalid password",
  /** Server side: deliberately vague, maps to `signInFailed`. */
  serverUnknownAccount: "No account matches this email and password",
  /** Server side: `mapSignUpError` keys on the words 'already exists'. */
  serverEmailExists: "An account with this email already exists",
  githubNotConfigured: "Sign-in with GitHub is not available on this server.",
  // Accounts and their sign-in methods (no spec wording).
  /** Server side: a password sign-in for an account that has only GitHub. */
  serverGithubOnly: "This account signs in with GitHub. Please use Continue with GitHub.",
  githubOnlyHint: "This account signs in with GitHub: use Continue with GitHub.",
  githubLinkRequired:
    "An account with this email already exists. To use GitHub with it, sign in with your email and password, then choose Link GitHub in the account menu.",
  githubTakenByOther: "This GitHub account is already linked to another account.",
  /** Server side: a refresh token used twice (stolen, or two tabs raced); the session is ended. */
  sessionRevoked: "This sign-in was used from somewhere else, so it was ended to keep your account safe. Please sign in again.",
  githubOtherBrowser: "This sign-in must be finished in the browser that started it. Please sign in again.",
  githubSignInExpired: "This sign-in link has expired or was already used. Please sign in again.",
  /** Server side: auth.signIn called without a way to sign in (API users). */
  signInArgsMissing: 'Choose how to sign in: provider "password" or "github", a code with its verifier, or a refresh token.',
} as const;

/** Sign-in refused for a while after too many failures, for the account or from the address. */
export function signInLockedOut(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/** A rate-limit refusal: the forms show it as it is, since the spec's sentences would mislead. */
export function isLimitMessage(serverMessage: string): boolean {
  return serverMessage === AUTH_MESSAGES.tooManyAttempts || serverMessage.startsWith("Too many failed sign-in attempts.");
}

/** The server's sign-in error, turned into the sentence the sign-in form shows (spec 8). */
export function mapSignInError(serverMessage: string | null | undefined): string {
  if (serverMessage && isLimitMessage(serverMessage)) return serverMessage;
  return (serverMessage ?? "").includes("Invalid password")
    ? AUTH_MESSAGES.signInInvalidPassword
    : AUTH_MESSAGES.signInFailed;
}

/** The server's sign-up error, turned into the sentence the sign-up form shows (spec 8). */
export function mapSignUpError(serverMessage: string | null | undefined): string {
  if (serverMessage && isLimitMessage(serverMessage)) return serverMessage;
  return (serverMessage ?? "").includes("already exists")
    ? AUTH_MESSAGES.signUpEmailExists
    : AUTH_MESSAGES.signUpFailed;
}
