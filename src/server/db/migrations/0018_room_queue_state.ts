import type { Kysely } from "kysely";

/** The queue's current story moves from `rooms` to the queue's own state (issue 29). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("room_queue_state")
    .addColumn("room_id", "text", (c) => c.primaryKey().references("rooms.id").onDelete("cascade"))
    .addColumn("current_story_id", "text")
    .execute();
  await db
    .insertInto("room_queue_state")
    .columns(["room_id", "current_story_id"])
    .expression(db.selectFrom("rooms").select(["id", "current_queue_story_id"]).where("current_queue_story_id", "is not", null))
    .execute();
}
