import type { Kysely } from "kysely";

/**
 * A room's story queue and the session it runs (issue 14): the stories with their order and
 * agreed estimates; on the room, the queue's current story, when the round began and what was
 * current at reveal (so a round is filed under the story it was revealed for, whatever changes
 * before New Round); on each archived round, its story and its start and reveal times.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("story_queue")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("room_id", "text", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("link", "text")
    .addColumn("ticket_key", "text")
    .addColumn("ticket_priority", "text")
    .addColumn("ticket_story_points", "double precision")
    // JIRA's rendered HTML, apart from the typed plain-text description: editing never mixes the two.
    .addColumn("ticket_description_html", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("agreed_value", "text")
    .addColumn("agreed_at", "bigint")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("story_queue_room_position").on("story_queue").columns(["room_id", "position"]).execute();

  await db.schema.alterTable("rooms").addColumn("current_queue_story_id", "text").execute();
  await db.schema.alterTable("rooms").addColumn("round_started_at", "bigint").execute();
  await db.schema.alterTable("rooms").addColumn("revealed_at", "bigint").execute();
  await db.schema.alterTable("rooms").addColumn("revealed_story", "text").execute();
  await db.schema.alterTable("rooms").addColumn("revealed_ticket_key", "text").execute();
  await db.schema.alterTable("rooms").addColumn("revealed_ticket_summary", "text").execute();
  await db.schema.alterTable("rooms").addColumn("revealed_queue_story_id", "text").execute();

  await db.schema.alterTable("round_history").addColumn("queue_story_id", "text").execute();
  await db.schema.alterTable("round_history").addColumn("started_at", "bigint").execute();
  await db.schema.alterTable("round_history").addColumn("revealed_at", "bigint").execute();
}
