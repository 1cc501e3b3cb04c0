import type { Kysely } from "kysely";

/** What a room's managers decided about a user (admin, excluded from voting), kept while the user is out of the room. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("room_standings")
    .addColumn("room_id", "text", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("is_excluded_from_voting", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("room_standings_pk", ["room_id", "user_id"])
    .execute();
}
