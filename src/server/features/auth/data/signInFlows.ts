// Short-lived rows of the OAuth redirect flow: the state awaiting GitHub's callback, and the
// one-time code the browser then trades for tokens. Nothing live reads them: no topics.
import type { AccountLinkCodesTable, OAuthStatesTable, SignInCodesTable } from "../../../db/tables/auth";
import type { DataAccess } from "../../../live";

export type OAuthStateRow = OAuthStatesTable;

export async function insertOAuthState(data: DataAccess, row: OAuthStateRow, now: number): Promise<void> {
  // Abandoned flows are cleared as new ones start (indexed on expires_at).
  await data.db.deleteFrom("oauth_states").where("expires_at", "<", now).execute();
  await data.db.insertInto("oauth_states").values(row).execute();
}

/** Deletes the state and returns it: a state works once, even for two concurrent callbacks. */
export async function takeOAuthState(data: DataAccess, state: string): Promise<OAuthStateRow | undefined> {
  return data.db.deleteFrom("oauth_states").where("state", "=", state).returningAll().executeTakeFirst();
}

export async function insertSignInCode(data: DataAccess, row: Omit<SignInCodesTable, "used_at">, now: number): Promise<void> {
  await data.db.deleteFrom("sign_in_codes").where("expires_at", "<", now).execute();
  await data.db.insertInto("sign_in_codes").values({ ...row, used_at: null }).execute();
}

export async function findSignInCode(data: DataAccess, codeHash: string): Promise<SignInCodesTable | undefined> {
  return data.db.selectFrom("sign_in_codes").selectAll().where("code_hash", "=", codeHash).executeTakeFirst();
}

/** False when the code was already used (possibly by a concurrent request). */
export async function claimSignInCode(data: DataAccess, codeHash: string, now: number): Promise<boolean> {
  const result = await data.db
    .updateTable("sign_in_codes")
    .set({ used_at: now })
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type AccountLinkCodeRow = AccountLinkCodesTable;

export async function insertAccountLinkCode(data: DataAccess, row: Omit<AccountLinkCodeRow, "used_at">, now: number): Promise<void> {
  await data.db.deleteFrom("account_link_codes").where("expires_at", "<", now).execute();
  await data.db.insertInto("account_link_codes").values({ ...row, used_at: null }).execute();
}

/** The unused code, marked used; undefined when unknown or already used (possibly concurrently). */
export async function claimAccountLinkCode(data: DataAccess, codeHash: string, now: number): Promise<AccountLinkCodeRow | undefined> {
  const row = await data.db.selectFrom("account_link_codes").selectAll().where("code_hash", "=", codeHash).executeTakeFirst();
  if (!row || row.used_at !== null) return undefined;
  const result = await data.db
    .updateTable("account_link_codes")
    .set({ used_at: now })
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row : undefined;
}
