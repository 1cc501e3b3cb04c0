// Users and their sign-in methods. Every read marks the user's topic, every write announces it,
// so users.current re-runs when a name, image, theme or language changes.
import type { DataAccess } from "../../../live";
import type { UsersTable } from "../../../db/tables/auth";
import { userTopic } from "../../topics";

export type UserRow = UsersTable;
export type Theme = "light" | "dark";

export async function getUser(data: DataAccess, userId: string): Promise<UserRow | undefined> {
  data.readTopic(userTopic(userId));
  return data.db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
}

/** `email` must already be normalised (normalizeEmail in shared/validation.ts). */
export async function findUserByEmail(data: DataAccess, email: string): Promise<UserRow | undefined> {
  const row = await data.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
  if (row) data.readTopic(userTopic(row.id));
  return row;
}

export async function insertUser(data: DataAccess, user: Omit<UserRow, "email_verified_at" | "language"> & { email_verified_at?: number | null }): Promise<void> {
  await data.db.insertInto("users").values({ ...user, email_verified_at: user.email_verified_at ?? null, language: null }).execute();
  data.writeTopic(userTopic(user.id));
}

export async function setUserTheme(data: DataAccess, userId: string, theme: Theme): Promise<void> {
  await data.db.updateTable("users").set({ theme }).where("id", "=", userId).execute();
  data.writeTopic(userTopic(userId));
}

export async function setUserLanguage(data: DataAccess, userId: string, language: string): Promise<void> {
  await data.db.updateTable("users").set({ language }).where("id", "=", userId).execute();
  data.writeTopic(userTopic(userId));
}

export async function setUserImage(data: DataAccess, userId: string, image: string): Promise<void> {
  await data.db.updateTable("users").set({ image }).where("id", "=", userId).execute();
  data.writeTopic(userTopic(userId));
}

/** True when this proves the address for the first time (it was unproven until now). */
export async function markEmailVerified(data: DataAccess, userId: string, now: number): Promise<boolean> {
  const result = await data.db.updateTable("users").set({ email_verified_at: now }).where("id", "=", userId).where("email_verified_at", "is", null).executeTakeFirst();
  data.writeTopic(userTopic(userId));
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Ends an unproven account's claim on its address ("This wasn't me" on the verification page):
 * the account keeps its id and rooms but its email becomes a reserved, undeliverable one
 * (RFC 2606 `.invalid`), so the address is free and no mail or sign-in reaches the account by it.
 */
export async function releaseUnprovenEmail(data: DataAccess, userId: string, email: string): Promise<boolean> {
  const result = await data.db
    .updateTable("users")
    .set({ email: `released-${userId.toLowerCase()}@released.invalid` })
    .where("id", "=", userId)
    .where("email", "=", email)
    .where("email_verified_at", "is", null)
    .executeTakeFirst();
  data.writeTopic(userTopic(userId));
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Removes the user's linked provider accounts that were linked before `provenAt` (all of them
 * when the address is unproven, `provenAt` null): identities nobody proved with the address.
 * Returns how many went.
 */
export async function removeOAuthAccountsLinkedBefore(data: DataAccess, userId: string, provenAt: number | null): Promise<number> {
  let query = data.db.deleteFrom("oauth_accounts").where("user_id", "=", userId);
  if (provenAt !== null) query = query.where("created_at", "<", provenAt);
  const result = await query.executeTakeFirst();
  data.writeTopic(userTopic(userId));
  return Number(result.numDeletedRows);
}

export async function getPasswordHash(data: DataAccess, userId: string): Promise<string | undefined> {
  data.readTopic(userTopic(userId));
  const row = await data.db.selectFrom("password_credentials").select("password_hash").where("user_id", "=", userId).executeTakeFirst();
  return row?.password_hash;
}

export async function insertPasswordHash(data: DataAccess, userId: string, passwordHash: string, now: number): Promise<void> {
  await data.db.insertInto("password_credentials").values({ user_id: userId, password_hash: passwordHash, updated_at: now }).execute();
  data.writeTopic(userTopic(userId));
}

/** Sets or replaces the password (a reset keeps the row, with the new hash). */
export async function upsertPasswordHash(data: DataAccess, userId: string, passwordHash: string, now: number): Promise<void> {
  await data.db
    .insertInto("password_credentials")
    .values({ user_id: userId, password_hash: passwordHash, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ password_hash: passwordHash, updated_at: now }))
    .execute();
  data.writeTopic(userTopic(userId));
}

export async function findUserIdByOAuthAccount(data: DataAccess, provider: string, accountId: string): Promise<string | undefined> {
  const row = await data.db
    .selectFrom("oauth_accounts")
    .select("user_id")
    .where("provider", "=", provider)
    .where("provider_account_id", "=", accountId)
    .executeTakeFirst();
  if (row) data.readTopic(userTopic(row.user_id));
  return row?.user_id;
}

export async function linkOAuthAccount(
  data: DataAccess,
  link: { provider: string; accountId: string; userId: string; login: string | null; now: number },
): Promise<void> {
  await data.db
    .insertInto("oauth_accounts")
    .values({ provider: link.provider, provider_account_id: link.accountId, user_id: link.userId, login: link.login, created_at: link.now })
    .execute();
  data.writeTopic(userTopic(link.userId));
}

/** The user's linked provider accounts, oldest first. */
export async function listOAuthAccounts(data: DataAccess, userId: string): Promise<Array<{ provider: string; accountId: string; login: string | null }>> {
  data.readTopic(userTopic(userId));
  const rows = await data.db
    .selectFrom("oauth_accounts")
    .select(["provider", "provider_account_id", "login"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
  return rows.map((r) => ({ provider: r.provider, accountId: r.provider_account_id, login: r.login }));
}

/** False when the user has no such link. */
export async function unlinkOAuthAccount(data: DataAccess, userId: string, provider: string, accountId: string): Promise<boolean> {
  const result = await data.db
    .deleteFrom("oauth_accounts")
    .where("user_id", "=", userId)
    .where("provider", "=", provider)
    .where("provider_account_id", "=", accountId)
    .executeTakeFirst();
  data.writeTopic(userTopic(userId));
  return Number(result.numDeletedRows) === 1;
}
