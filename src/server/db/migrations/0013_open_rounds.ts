import type { Kysely } from "kysely";

/**
 * A revealed round of a queue story is filed at its reveal as an open round (issue 14), so the
 * session summary counts it at once; New Round closes it (files it as before). The round history
 * lists closed rounds only, as it always has.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("round_history").addColumn("is_open", "integer", (c) => c.notNull().defaultTo(0)).execute();
}
