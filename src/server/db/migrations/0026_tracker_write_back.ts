import type { Kysely } from "kysely";

/** Whether a room writes agreed estimates back to its tracker (issue 33): kept on the server, so a reveal with no tab open knows; on by default. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("room_tracker_sources").addColumn("write_back", "integer", (c) => c.notNull().defaultTo(1)).execute();
}
