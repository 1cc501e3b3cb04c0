// Internal functions for the OAuth redirect flow: remember the state, take it back once at the
// callback, sign the GitHub user in (creating the account, or joining one whose owner proved the
// email) or hold a link for the signed-in user who asked, and redeem the one-time code the
// browser brings back.
import { z } from "zod";
import { findUserByEmail, findUserIdByOAuthAccount, getUser, insertUser, linkOAuthAccount, setUserImage } from "../users";
import {
  claimAccountLinkCode,
  claimSignInCode,
  findSignInCode,
  insertAccountLinkCode,
  insertOAuthState,
  insertSignInCode,
  takeOAuthState,
  type OAuthStateRow,
} from "./data/signInFlows";
import { MESSAGES } from "../../../shared/messages";
import { type DataAccess, FunctionError, internalMutation } from "../../live";
import { newId, randomToken, sha256Base64url } from "./secrets";
import { startAuthSession, type SessionGrant } from "./sessionStore";
import { hasAuthSessionSince } from "./data/authSessions";

/** The browser redeems the code right after the redirect; a short life limits a leaked URL. */
export const SIGN_IN_CODE_TTL_MS = 2 * 60_000;

const short = z.string().min(1).max(200);

export const saveOAuthState = internalMutation({
  args: z.object({
    state: short,
    provider: short,
    codeVerifier: short,
    verifierHash: short,
    redirectTo: z.string().max(1000).nullable(),
    expiresAt: z.number().int(),
    /** Set by a signed-in user's link flow. */
    linkUserId: short.nullable().default(null),
  }),
  handler: async (ctx, a) => {
    await insertOAuthState(
      ctx.data,
      {
        state: a.state,
        provider: a.provider,
        code_verifier: a.codeVerifier,
        verifier_hash: a.verifierHash,
        redirect_to: a.redirectTo,
        expires_at: a.expiresAt,
        link_user_id: a.linkUserId,
      },
      ctx.now,
    );
    return null;
  },
});

/** The state row, once; null when unknown, already used or expired. */
export const consumeOAuthState = internalMutation({
  args: z.object({ state: short, provider: short }),
  handler: async (ctx, { state, provider }): Promise<OAuthStateRow | null> => {
    const row = await takeOAuthState(ctx.data, state);
    if (!row || row.provider !== provider || row.expires_at <= ctx.now) return null;
    return row;
  },
});

const oauthProfile = z.object({
  provider: short,
  accountId: short,
  login: z.string().max(100).nullable(),
  email: z.string().min(3).max(320),
  name: z.string().min(1).max(200),
  image: z.string().max(2000).nullable(),
});

/** Why an OAuth callback did not sign in or link; the reason goes to /signin?error= (oauthErrors.ts). */
export type OAuthRefusal = { refused: "link_required" | "github_taken" | "verify_required" };

/**
 * Finds the user for this provider account, else links the account with the same email if its
 * owner proved that email and signed in since, else creates one; then returns a one-time code
 * bound to the flow's verifier. An unproven account with that email is never joined: its password
 * may be a squatter's; nor one proven but not signed into since (the proof may have been a
 * click on a squatter's mail by the address's owner).
 */
export const completeOAuthSignIn = internalMutation({
  args: z.object({ profile: oauthProfile, verifierHash: short }),
  handler: async (ctx, { profile, verifierHash }): Promise<{ code: string } | OAuthRefusal> => {
    const userId = await upsertOAuthUser(ctx.data, profile, ctx.now);
    if (!userId) return { refused: "link_required" };
    const code = randomToken();
    await insertSignInCode(ctx.data, { code_hash: sha256Base64url(code), user_id: userId, verifier_hash: verifierHash, expires_at: ctx.now + SIGN_IN_CODE_TTL_MS }, ctx.now);
    return { code };
  },
});

