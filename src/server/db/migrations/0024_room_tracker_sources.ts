import type { Kysely } from "kysely";

/** A room's tracker source (issue 31): its own table, never a column of rooms. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("room_tracker_sources")
    .addColumn("room_id", "text", (c) => c.primaryKey().references("rooms.id").onDelete("cascade"))
    .addColumn("tracker", "text", (c) => c.notNull())
    .addColumn("tracker_label", "text", (c) => c.notNull())
    .addColumn("connection_id", "text", (c) => c.notNull())
    .addColumn("owner_id", "text", (c) => c.notNull())
    .addColumn("site", "text")
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("url", "text")
    .addColumn("set_at", "bigint", (c) => c.notNull())
    .execute();
}
