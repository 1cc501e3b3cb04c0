import type { Kysely } from "kysely";

/**
 * "Don't wait for away people" (issue 36), a room setting, off by default: with it off, "x of y
 * voted" and the reveal confirmation count every participant who is not excluded (spec 4 and 6),
 * away or not; with it on, someone who closed the tab without voting is not waited for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("rooms")
    .addColumn("skip_away_voters", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
