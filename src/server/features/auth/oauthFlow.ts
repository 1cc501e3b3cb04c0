// The two ends of GitHub sign-in that run in auth.signIn: starting (a redirect URL plus a
// verifier only this browser keeps) and finishing (trading the one-time code from the callback,
// with that verifier, for tokens). The callback in between is routes.ts.
import { MESSAGES } from "../../../shared/messages";
import { type ActionCtx, FunctionError } from "../../live";
import { enforceLimit } from "../../limits/rateLimiter";
import { githubAuthorizeUrl, githubCallbackUrl } from "./github";
import { issueTokens, type TokensResult } from "./issueTokens";
import { redeemAccountLinkCode, redeemSignInCode, saveOAuthState } from "./oauthStore";
import { randomToken, sha256Base64url } from "./secrets";

/** Long enough for a GitHub login with two-factor authentication. */
export const OAUTH_STATE_TTL_MS = 15 * 60_000;

/** `linkUserId`: a signed-in user linking GitHub to their account rather than signing in. */
export async function startGithubSignIn(ctx: ActionCtx, redirectTo: string | undefined, linkUserId: string | null = null): Promise<{ redirect: string; verifier: string }> {
  const { github, publicUrl } = ctx.app.auth;
  if (!github) throw new FunctionError(MESSAGES.auth.githubNotConfigured);
  // Each start writes a row: limited per address, so a flood cannot grow the database.
  await enforceLimit(ctx.app.auth.rateLimits?.githubStart, ctx.clientAddress ?? "unknown", ctx.now);
  const verifier = randomToken();
  const state = randomToken();
  const codeVerifier = randomToken();
  await ctx.runMutation(saveOAuthState, {
    state,
    provider: "github",
    codeVerifier,
    verifierHash: sha256Base64url(verifier),
    redirectTo: safeRedirectPath(redirectTo, publicUrl),
    expiresAt: ctx.now + OAUTH_STATE_TTL_MS,
    linkUserId,
  });
  return { redirect: githubAuthorizeUrl(github, { redirectUri: githubCallbackUrl(publicUrl), state, codeVerifier }), verifier };
}

export async function finishOAuthSignIn(ctx: ActionCtx, code: string, verifier: string | undefined): Promise<TokensResult> {
  if (!verifier) throw new FunctionError(MESSAGES.auth.githubOtherBrowser);
  const grant = await ctx.runMutation(redeemSignInCode, { codeHash: sha256Base64url(code), verifierHash: sha256Base64url(verifier) });
  if (!grant) throw new FunctionError(MESSAGES.auth.githubSignInExpired);
  return issueTokens(ctx, grant);
}

/** The link flow's end: the callback's one-time code plus this browser's verifier, for the signed-in caller. */
export async function finishGithubLink(ctx: ActionCtx, code: string, verifier: string | undefined): Promise<null> {
  if (!ctx.auth) throw new FunctionError(MESSAGES.auth.notSignedIn);
  if (!verifier) throw new FunctionError(MESSAGES.auth.githubLinkExpired);
  const outcome = await ctx.runMutation(redeemAccountLinkCode, { codeHash: sha256Base64url(code), verifierHash: sha256Base64url(verifier) });
  if (outcome === "taken") throw new FunctionError(MESSAGES.auth.githubTakenByOther);
  if (outcome === "expired") throw new FunctionError(MESSAGES.auth.githubLinkExpired);
  if (outcome === "unverified") throw new FunctionError(MESSAGES.auth.verifyBeforeLinking);
  return null;
}

/** Only a path on this site (or a URL of it), so the callback cannot be made to send people elsewhere. */
export function safeRedirectPath(redirectTo: string | undefined, publicUrl: string): string | null {
  if (!redirectTo) return null;
  let path = redirectTo;
  if (path.startsWith(publicUrl + "/")) path = path.slice(publicUrl.length);
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return null;
  return path;
}
