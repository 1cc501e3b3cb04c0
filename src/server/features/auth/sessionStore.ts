// Internal functions for auth sessions and refresh tokens. Not in the public `functions`
// object: only auth actions reach them, through ctx.runMutation.
import { z } from "zod";
import {
  claimRefreshToken,
  deleteExpiredRefreshTokens,
  extendAuthSession,
  findRefreshToken,
  getAuthSession,
  hasUsedReplacement,
  hasUsedSibling,
  insertAuthSession,
  insertRefreshToken,
  revokeAuthSession,
} from "./data/authSessions";
import { internalMutation, type DataAccess } from "../../live";
import { newId, randomToken, sha256Base64url } from "./secrets";
import { AUTH_SESSION_TTL_MS, REFRESH_REUSE_WINDOW_MS, REFRESH_TOKEN_TTL_MS } from "./tokens";

/** A new or continued session: the action signs the access token from it. */
export interface SessionGrant {
  userId: string;
  sessionId: string;
  refreshToken: string;
}

export type RotationResult = { status: "rotated"; grant: SessionGrant } | { status: "invalid" } | { status: "revoked" };

const hashArg = z.string().min(1).max(100);

export async function startAuthSession(data: DataAccess, userId: string, now: number): Promise<SessionGrant> {
  const sessionId = newId();
  await insertAuthSession(data, { id: sessionId, userId, now, expiresAt: now + AUTH_SESSION_TTL_MS });
  const refreshToken = await issueRefreshToken(data, sessionId, null, now);
  return { userId, sessionId, refreshToken };
}

async function issueRefreshToken(data: DataAccess, sessionId: string, parentId: string | null, now: number): Promise<string> {
  const token = randomToken();
  await insertRefreshToken(data, { id: newId(), sessionId, tokenHash: sha256Base64url(token), parentId, now, expiresAt: now + REFRESH_TOKEN_TTL_MS });
  return token;
}

export const startSession = internalMutation({
  args: z.object({ userId: z.string().min(1).max(100) }),
  handler: (ctx, { userId }) => startAuthSession(ctx.data, userId, ctx.now),
});

/**
 * Trades a refresh token for a new one. A token used before means someone else holds a copy:
 * the whole session is revoked, unless it is a concurrent refresh (see REFRESH_REUSE_WINDOW_MS),
 * whose sibling token dies as soon as either branch is used again.
 * Revoking returns instead of throwing, so the revocation commits.
 */
export const rotateRefreshToken = internalMutation({
  args: z.object({ tokenHash: hashArg }),
  handler: async (ctx, { tokenHash }): Promise<RotationResult> => {
    const token = await findRefreshToken(ctx.data, tokenHash);
    if (!token || token.expires_at <= ctx.now) return { status: "invalid" };
    const session = await getAuthSession(ctx.data, token.session_id);
    if (!session || session.revoked_at !== null || session.expires_at <= ctx.now) return { status: "invalid" };

    // A sibling from the grace window whose twin went on: only one chain may live, so a use of
    // the other is a copy in someone else's hands.
    if (await hasUsedSibling(ctx.data, token)) {
      await revokeAuthSession(ctx.data, session.id, ctx.now);
      return { status: "revoked" };
    }
    if (!(await claimRefreshToken(ctx.data, token, ctx.now))) {
      const usedAt = token.used_at ?? ctx.now;
      const concurrent = ctx.now - usedAt <= REFRESH_REUSE_WINDOW_MS && !(await hasUsedReplacement(ctx.data, token.id));
      if (!concurrent) {
        await revokeAuthSession(ctx.data, session.id, ctx.now);
        return { status: "revoked" };
      }
    }
    await deleteExpiredRefreshTokens(ctx.data, session.id, ctx.now);
    await extendAuthSession(ctx.data, session.id, ctx.now + AUTH_SESSION_TTL_MS);
    const refreshToken = await issueRefreshToken(ctx.data, session.id, token.id, ctx.now);
    return { status: "rotated", grant: { userId: session.user_id, sessionId: session.id, refreshToken } };
  },
});

/** Signs the caller's session out everywhere it is used; its sockets re-check and drop to signed-out. */
export const revokeCallerSession = internalMutation({
  args: z.object({}),
  handler: async (ctx) => {
    if (ctx.auth) await revokeAuthSession(ctx.data, ctx.auth.authSessionId, ctx.now);
    return null;
  },
});
