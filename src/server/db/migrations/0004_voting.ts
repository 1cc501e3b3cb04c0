import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("round_history")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("room_id", "text", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
    .addColumn("round", "integer", (c) => c.notNull())
    .addColumn("story", "text")
    .addColumn("ticket_key", "text")
    .addColumn("ticket_summary", "text")
    .addColumn("votes_json", "text", (c) => c.notNull())
    // double precision: PostgreSQL's `real` is 4 bytes and would turn 5.5 averages into 5.4999...
    .addColumn("average", "double precision")
    .addColumn("median", "double precision")
    .addColumn("min", "double precision")
    .addColumn("max", "double precision")
    .addColumn("total_votes", "integer", (c) => c.notNull())
    .addColumn("agreement", "double precision")
    .addColumn("revealed", "integer", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  // The history list and the export read one room's rounds, newest first.
  await db.schema.createIndex("round_history_room_created").on("round_history").columns(["room_id", "created_at"]).execute();
}
