import type { Kysely } from "kysely";

/**
 * Room settings (issue 15): the deck, auto-reveal and "everyone facilitates". The defaults are
 * today's room: the Fibonacci deck (up to max_fibonacci) with '?', no break card, both off.
 * Beside them the auto-reveal countdown (when the server reveals, and whether a manager held it)
 * and the shared round timer: its deadline while it runs, the time left while paused, its length
 * and whether it reveals at zero. All times in the server's ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [string, "text" | "integer" | "bigint", string | number | null][] = [
    ["deck_kind", "text", "fibonacci"],
    // A custom deck's cards as a JSON array; null for the other kinds.
    ["deck_cards_json", "text", null],
    ["deck_unknown_card", "integer", 1],
    ["deck_break_card", "integer", 0],
    ["auto_reveal", "integer", 0],
    ["everyone_facilitates", "integer", 0],
    ["auto_reveal_at", "bigint", null],
    ["auto_reveal_held", "integer", 0],
    ["timer_ends_at", "bigint", null],
    ["timer_remaining_ms", "bigint", null],
    ["timer_duration_ms", "bigint", null],
    ["timer_reveals", "integer", 0],
  ];
  // One column per statement: SQLite adds only one at a time.
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable("rooms")
      .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  }
  // Every instance looks for due countdowns a few times a second.
  await db.schema.createIndex("rooms_auto_reveal_at").on("rooms").column("auto_reveal_at").execute();
  await db.schema.createIndex("rooms_timer_ends_at").on("rooms").column("timer_ends_at").execute();
}
