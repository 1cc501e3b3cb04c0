// Internal functions for mailed links: issue a password-reset or verification token (kept as
// SHA-256 only), and redeem one once. A reset sets the password and signs the account out
// everywhere; both prove the address, which lets a GitHub account with that verified email join
// once its owner has signed in since. Proving an address for the first time removes the GitHub
// sign-ins linked before (nobody proved them with the address: a squatter's, maybe), and a
// reset removes every one linked before the proof. "This wasn't me" ends an unproven account's
// claim on the address instead.
import { z } from "zod";
import { revokeUserSessions } from "./data/authSessions";
import { claimEmailToken, deleteUnusedEmailTokens, insertEmailToken, isEmailTokenUsable } from "./data/emailTokens";
import { findUserByEmail, getUser, markEmailVerified, releaseUnprovenEmail, removeOAuthAccountsLinkedBefore, upsertPasswordHash } from "../users";
import { internalMutation, internalQuery, type MutationCtx } from "../../live";
import { randomToken, sha256Base64url } from "./secrets";

/** The issue's rule: a reset link works for 30 minutes. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;
/** Verification mail may sit in an inbox overnight. */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60_000;

const hashArg = z.string().min(1).max(100);

/** A reset token for the account with this (normalised) email; null when there is none. */
export const issuePasswordResetToken = internalMutation({
  args: z.object({ email: z.string().min(1).max(320) }),
  handler: async (ctx, { email }): Promise<IssuedToken | null> => {
    const user = await findUserByEmail(ctx.data, email);
    if (!user) return null;
    return issueEmailToken(ctx, user, "reset", RESET_TOKEN_TTL_MS);
  },
});

/** A verification token for the caller's current address; null when signed out or already verified. */
export const issueVerificationToken = internalMutation({
  args: z.object({}),
  handler: async (ctx): Promise<IssuedToken | null> => {
    if (!ctx.auth) return null;
    const user = await getUser(ctx.data, ctx.auth.userId);
    if (!user || user.email_verified_at !== null) return null;
    return issueEmailToken(ctx, user, "verify", VERIFY_TOKEN_TTL_MS);
  },
});

/** What redeeming a link did: `removedLinks` GitHub sign-ins went (the page tells the owner). */
/** `language`: the account's (users.language), for the mails that follow. */
export type RedeemOutcome = { ok: false } | { ok: true; email: string; language: string | null; removedLinks: number };

/** Whether a reset link can still be used: checked before the new password is hashed. */
export const isResetTokenUsable = internalQuery({
  args: z.object({ tokenHash: hashArg }),
  handler: (ctx, { tokenHash }) => isEmailTokenUsable(ctx.data, tokenHash, "reset", ctx.now),
});

/**
 * Sets the new password, revokes every session and removes every GitHub sign-in not proven with
 * the address (linked before it was proven, or all while unproven); not ok for an unknown, used
 * or expired link.
 */
export const redeemPasswordReset = internalMutation({
  args: z.object({ tokenHash: hashArg, passwordHash: z.string().min(1).max(500) }),
  handler: async (ctx, { tokenHash, passwordHash }): Promise<RedeemOutcome> => {
    const token = await claimEmailToken(ctx.data, tokenHash, "reset", ctx.now);
    if (!token) return { ok: false };
    const user = await getUser(ctx.data, token.user_id);
    if (!user) return { ok: false };
    await upsertPasswordHash(ctx.data, user.id, passwordHash, ctx.now);
    await revokeUserSessions(ctx.data, user.id, ctx.now);
    const removedLinks = await removeOAuthAccountsLinkedBefore(ctx.data, user.id, user.email_verified_at);
    // The mail reached its owner: the address is proven.
    if (user.email === token.email) await markEmailVerified(ctx.data, user.id, ctx.now);
    return { ok: true, email: user.email, language: user.language, removedLinks };
  },
});

/** Marks the address verified if the account still has it; not ok for an unknown, used or expired link. */
export const redeemEmailVerification = internalMutation({
  args: z.object({ tokenHash: hashArg }),
  handler: async (ctx, { tokenHash }): Promise<RedeemOutcome> => {
    const token = await claimEmailToken(ctx.data, tokenHash, "verify", ctx.now);
    if (!token) return { ok: false };
    const user = await getUser(ctx.data, token.user_id);
    if (!user || user.email !== token.email) return { ok: false };
    if (!(await markEmailVerified(ctx.data, user.id, ctx.now))) return { ok: true, email: user.email, language: user.language, removedLinks: 0 };
    // Proven for the first time: whatever was linked before was not proven with the address.
    return { ok: true, email: user.email, language: user.language, removedLinks: await removeOAuthAccountsLinkedBefore(ctx.data, user.id, null) };
  },
});

/**
 * "This wasn't me": the mail's recipient says the account is not theirs. An unproven account
 * loses the address (releaseUnprovenEmail), its sessions, its links and its other mailed links;
 * false for an unknown, used or expired link, or an account whose address is already proven.
 */
export const rejectEmailVerification = internalMutation({
  args: z.object({ tokenHash: hashArg }),
  handler: async (ctx, { tokenHash }): Promise<boolean> => {
    const token = await claimEmailToken(ctx.data, tokenHash, "verify", ctx.now);
    if (!token) return false;
    const user = await getUser(ctx.data, token.user_id);
    if (!user || user.email !== token.email || user.email_verified_at !== null) return false;
    if (!(await releaseUnprovenEmail(ctx.data, user.id, token.email))) return false;
    await revokeUserSessions(ctx.data, user.id, ctx.now);
    await removeOAuthAccountsLinkedBefore(ctx.data, user.id, null);
    await deleteUnusedEmailTokens(ctx.data, user.id);
    return true;
  },
});

/** Stores only the token's hash; the token itself goes into the mailed link. */
async function issueEmailToken(
  ctx: MutationCtx,
  user: { id: string; email: string; language: string | null },
  purpose: "reset" | "verify",
  ttlMs: number,
): Promise<IssuedToken> {
  const token = randomToken();
  await insertEmailToken(ctx.data, { token_hash: sha256Base64url(token), user_id: user.id, purpose, email: user.email, created_at: ctx.now, expires_at: ctx.now + ttlMs });
  return { token, email: user.email, language: user.language };
}

/** A link's token, and where and in which language (the account's) to mail it. */
export interface IssuedToken {
  token: string;
  email: string;
  language: string | null;
}
