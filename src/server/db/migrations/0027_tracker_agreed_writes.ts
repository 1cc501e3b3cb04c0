import type { Kysely } from "kysely";

/** Estimates agreed by an async reveal waiting to be written back to their tickets, and how each went (issue 33). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("tracker_agreed_writes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("room_id", "text", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
    .addColumn("story_id", "text", (c) => c.notNull())
    .addColumn("story_key", "text", (c) => c.notNull())
    .addColumn("card", "text", (c) => c.notNull())
    .addColumn("tracker", "text", (c) => c.notNull())
    .addColumn("tracker_label", "text", (c) => c.notNull())
    .addColumn("by_user_id", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("next_at", "bigint", (c) => c.notNull())
    .addColumn("claimed_until", "bigint")
    .addColumn("written_value", "text")
    .addColumn("error", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("tracker_agreed_writes_room").on("tracker_agreed_writes").column("room_id").execute();
  // Every instance's job reads the pending ones by when they are due.
  await db.schema.createIndex("tracker_agreed_writes_due").on("tracker_agreed_writes").columns(["state", "next_at"]).execute();
}
