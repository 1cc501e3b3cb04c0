import type { Kysely } from "kysely";

/** The runtime's test table leaves the product's schema: tests add it themselves (tests/support/counterTable.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("test_counters").ifExists().execute();
}
