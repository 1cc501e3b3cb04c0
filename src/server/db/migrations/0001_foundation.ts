import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mutation_records")
    .addColumn("client_id", "text", (c) => c.notNull())
    .addColumn("request_id", "integer", (c) => c.notNull())
    .addColumn("user_id", "text")
    .addColumn("result_json", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("mutation_records_pk", ["client_id", "request_id"])
    .execute();
  await db.schema.createIndex("mutation_records_created_at").on("mutation_records").column("created_at").execute();

  await db.schema
    .createTable("test_counters")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "integer", (c) => c.notNull())
    .execute();
}
