// Internal functions for the OAuth redirect flow: remember the state, take it back once at the
// callback, sign the GitHub user in (creating or linking the account), and redeem the
// one-time code the browser brings back.
import { z } from "zod";
import { findUserByEmail, findUserIdByOAuthAccount, getUser, insertUser, linkOAuthAccount, setUserImage } from "../data/users";
import { claimSignInCode, findSignInCode, insertOAuthState, insertSignInCode, takeOAuthState, type OAuthStateRow } from "../data/signInFlows";
import { mutation, type DataAccess } from "../runtime/functions";
import { newId, randomToken, sha256Base64url } from "./secrets";
import { startAuthSession, type SessionGrant } from "./sessionStore";

/** The browser redeems the code right after the redirect; a short life limits a leaked URL. */
export const SIGN_IN_CODE_TTL_MS = 2 * 60_000;

const short = z.string().min(1).max(200);

export const saveOAuthState = mutation({
  args: z.object({
    state: short,
    provider: short,
    codeVerifier: short,
    verifierHash: short,
    redirectTo: z.string().max(1000).nullable(),
    expiresAt: z.number().int(),
  }),
  handler: async (ctx, a) => {
    await insertOAuthState(
      ctx.data,
      { state: a.state, provider: a.provider, code_verifier: a.codeVerifier, verifier_hash: a.verifierHash, redirect_to: a.redirectTo, expires_at: a.expiresAt },
      ctx.now,
    );
    return null;
  },
});

/** The state row, once; null when unknown, already used or expired. */
export const consumeOAuthState = mutation({
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
  email: z.string().min(3).max(320),
  name: z.string().min(1).max(200),
  image: z.string().max(2000).nullable(),
});

/**
 * Finds the user for this provider account, else links the account with the same (verified)
 * email, else creates one; then returns a one-time code bound to the flow's verifier.
 */
export const completeOAuthSignIn = mutation({
  args: z.object({ profile: oauthProfile, verifierHash: short }),
  handler: async (ctx, { profile, verifierHash }) => {
    const userId = await upsertOAuthUser(ctx.data, profile, ctx.now);
    const code = randomToken();
    await insertSignInCode(ctx.data, { code_hash: sha256Base64url(code), user_id: userId, verifier_hash: verifierHash, expires_at: ctx.now + SIGN_IN_CODE_TTL_MS }, ctx.now);
    return { code };
  },
});

async function upsertOAuthUser(data: DataAccess, profile: z.output<typeof oauthProfile>, now: number): Promise<string> {
  const linked = await findUserIdByOAuthAccount(data, profile.provider, profile.accountId);
  if (linked) {
    const user = await getUser(data, linked);
    if (user && !user.image && profile.image) await setUserImage(data, linked, profile.image);
    return linked;
  }
  const existing = await findUserByEmail(data, profile.email);
  let userId: string;
  if (existing) {
    userId = existing.id;
    if (!existing.image && profile.image) await setUserImage(data, userId, profile.image);
  } else {
    userId = newId();
    await insertUser(data, { id: userId, name: profile.name, email: profile.email, image: profile.image, theme: null, created_at: now });
  }
  await linkOAuthAccount(data, { provider: profile.provider, accountId: profile.accountId, userId, now });
  return userId;
}

/** A session for a valid, unused, unexpired code presented with its verifier; null otherwise. */
export const redeemSignInCode = mutation({
  args: z.object({ codeHash: short, verifierHash: short }),
  handler: async (ctx, { codeHash, verifierHash }): Promise<SessionGrant | null> => {
    const code = await findSignInCode(ctx.data, codeHash);
    if (!code || code.used_at !== null || code.expires_at <= ctx.now || code.verifier_hash !== verifierHash) return null;
    if (!(await claimSignInCode(ctx.data, codeHash, ctx.now))) return null;
    return startAuthSession(ctx.data, code.user_id, ctx.now);
  },
});
