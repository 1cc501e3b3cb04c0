// Mailed one-time links (password reset, email verification), stored as SHA-256 only. Nothing
// live reads them: no topics.
import type { EmailTokensTable } from "../../../db/tables/auth";
import type { DataAccess } from "../../../live";

export type EmailTokenRow = EmailTokensTable;

/** A new link replaces the user's earlier unused ones of the same purpose: only the latest mail works. */
export async function insertEmailToken(data: DataAccess, row: Omit<EmailTokenRow, "used_at">): Promise<void> {
  await data.db.deleteFrom("email_tokens").where("user_id", "=", row.user_id).where("purpose", "=", row.purpose).where("used_at", "is", null).execute();
  await data.db.insertInto("email_tokens").values({ ...row, used_at: null }).execute();
}

/** The token, marked used, when it is unused and unexpired; undefined otherwise (a concurrent use loses). */
export async function claimEmailToken(data: DataAccess, tokenHash: string, purpose: EmailTokenRow["purpose"], now: number): Promise<EmailTokenRow | undefined> {
  const row = await data.db.selectFrom("email_tokens").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
  if (!row || row.purpose !== purpose || row.used_at !== null || row.expires_at <= now) return undefined;
  const result = await data.db
    .updateTable("email_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row : undefined;
}

/** Whether an unused, unexpired token of this purpose exists (checked before expensive work). */
export async function isEmailTokenUsable(data: DataAccess, tokenHash: string, purpose: EmailTokenRow["purpose"], now: number): Promise<boolean> {
  const row = await data.db.selectFrom("email_tokens").select(["purpose", "used_at", "expires_at"]).where("token_hash", "=", tokenHash).executeTakeFirst();
  return row !== undefined && row.purpose === purpose && row.used_at === null && row.expires_at > now;
}

/** Drops the user's unused links (the address they went to is no longer the account's). */
export async function deleteUnusedEmailTokens(data: DataAccess, userId: string): Promise<void> {
  await data.db.deleteFrom("email_tokens").where("user_id", "=", userId).where("used_at", "is", null).execute();
}
