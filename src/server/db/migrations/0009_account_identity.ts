import { sql, type Kysely } from "kysely";

/**
 * Account identity (issue 12): whether a user proved their email, the GitHub login beside a link,
 * the account a GitHub link flow belongs to, link codes, and the hashed one-time tokens that
 * reset passwords and verify addresses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("email_verified_at", "bigint").execute();
  // GitHub accounts were created from GitHub's verified primary email.
  await sql`update users set email_verified_at = created_at where id in (select user_id from oauth_accounts)`.execute(db);
  await db.schema.alterTable("oauth_accounts").addColumn("login", "text").execute();
  await db.schema.alterTable("oauth_states").addColumn("link_user_id", "text").execute();

  await db.schema
    .createTable("account_link_codes")
    .addColumn("code_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_account_id", "text", (c) => c.notNull())
    .addColumn("login", "text")
    .addColumn("verifier_hash", "text", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("used_at", "bigint")
    .execute();
  await db.schema.createIndex("account_link_codes_expires_at").on("account_link_codes").column("expires_at").execute();

  await db.schema
    .createTable("email_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("used_at", "bigint")
    .execute();
  await db.schema.createIndex("email_tokens_user_id").on("email_tokens").column("user_id").execute();
  await db.schema.createIndex("email_tokens_expires_at").on("email_tokens").column("expires_at").execute();
}
