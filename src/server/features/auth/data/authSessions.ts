// Auth sessions and their refresh-token chains. Revoking a session announces its topic so
// sockets authenticated with it re-check their token and drop to signed-out.
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import type { AuthSessionsTable, RefreshTokensTable } from "../../../db/tables/auth";
import type { DataAccess } from "../../../live";
import { authSessionTopic } from "../../topics";

export type AuthSessionRow = AuthSessionsTable;
export type RefreshTokenRow = RefreshTokensTable;

export async function insertAuthSession(data: DataAccess, session: { id: string; userId: string; now: number; expiresAt: number }): Promise<void> {
  await data.db
    .insertInto("auth_sessions")
    .values({ id: session.id, user_id: session.userId, created_at: session.now, expires_at: session.expiresAt, revoked_at: null })
    .execute();
  // No topic: nothing can be watching a session that did not exist.
}

export async function getAuthSession(data: DataAccess, sessionId: string): Promise<AuthSessionRow | undefined> {
  data.readTopic(authSessionTopic(sessionId));
  return data.db.selectFrom("auth_sessions").selectAll().where("id", "=", sessionId).executeTakeFirst();
}

/** Whether the user signed in before this session began (sessions never move in time: no topic). */
export async function hasEarlierAuthSession(data: DataAccess, session: Pick<AuthSessionRow, "id" | "user_id" | "created_at">): Promise<boolean> {
  const row = await data.db
    .selectFrom("auth_sessions")
    .select("id")
    .where("user_id", "=", session.user_id)
    .where("created_at", "<", session.created_at)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the user started a session at or after `since` (signed in after proving the address). */
export async function hasAuthSessionSince(data: DataAccess, userId: string, since: number): Promise<boolean> {
  const row = await data.db.selectFrom("auth_sessions").select("id").where("user_id", "=", userId).where("created_at", ">=", since).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Sliding expiry on each refresh. No topic: nothing anyone reads changes with it. */
export async function extendAuthSession(data: DataAccess, sessionId: string, expiresAt: number): Promise<void> {
  await data.db.updateTable("auth_sessions").set({ expires_at: expiresAt }).where("id", "=", sessionId).execute();
}

export async function revokeAuthSession(data: DataAccess, sessionId: string, now: number): Promise<void> {
  await data.db.updateTable("auth_sessions").set({ revoked_at: now }).where("id", "=", sessionId).where("revoked_at", "is", null).execute();
  data.writeTopic(authSessionTopic(sessionId));
}

/** Signs the user out everywhere (a password reset): every live session, each announced. */
export async function revokeUserSessions(data: DataAccess, userId: string, now: number): Promise<number> {
  const live = await data.db.selectFrom("auth_sessions").select("id").where("user_id", "=", userId).where("revoked_at", "is", null).execute();
  for (const { id } of live) await revokeAuthSession(data, id, now);
  return live.length;
}

export async function insertRefreshToken(
  data: DataAccess,
  token: { id: string; sessionId: string; tokenHash: string; parentId: string | null; now: number; expiresAt: number },
): Promise<void> {
  await data.db
    .insertInto("refresh_tokens")
    .values({
      id: token.id,
      session_id: token.sessionId,
      token_hash: token.tokenHash,
      parent_id: token.parentId,
      used_at: null,
      created_at: token.now,
      expires_at: token.expiresAt,
    })
    .execute();
  // No topic: refresh tokens are never read live, and a rotation must not make every socket
  // of the session re-check its token.
}

export async function findRefreshToken(data: DataAccess, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const row = await data.db.selectFrom("refresh_tokens").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
  if (row) data.readTopic(authSessionTopic(row.session_id));
  return row;
}

/**
 * Marks a token used only if nobody did yet: of two concurrent refreshes exactly one wins
 * (Postgres re-checks the condition after the first commit; SQLite runs them one after the other).
 */
export async function claimRefreshToken(data: DataAccess, token: RefreshTokenRow, now: number): Promise<boolean> {
  const result = await data.db
    .updateTable("refresh_tokens")
    .set({ used_at: now })
    .where("id", "=", token.id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** True once a replacement of this token has itself been used: the old token is then stale for sure. */
export async function hasUsedReplacement(data: DataAccess, tokenId: string): Promise<boolean> {
  const row = await data.db
    .selectFrom("refresh_tokens")
    .select("id")
    .where("parent_id", "=", tokenId)
    .where("used_at", "is not", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** True once another child of this token's parent was used: the grace window's losing branch. */
export async function hasUsedSibling(data: DataAccess, token: RefreshTokenRow): Promise<boolean> {
  if (token.parent_id === null) return false;
  const row = await data.db
    .selectFrom("refresh_tokens")
    .select("id")
    .where("parent_id", "=", token.parent_id)
    .where("id", "!=", token.id)
    .where("used_at", "is not", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Keeps a long-lived session's chain short; expired tokens can no longer be reused anyway. */
export async function deleteExpiredRefreshTokens(data: DataAccess, sessionId: string, now: number): Promise<void> {
  await data.db.deleteFrom("refresh_tokens").where("session_id", "=", sessionId).where("expires_at", "<", now).execute();
}

/** The authenticator's one indexed lookup (outside any function run, hence a bare Kysely). */
export async function findSessionForToken(db: Kysely<Database>, sessionId: string): Promise<Pick<AuthSessionRow, "user_id" | "expires_at" | "revoked_at"> | undefined> {
  return db.selectFrom("auth_sessions").select(["user_id", "expires_at", "revoked_at"]).where("id", "=", sessionId).executeTakeFirst();
}

/** Housekeeping for a periodic timer: drops what can never be used again. */
export async function pruneExpiredAuthData(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom("oauth_states").where("expires_at", "<", now).execute();
  await db.deleteFrom("sign_in_codes").where("expires_at", "<", now).execute();
  await db.deleteFrom("account_link_codes").where("expires_at", "<", now).execute();
  await db.deleteFrom("email_tokens").where("expires_at", "<", now).execute();
  // Refresh tokens go with their session (ON DELETE CASCADE).
  await db.deleteFrom("auth_sessions").where("expires_at", "<", now).execute();
}
