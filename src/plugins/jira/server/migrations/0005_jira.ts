import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("room_jira_configs")
    .addColumn("room_id", "text", (c) => c.primaryKey().references("rooms.id").onDelete("cascade"))
    .addColumn("domain", "text", (c) => c.notNull())
    .addColumn("project_key", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("api_token_encrypted", "text", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addColumn("tickets_fetched_at", "bigint")
    .execute();

  await db.schema
    .createTable("jira_ticket_cache")
    .addColumn("room_id", "text", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("priority", "text", (c) => c.notNull())
    // Story points may be fractional (0.5).
    .addColumn("story_points", "double precision")
    .addColumn("description_html", "text")
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("jira_ticket_cache_pk", ["room_id", "key"])
    .execute();
}
