import type { Kysely } from "kysely";

/** Async estimation's own tables (issue 33): batches, their stories, the votes cast in them, reminders and opt-outs. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("async_batches")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("room_id", "text", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
    .addColumn("opened_by_user_id", "text", (c) => c.notNull())
    .addColumn("opened_at", "bigint", (c) => c.notNull())
    .addColumn("deadline_at", "bigint", (c) => c.notNull())
    .addColumn("rule_json", "text", (c) => c.notNull())
    .addColumn("deck_json", "text", (c) => c.notNull())
    .addColumn("asks_reason", "integer", (c) => c.notNull())
    .addColumn("revealed_at", "bigint")
    .addColumn("remind_at", "bigint")
    .addColumn("reminded_at", "bigint")
    .execute();
  await db.schema.createIndex("async_batches_room").on("async_batches").column("room_id").execute();
  // The deadline sweep reads open batches by deadline, on every instance every few seconds.
  await db.schema.createIndex("async_batches_due").on("async_batches").columns(["revealed_at", "deadline_at"]).execute();
  await db.schema
    .createTable("async_stories")
    .addColumn("batch_id", "text", (c) => c.notNull().references("async_batches.id").onDelete("cascade"))
    .addColumn("story_id", "text", (c) => c.notNull())
    .addColumn("room_id", "text", (c) => c.notNull())
    .addColumn("batch_position", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("revealed_at", "bigint")
    .addColumn("outcome", "text")
    .addColumn("agreed_value", "text")
    .addPrimaryKeyConstraint("async_stories_pk", ["batch_id", "story_id"])
    .execute();
  await db.schema.createIndex("async_stories_room").on("async_stories").column("room_id").execute();
  await db.schema
    .createTable("async_votes")
    .addColumn("batch_id", "text", (c) => c.notNull().references("async_batches.id").onDelete("cascade"))
    .addColumn("story_id", "text", (c) => c.notNull())
    .addColumn("room_id", "text", (c) => c.notNull())
    .addColumn("participant_id", "text", (c) => c.notNull().references("participants.id").onDelete("cascade"))
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("reason", "text")
    .addColumn("voted_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("async_votes_pk", ["batch_id", "story_id", "participant_id"])
    .execute();
  await db.schema.createIndex("async_votes_room").on("async_votes").column("room_id").execute();
  // Who was reminded of a batch: once per person per batch.
  await db.schema
    .createTable("async_reminders")
    .addColumn("batch_id", "text", (c) => c.notNull().references("async_batches.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("sent_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("async_reminders_pk", ["batch_id", "user_id"])
    .execute();
  // People who turned reminder mails off in their account.
  await db.schema
    .createTable("async_mail_optouts")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
}
