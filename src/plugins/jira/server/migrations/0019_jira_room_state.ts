import type { Kysely } from "kysely";

/** Whether a room takes its story from JIRA, and the selected ticket: from `rooms` into the plugin's own table (issue 29). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("room_jira_state")
    .addColumn("room_id", "text", (c) => c.primaryKey().references("rooms.id").onDelete("cascade"))
    .addColumn("use_jira_integration", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("current_ticket_json", "text")
    .execute();
  await db
    .insertInto("room_jira_state")
    .columns(["room_id", "use_jira_integration", "current_ticket_json"])
    .expression(
      db
        .selectFrom("rooms")
        .select(["id", "use_jira_integration", "current_jira_ticket_json"])
        .where((eb) => eb.or([eb("use_jira_integration", "=", 1), eb("current_jira_ticket_json", "is not", null)])),
    )
    .execute();
}
