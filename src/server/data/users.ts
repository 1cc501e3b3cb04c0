// Users and their sign-in methods. Every read marks the user's topic, every write announces it,
// so users.current re-runs when a name, image or theme changes.
import type { DataAccess } from "../runtime/functions";
import type { UsersTable } from "../db/tables/auth";
import { userTopic } from "./topics";

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

export async function insertUser(data: DataAccess, user: UserRow): Promise<void> {
  await data.db.insertInto("users").values(user).execute();
  data.writeTopic(userTopic(user.id));
}

export async function setUserTheme(data: DataAccess, userId: string, theme: Theme): Promise<void> {
  await data.db.updateTable("users").set({ theme }).where("id", "=", userId).execute();
  data.writeTopic(userTopic(userId));
}

export async function setUserImage(data: DataAccess, userId: string, image: string): Promise<void> {
  await data.db.updateTable("users").set({ image }).where("id", "=", userId).execute();
  data.writeTopic(userTopic(userId));
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

export async function linkOAuthAccount(data: DataAccess, link: { provider: string; accountId: string; userId: string; now: number }): Promise<void> {
  await data.db
    .insertInto("oauth_accounts")
    .values({ provider: link.provider, provider_account_id: link.accountId, user_id: link.userId, created_at: link.now })
    .execute();
  data.writeTopic(userTopic(link.userId));
}
