import type { Kysely } from "kysely";

/** The round's columns, moving from `rooms` to voting's own table (issue 29). */
const ROUND_COLUMNS = [
  "round",
  "round_started_at",
  "is_voting_revealed",
  "current_story",
  "deck_kind",
  "max_fibonacci",
  "deck_cards_json",
  "deck_unknown_card",
  "deck_break_card",
  "auto_reveal",
  "everyone_facilitates",
  "skip_away_voters",
  "auto_reveal_at",
  "auto_reveal_held",
  "timer_ends_at",
  "timer_remaining_ms",
  "timer_duration_ms",
  "timer_reveals",
  "revealed_at",
  "revealed_story",
  "revealed_ticket_key",
  "revealed_ticket_summary",
  "revealed_queue_story_id",
] as const;

/**
 * The room core keeps a room's identity; the round (deck and settings, reveal, round number and
 * start, auto-reveal, timer, what a reveal captured) becomes voting's `room_rounds`, one row per
 * room, filled from every existing room. 0020 drops the old columns once every owner has copied.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("room_rounds")
    .addColumn("room_id", "text", (c) => c.primaryKey().references("rooms.id").onDelete("cascade"))
    .addColumn("round", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("round_started_at", "bigint")
    .addColumn("is_voting_revealed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("current_story", "text")
    .addColumn("deck_kind", "text", (c) => c.notNull().defaultTo("fibonacci"))
    .addColumn("max_fibonacci", "integer", (c) => c.notNull())
    .addColumn("deck_cards_json", "text")
    .addColumn("deck_unknown_card", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("deck_break_card", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("auto_reveal", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("everyone_facilitates", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("skip_away_voters", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("auto_reveal_at", "bigint")
    .addColumn("auto_reveal_held", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("timer_ends_at", "bigint")
    .addColumn("timer_remaining_ms", "bigint")
    .addColumn("timer_duration_ms", "bigint")
    .addColumn("timer_reveals", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("revealed_at", "bigint")
    .addColumn("revealed_story", "text")
    .addColumn("revealed_ticket_key", "text")
    .addColumn("revealed_ticket_summary", "text")
    .addColumn("revealed_queue_story_id", "text")
    .execute();
  await db
    .insertInto("room_rounds")
    .columns(["room_id", ...ROUND_COLUMNS])
    .expression(db.selectFrom("rooms").select(["id", ...ROUND_COLUMNS]))
    .execute();
  // Every instance looks for due countdowns a few times a second.
  await db.schema.createIndex("room_rounds_auto_reveal_at").on("room_rounds").column("auto_reveal_at").execute();
  await db.schema.createIndex("room_rounds_timer_ends_at").on("room_rounds").column("timer_ends_at").execute();
}
