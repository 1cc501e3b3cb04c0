// Internal functions for mailed links: issue a password-reset or verification token (kept as
// SHA-256 only), and redeem one once. A reset sets the password and signs the account out
// everywhere; both prove the address, which lets a GitHub account with that verified email join.
import { z } from "zod";
import { revokeUserSessions } from "./data/authSessions";
import { claimEmailToken, insertEmailToken } from "./data/emailTokens";
import { findUserByEmail, getUser, markEmailVerified, upsertPasswordHash } from "../users/data/users";
import { internalMutation, type MutationCtx } from "../../live";
import { randomToken, sha256Base64url } from "./secrets";

/** The issue's rule: a reset link works for 30 minutes. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;
/** Verification mail may sit in an inbox overnight. */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60_000;

const hashArg = z.string().min(1).max(100);

/** A reset token for the account with this (normalised) email; null when there is none. */
export const issuePasswordResetToken = internalMutation({
  args: z.object({ email: z.string().min(1).max(320) }),
  handler: async (ctx, { email }): Promise<{ token: string; email: string } | null> => {
    const user = await findUserByEmail(ctx.data, email);
    if (!user) return null;
    return issueEmailToken(ctx, user, "reset", RESET_TOKEN_TTL_MS);
  },
});

/** A verification token for the caller's current address; null when signed out or already verified. */
export const issueVerificationToken = internalMutation({
  args: z.object({}),
  handler: async (ctx): Promise<{ token: string; email: string } | null> => {
    if (!ctx.auth) return null;
    const user = await getUser(ctx.data, ctx.auth.userId);
    if (!user || user.email_verified_at !== null) return null;
    return issueEmailToken(ctx, user, "verify", VERIFY_TOKEN_TTL_MS);
  },
});

/** Sets the new password and revokes every session; false for an unknown, used or expired link. */
export const redeemPasswordReset = internalMutation({
  args: z.object({ tokenHash: hashArg, passwordHash: z.string().min(1).max(500) }),
  handler: async (ctx, { tokenHash, passwordHash }): Promise<boolean> => {
    const token = await claimEmailToken(ctx.data, tokenHash, "reset", ctx.now);
    if (!token) return false;
    const user = await getUser(ctx.data, token.user_id);
    if (!user) return false;
    await upsertPasswordHash(ctx.data, user.id, passwordHash, ctx.now);
    await revokeUserSessions(ctx.data, user.id, ctx.now);
    // The mail reached its owner: the address is proven.
    if (user.email === token.email) await markEmailVerified(ctx.data, user.id, ctx.now);
    return true;
  },
});

/** Marks the address verified if the account still has it; false for an unknown, used or expired link. */
export const redeemEmailVerification = internalMutation({
  args: z.object({ tokenHash: hashArg }),
  handler: async (ctx, { tokenHash }): Promise<boolean> => {
    const token = await claimEmailToken(ctx.data, tokenHash, "verify", ctx.now);
    if (!token) return false;
    const user = await getUser(ctx.data, token.user_id);
    if (!user || user.email !== token.email) return false;
    await markEmailVerified(ctx.data, user.id, ctx.now);
    return true;
  },
});

/** Stores only the token's hash; the token itself goes into the mailed link. */
async function issueEmailToken(
  ctx: MutationCtx,
  user: { id: string; email: string },
  purpose: "reset" | "verify",
  ttlMs: number,
): Promise<{ token: string; email: string }> {
  const token = randomToken();
  await insertEmailToken(ctx.data, { token_hash: sha256Base64url(token), user_id: user.id, purpose, email: user.email, created_at: ctx.now, expires_at: ctx.now + ttlMs });
  return { token, email: user.email };
}