async function upsertOAuthUser(data: DataAccess, profile: z.output<typeof oauthProfile>, now: number): Promise<string | null> {
  const linked = await findUserIdByOAuthAccount(data, profile.provider, profile.accountId);
  if (linked) {
    const user = await getUser(data, linked);
    if (user && !user.image && profile.image) await setUserImage(data, linked, profile.image);
    return linked;
  }
  const existing = await findUserByEmail(data, profile.email);
  let userId: string;
  if (existing) {
    if (existing.email_verified_at === null) return null;
    if (!(await hasAuthSessionSince(data, existing.id, existing.email_verified_at))) return null;
    userId = existing.id;
    if (!existing.image && profile.image) await setUserImage(data, userId, profile.image);
  } else {
    userId = newId();
    // GitHub gave its primary, verified address (github.ts): proven.
    await insertUser(data, { id: userId, name: profile.name, email: profile.email, image: profile.image, theme: null, created_at: now, email_verified_at: now });
  }
  await linkOAuthAccount(data, { provider: profile.provider, accountId: profile.accountId, userId, login: profile.login, now });
  return userId;
}

/**
 * The callback of a link flow a signed-in user started: a one-time code that only that user,
 * in the browser holding the flow's verifier, can redeem (redeemAccountLinkCode).
 */
export const completeOAuthLink = internalMutation({
  args: z.object({ profile: oauthProfile, userId: short, verifierHash: short }),
  handler: async (ctx, { profile, userId, verifierHash }): Promise<{ code: string } | OAuthRefusal> => {
    const owner = await findUserIdByOAuthAccount(ctx.data, profile.provider, profile.accountId);
    if (owner && owner !== userId) return { refused: "github_taken" };
    // One person, one account: nothing is linked to an address nobody has proven.
    if ((await getUser(ctx.data, userId))?.email_verified_at == null) return { refused: "verify_required" };
    const code = randomToken();
    await insertAccountLinkCode(
      ctx.data,
      {
        code_hash: sha256Base64url(code),
        user_id: userId,
        provider: profile.provider,
        provider_account_id: profile.accountId,
        login: profile.login,
        verifier_hash: verifierHash,
        expires_at: ctx.now + SIGN_IN_CODE_TTL_MS,
      },
      ctx.now,
    );
    return { code };
  },
});

/** Links the GitHub account of a valid code to the caller; the caller must be the user who started it. */
export const redeemAccountLinkCode = internalMutation({
  args: z.object({ codeHash: short, verifierHash: short }),
  handler: async (ctx, { codeHash, verifierHash }): Promise<"linked" | "expired" | "taken" | "unverified"> => {
    if (!ctx.auth) throw new FunctionError(MESSAGES.auth.notSignedIn);
    const row = await claimAccountLinkCode(ctx.data, codeHash, ctx.now);
    if (!row || row.expires_at <= ctx.now || row.verifier_hash !== verifierHash || row.user_id !== ctx.auth.userId) return "expired";
    if ((await getUser(ctx.data, row.user_id))?.email_verified_at == null) return "unverified";
    const owner = await findUserIdByOAuthAccount(ctx.data, row.provider, row.provider_account_id);
    if (owner === row.user_id) return "linked";
    if (owner) return "taken";
    await linkOAuthAccount(ctx.data, { provider: row.provider, accountId: row.provider_account_id, userId: row.user_id, login: row.login, now: ctx.now });
    return "linked";
  },
});

/** A session for a valid, unused, unexpired code presented with its verifier; null otherwise. */
export const redeemSignInCode = internalMutation({
  args: z.object({ codeHash: short, verifierHash: short }),
  handler: async (ctx, { codeHash, verifierHash }): Promise<SessionGrant | null> => {
    const code = await findSignInCode(ctx.data, codeHash);
    if (!code || code.used_at !== null || code.expires_at <= ctx.now || code.verifier_hash !== verifierHash) return null;
    if (!(await claimSignInCode(ctx.data, codeHash, ctx.now))) return null;
    return startAuthSession(ctx.data, code.user_id, ctx.now);
  },
});
