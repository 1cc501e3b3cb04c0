import type { Kysely } from "kysely";

/**
 * Rate-limit counters that every instance sharing one PostgreSQL sees (limits/postgresLimitStore.ts).
 * SQLite runs one instance and counts in memory; the table is created there too so both engines
 * have one schema.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("reset_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limits_reset_at").on("rate_limits").column("reset_at").execute();
}
