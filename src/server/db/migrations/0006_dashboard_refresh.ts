import { sql, type Kysely } from "kysely";

/**
 * When the members' room lists were last told about a room's activity. Kept beside last_activity
 * so one UPDATE both moves the activity on and says whether the dashboards are due (once a minute).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("rooms")
    .addColumn("dashboards_notified_at", "bigint", (c) => c.notNull().defaultTo(sql`0`))
    .execute();
}
