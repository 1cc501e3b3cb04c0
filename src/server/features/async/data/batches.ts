// The async tables (issue 33): batches and their stories under the room's batch topic, votes under
// their own, so a vote re-reads the votes alone. Every statement against them lives here.
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import type { AsyncBatchesTable, AsyncStoriesTable, AsyncVotesTable } from "../../../db/tables/async";
import type { DataAccess } from "../../../live";
import { asyncBatchTopic, asyncVotesTopic, userTopic } from "../../topics";

export type BatchRow = AsyncBatchesTable;
export type BatchStoryRow = AsyncStoriesTable;
export type AsyncVoteRow = AsyncVotesTable;

/** The room's open batch (one at a time), if any. */
export async function getOpenBatch(data: DataAccess, roomId: string): Promise<BatchRow | undefined> {
  data.readTopic(asyncBatchTopic(roomId));
  return data.db.selectFrom("async_batches").selectAll().where("room_id", "=", roomId).where("revealed_at", "is", null).executeTakeFirst();
}

/** The room's newest batch, open or revealed: what the room shows. */
export async function getLatestBatch(data: DataAccess, roomId: string): Promise<BatchRow | undefined> {
  data.readTopic(asyncBatchTopic(roomId));
  return data.db.selectFrom("async_batches").selectAll().where("room_id", "=", roomId).orderBy("opened_at", "desc").orderBy("id", "desc").limit(1).executeTakeFirst();
}

export async function getBatch(data: DataAccess, roomId: string, batchId: string): Promise<BatchRow | undefined> {
  data.readTopic(asyncBatchTopic(roomId));
  return data.db.selectFrom("async_batches").selectAll().where("room_id", "=", roomId).where("id", "=", batchId).executeTakeFirst();
}

export async function listBatchStories(data: DataAccess, roomId: string, batchId: string): Promise<BatchStoryRow[]> {
  data.readTopic(asyncBatchTopic(roomId));
  return data.db.selectFrom("async_stories").selectAll().where("batch_id", "=", batchId).orderBy("batch_position").execute();
}

export async function insertBatch(data: DataAccess, batch: BatchRow, stories: readonly BatchStoryRow[]): Promise<void> {
  await data.db.insertInto("async_batches").values(batch).execute();
  if (stories.length > 0) await data.db.insertInto("async_stories").values([...stories]).execute();
  data.writeTopic(asyncBatchTopic(batch.room_id));
}

/** Marks a story revealed with its outcome; false when it already was (another transaction revealed it). */
export async function revealBatchStory(data: DataAccess, row: Pick<BatchStoryRow, "room_id" | "batch_id" | "story_id" | "outcome" | "agreed_value">, now: number): Promise<boolean> {
  const result = await data.db
    .updateTable("async_stories")
    .set({ revealed_at: now, outcome: row.outcome, agreed_value: row.agreed_value })
    .where("batch_id", "=", row.batch_id)
    .where("story_id", "=", row.story_id)
    .where("revealed_at", "is", null)
    .executeTakeFirst();
  data.writeTopic(asyncBatchTopic(row.room_id));
  return Number(result.numUpdatedRows) > 0;
}

/** Closes the batch once its stories revealed; false when it was closed already. */
export async function closeBatch(data: DataAccess, roomId: string, batchId: string, now: number): Promise<boolean> {
  const result = await data.db.updateTable("async_batches").set({ revealed_at: now }).where("id", "=", batchId).where("revealed_at", "is", null).executeTakeFirst();
  data.writeTopic(asyncBatchTopic(roomId));
  return Number(result.numUpdatedRows) > 0;
}

/** A story left the queue: it leaves every batch, with its votes. */
export async function dropBatchStory(data: DataAccess, roomId: string, storyId: string): Promise<void> {
  await data.db.deleteFrom("async_votes").where("room_id", "=", roomId).where("story_id", "=", storyId).execute();
  await data.db.deleteFrom("async_stories").where("room_id", "=", roomId).where("story_id", "=", storyId).execute();
  data.writeTopic(asyncBatchTopic(roomId));
  data.writeTopic(asyncVotesTopic(roomId));
}

/** Open batches whose deadline passed (of one room, when given): read by every instance's sweep, outside any transaction. */
export function listDueBatches(db: Kysely<Database>, asOf: number, limit: number, roomId?: string): Promise<{ id: string; room_id: string }[]> {
  let query = db.selectFrom("async_batches").select(["id", "room_id"]).where("revealed_at", "is", null).where("deadline_at", "<=", asOf);
  if (roomId !== undefined) query = query.where("room_id", "=", roomId);
  return query.orderBy("deadline_at").limit(limit).execute();
}

/** The votes of a batch (every story), in vote order. */
export async function listBatchVotes(data: DataAccess, roomId: string, batchId: string): Promise<AsyncVoteRow[]> {
  data.readTopic(asyncVotesTopic(roomId));
  return data.db.selectFrom("async_votes").selectAll().where("batch_id", "=", batchId).orderBy("voted_at").orderBy("participant_id").execute();
}

/**
 * Every revealed async story of the room with its votes, for the session summary: a story still
 * hidden contributes nothing (the summary goes to every member).
 */
export async function listRevealedRoomRounds(data: DataAccess, roomId: string) {
  data.readTopic(asyncBatchTopic(roomId));
  data.readTopic(asyncVotesTopic(roomId));
  const [stories, votes] = await Promise.all([
    data.db
      .selectFrom("async_stories")
      .select(["batch_id", "story_id", "revealed_at", "outcome"])
      .where("room_id", "=", roomId)
      .where("revealed_at", "is not", null)
      .execute(),
    data.db
      .selectFrom("async_votes")
      .innerJoin("async_stories", (join) => join.onRef("async_stories.batch_id", "=", "async_votes.batch_id").onRef("async_stories.story_id", "=", "async_votes.story_id"))
      .select(["async_votes.batch_id", "async_votes.story_id", "async_votes.participant_id", "async_votes.value", "async_votes.reason"])
      .where("async_votes.room_id", "=", roomId)
      .where("async_stories.revealed_at", "is not", null)
      .orderBy("async_votes.voted_at")
      .orderBy("async_votes.participant_id")
      .execute(),
  ]);
  return { stories, votes };
}

