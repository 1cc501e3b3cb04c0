import type { Kysely } from "kysely";

/** A person's tracker connections (issue 31): tokens sealed, never in clear. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("tracker_connections")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("tracker", "text", (c) => c.notNull())
    .addColumn("site", "text")
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("sealed_token", "text", (c) => c.notNull())
    .addColumn("account", "text", (c) => c.notNull())
    .addColumn("display_name", "text", (c) => c.notNull())
    .addColumn("scopes", "text")
    .addColumn("missing_scopes", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addColumn("tested_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("tracker_connections_user").on("tracker_connections").column("user_id").execute();
}
