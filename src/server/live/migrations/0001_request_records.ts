import type { Kysely } from "kysely";

/**
 * The exactly-once records. "If not exists": on a database from before the engine kept its own
 * migrations, the app's 0001_foundation made this very table and index already.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mutation_records")
    .ifNotExists()
    .addColumn("client_id", "text", (c) => c.notNull())
    .addColumn("request_id", "integer", (c) => c.notNull())
    .addColumn("user_id", "text")
    .addColumn("result_json", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("mutation_records_pk", ["client_id", "request_id"])
    .execute();
  await db.schema.createIndex("mutation_records_created_at").ifNotExists().on("mutation_records").column("created_at").execute();
}
