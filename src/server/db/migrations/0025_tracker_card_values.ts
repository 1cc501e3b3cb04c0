import type { Kysely } from "kysely";

/** The numbers a room gives its non-numeric cards (T-shirt sizes) for writing estimates back (issue 31): JSON, null for none. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("room_tracker_sources").addColumn("card_values", "text").execute();
}
