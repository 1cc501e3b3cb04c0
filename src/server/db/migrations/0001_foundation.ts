import type { Kysely } from "kysely";

/**
 * Shipped with the exactly-once records here too; the engine owns that table now and makes it in
 * its own migration, which runs first (src/server/live/migrations), so a new database gets it from
 * there and an old one keeps the one this made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("test_counters")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "integer", (c) => c.notNull())
    .execute();
}
