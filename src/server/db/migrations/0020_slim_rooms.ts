import type { Kysely } from "kysely";

/** Every column 0017, 0018 and JIRA's 0019 copied into their owners' tables. */
const MOVED = [
  "max_fibonacci",
  "is_voting_revealed",
  "current_story",
  "use_jira_integration",
  "current_jira_ticket_json",
  "deck_kind",
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
  "round",
  "current_queue_story_id",
  "round_started_at",
  "revealed_at",
  "revealed_story",
  "revealed_ticket_key",
  "revealed_ticket_summary",
  "revealed_queue_story_id",
] as const;

/** `rooms` keeps the room's identity alone (issue 29): the moved columns go, one per statement (SQLite drops one at a time). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("rooms_auto_reveal_at").execute();
  await db.schema.dropIndex("rooms_timer_ends_at").execute();
  for (const column of MOVED) await db.schema.alterTable("rooms").dropColumn(column).execute();
}
