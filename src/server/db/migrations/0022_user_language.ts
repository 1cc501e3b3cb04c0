import type { Kysely } from "kysely";

/** The language a person chose, kept on their account so every device speaks it (issue 35). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("language", "text").execute();
}
