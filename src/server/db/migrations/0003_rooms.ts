import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rooms")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("is_permanent", "integer", (c) => c.notNull())
    .addColumn("max_fibonacci", "integer", (c) => c.notNull())
    .addColumn("is_voting_revealed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("current_story", "text")
    .addColumn("use_jira_integration", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("current_jira_ticket_json", "text")
    .addColumn("owner_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("creator_session_id", "text")
    .addColumn("round", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("last_activity", "bigint", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rooms_owner_user_id").on("rooms").column("owner_user_id").execute();
  // The sweeper looks for idle temporary rooms.
  await db.schema.createIndex("rooms_permanent_last_activity").on("rooms").columns(["is_permanent", "last_activity"]).execute();

  await db.schema
    .createTable("participants")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("room_id", "text", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("session_id", "text")
    .addColumn("is_excluded_from_voting", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("joined_at", "bigint", (c) => c.notNull())
    .addUniqueConstraint("participants_room_user", ["room_id", "user_id"])
    .execute();
  // (room_id, user_id) is indexed by the unique constraint; this one serves "my rooms".
  await db.schema.createIndex("participants_user_id").on("participants").column("user_id").execute();

  await db.schema
    .createTable("votes")
    .addColumn("participant_id", "text", (c) => c.primaryKey().references("participants.id").onDelete("cascade"))
    .addColumn("room_id", "text", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("votes_room_id").on("votes").column("room_id").execute();

  await db.schema
    .createTable("room_presence")
    .addColumn("room_id", "text", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("instance_id", "text", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("room_presence_pk", ["room_id", "user_id", "instance_id"])
    .execute();
  await db.schema.createIndex("room_presence_instance_id").on("room_presence").column("instance_id").execute();
  await db.schema.createIndex("room_presence_updated_at").on("room_presence").column("updated_at").execute();
}