/** Casts or changes a vote: a changed vote keeps its place (voted_at stays). */
export async function upsertAsyncVote(data: DataAccess, vote: AsyncVoteRow): Promise<void> {
  await data.db
    .insertInto("async_votes")
    .values(vote)
    .onConflict((oc) => oc.columns(["batch_id", "story_id", "participant_id"]).doUpdateSet((eb) => ({ value: eb.ref("excluded.value"), reason: eb.ref("excluded.reason") })))
    .execute();
  data.writeTopic(asyncVotesTopic(vote.room_id));
}

/** A participant left or stopped voting: their votes in the open batch go. */
export async function deleteParticipantVotes(data: DataAccess, roomId: string, batchId: string, participantId: string): Promise<void> {
  await data.db.deleteFrom("async_votes").where("batch_id", "=", batchId).where("participant_id", "=", participantId).execute();
  data.writeTopic(asyncVotesTopic(roomId));
}

/** For the room deletion cascade. */
export async function deleteRoomBatches(data: DataAccess, roomId: string): Promise<void> {
  await data.db.deleteFrom("async_votes").where("room_id", "=", roomId).execute();
  await data.db.deleteFrom("async_stories").where("room_id", "=", roomId).execute();
  await data.db.deleteFrom("async_batches").where("room_id", "=", roomId).execute();
  data.writeTopic(asyncBatchTopic(roomId));
  data.writeTopic(asyncVotesTopic(roomId));
}

/**
 * For the dashboard: per room of the user's, the open batch's stories not yet revealed and which of
 * them the user's participant voted on. One statement each, whatever the number of rooms.
 */
export async function listWaitingForUser(data: DataAccess, roomIds: readonly string[], participantIds: readonly string[]) {
  if (roomIds.length === 0) return { stories: [], votes: [] };
  for (const roomId of roomIds) {
    data.readTopic(asyncBatchTopic(roomId));
    data.readTopic(asyncVotesTopic(roomId));
  }
  const stories = await data.db
    .selectFrom("async_stories")
    .innerJoin("async_batches", "async_batches.id", "async_stories.batch_id")
    .select(["async_stories.room_id", "async_stories.story_id", "async_stories.batch_id", "async_batches.deadline_at"])
    .where("async_stories.room_id", "in", [...roomIds])
    .where("async_batches.revealed_at", "is", null)
    .where("async_stories.revealed_at", "is", null)
    .execute();
  const votes =
    participantIds.length === 0
      ? []
      : await data.db.selectFrom("async_votes").select(["batch_id", "story_id", "participant_id"]).where("participant_id", "in", [...participantIds]).execute();
  return { stories, votes };
}

/** Open batches (of one room, when given) whose reminder time passed and whose reminders have not gone out (every instance's sweep). */
export function listDueReminders(db: Kysely<Database>, asOf: number, limit: number, roomId?: string): Promise<{ id: string; room_id: string }[]> {
  let query = db.selectFrom("async_batches").select(["id", "room_id"]).where("revealed_at", "is", null).where("reminded_at", "is", null).where("remind_at", "<=", asOf);
  if (roomId !== undefined) query = query.where("room_id", "=", roomId);
  return query.orderBy("remind_at").limit(limit).execute();
}

/** Claims the batch's reminders: false when another transaction (instance) did. */
export async function claimReminders(data: DataAccess, roomId: string, batchId: string, now: number): Promise<boolean> {
  const result = await data.db.updateTable("async_batches").set({ reminded_at: now }).where("id", "=", batchId).where("reminded_at", "is", null).executeTakeFirst();
  data.writeTopic(asyncBatchTopic(roomId));
  return Number(result.numUpdatedRows) > 0;
}

/** Records who is reminded of a batch; those reminded already are left out of the result. */
export async function recordReminders(data: DataAccess, batchId: string, userIds: readonly string[], now: number): Promise<string[]> {
  const recorded: string[] = [];
  for (const userId of userIds) {
    const row = await data.db
      .insertInto("async_reminders")
      .values({ batch_id: batchId, user_id: userId, sent_at: now })
      .onConflict((oc) => oc.columns(["batch_id", "user_id"]).doNothing())
      .returning("user_id")
      .executeTakeFirst();
    if (row) recorded.push(row.user_id);
  }
  return recorded;
}

/** Of these users, those who turned reminder mails off. */
export async function listOptedOut(data: DataAccess, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await data.db.selectFrom("async_mail_optouts").select("user_id").where("user_id", "in", [...userIds]).execute();
  return new Set(rows.map((row) => row.user_id));
}

export async function getReminderMailsEnabled(data: DataAccess, userId: string): Promise<boolean> {
  data.readTopic(userTopic(userId));
  return (await data.db.selectFrom("async_mail_optouts").select("user_id").where("user_id", "=", userId).executeTakeFirst()) === undefined;
}

export async function setReminderMailsEnabled(data: DataAccess, userId: string, enabled: boolean, now: number): Promise<void> {
  if (enabled) await data.db.deleteFrom("async_mail_optouts").where("user_id", "=", userId).execute();
  else await data.db.insertInto("async_mail_optouts").values({ user_id: userId, created_at: now }).onConflict((oc) => oc.column("user_id").doNothing()).execute();
  data.writeTopic(userTopic(userId));
}
