// The story_queue table. Reads mark the room's queue topic and writes announce it; nothing else
// does, so a vote never re-reads the queue however long it is.
import { sql } from "kysely";
import type { StoryQueueTable } from "../../../db/tables/queue";
import { QUEUE_DESCRIPTION_EXCERPT_LENGTH } from "../../../../shared/storyQueue";
import type { DataAccess } from "../../../live";
import type { QueuePosition } from "../../../../shared/storyQueue";
import { roomQueueTopic } from "../../topics";

export type QueueStoryRow = StoryQueueTable;
export type QueueStoryChanges = Partial<Pick<QueueStoryRow, "title" | "description" | "link" | "status" | "agreed_value" | "agreed_at">>;

/** The whole queue in order. */
export async function listQueue(data: DataAccess, roomId: string): Promise<QueueStoryRow[]> {
  data.readTopic(roomQueueTopic(roomId));
  return data.db.selectFrom("story_queue").selectAll().where("room_id", "=", roomId).orderBy("position").orderBy("id").execute();
}

/** A story as the queue list shows it: its description only as an excerpt and a length (issue 30). */
export type QueueListRow = Omit<QueueStoryRow, "description" | "ticket_description_html" | "room_id" | "created_at" | "agreed_at"> & {
  description_excerpt: string | null;
  description_length: number | null;
  ticket_description_length: number | null;
};

/** The queue in order, without whole descriptions: what the live list and the summary read. */
export async function listQueueSummaries(data: DataAccess, roomId: string): Promise<QueueListRow[]> {
  data.readTopic(roomQueueTopic(roomId));
  const rows = await data.db
    .selectFrom("story_queue")
    .select(["id", "position", "title", "link", "ticket_key", "ticket_priority", "ticket_story_points", "status", "agreed_value"])
    .select([
      sql<string | null>`substr(description, 1, ${sql.lit(QUEUE_DESCRIPTION_EXCERPT_LENGTH)})`.as("description_excerpt"),
      sql<number | string | null>`length(description)`.as("description_length"),
      sql<number | string | null>`length(ticket_description_html)`.as("ticket_description_length"),
    ])
    .where("room_id", "=", roomId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  const count = (value: number | string | null) => (value === null ? null : Number(value));
  return rows.map((row) => ({ ...row, description_length: count(row.description_length), ticket_description_length: count(row.ticket_description_length) }));
}

/** The characters all the queue's descriptions hold, leaving out one story's (the one being edited). */
export async function queueDescriptionChars(data: DataAccess, roomId: string, exceptStoryId: string | null = null): Promise<number> {
  data.readTopic(roomQueueTopic(roomId));
  let query = data.db
    .selectFrom("story_queue")
    .select(sql<number | string | null>`sum(coalesce(length(description), 0) + coalesce(length(ticket_description_html), 0))`.as("chars"))
    .where("room_id", "=", roomId);
  if (exceptStoryId !== null) query = query.where("id", "!=", exceptStoryId);
  const row = await query.executeTakeFirst();
  return Number(row?.chars ?? 0);
}

/** Order and status only: what moves and Next story need. */
export async function listQueueOrder(data: DataAccess, roomId: string): Promise<(QueuePosition & Pick<QueueStoryRow, "status">)[]> {
  data.readTopic(roomQueueTopic(roomId));
  return data.db.selectFrom("story_queue").select(["id", "position", "status"]).where("room_id", "=", roomId).orderBy("position").orderBy("id").execute();
}

/** Each recorded story's agreed value, by story id (the round history's CSV shows it beside its rounds). */
export async function listAgreedValues(data: DataAccess, roomId: string): Promise<Map<string, string>> {
  data.readTopic(roomQueueTopic(roomId));
  const rows = await data.db.selectFrom("story_queue").select(["id", "agreed_value"]).where("room_id", "=", roomId).where("agreed_value", "is not", null).execute();
  return new Map(rows.flatMap((row) => (row.agreed_value === null ? [] : [[row.id, row.agreed_value] as const])));
}

export async function getQueueStory(data: DataAccess, roomId: string, storyId: string): Promise<QueueStoryRow | undefined> {
  data.readTopic(roomQueueTopic(roomId));
  return data.db.selectFrom("story_queue").selectAll().where("room_id", "=", roomId).where("id", "=", storyId).executeTakeFirst();
}

export async function insertQueueStories(data: DataAccess, roomId: string, rows: readonly QueueStoryRow[]): Promise<void> {
  if (rows.length === 0) return;
  await data.db.insertInto("story_queue").values([...rows]).execute();
  data.writeTopic(roomQueueTopic(roomId));
}

export async function updateQueueStory(data: DataAccess, roomId: string, storyId: string, changes: QueueStoryChanges): Promise<boolean> {
  const result = await data.db.updateTable("story_queue").set(changes).where("room_id", "=", roomId).where("id", "=", storyId).executeTakeFirst();
  data.writeTopic(roomQueueTopic(roomId));
  return Number(result.numUpdatedRows) > 0;
}

/** One statement per moved story: usually one (see shared/storyQueue.ts). */
export async function writeQueuePositions(data: DataAccess, roomId: string, writes: readonly QueuePosition[]): Promise<void> {
  for (const { id, position } of writes) {
    await data.db.updateTable("story_queue").set({ position }).where("room_id", "=", roomId).where("id", "=", id).execute();
  }
  if (writes.length > 0) data.writeTopic(roomQueueTopic(roomId));
}

export async function deleteQueueStory(data: DataAccess, roomId: string, storyId: string): Promise<boolean> {
  const result = await data.db.deleteFrom("story_queue").where("room_id", "=", roomId).where("id", "=", storyId).executeTakeFirst();
  data.writeTopic(roomQueueTopic(roomId));
  return Number(result.numDeletedRows) > 0;
}

/**
 * Removes the room's stories not yet estimated (pending), never the current one: all of them, or
 * only those of `storyIds` (the undo of an import). The ids removed.
 */
export async function deletePendingStories(data: DataAccess, roomId: string, currentStoryId: string | null, storyIds?: readonly string[]): Promise<string[]> {
  if (storyIds !== undefined && storyIds.length === 0) return [];
  let query = data.db.deleteFrom("story_queue").where("room_id", "=", roomId).where("status", "=", "pending");
  if (currentStoryId !== null) query = query.where("id", "!=", currentStoryId);
  if (storyIds !== undefined) query = query.where("id", "in", storyIds);
  const removed = (await query.returning("id").execute()).map((row) => row.id);
  if (removed.length > 0) data.writeTopic(roomQueueTopic(roomId));
  return removed;
}

/** Whether a JIRA ticket is queued in the room (imported stories may never have been in the ticket cache). */
export async function isTicketQueued(data: DataAccess, roomId: string, ticketKey: string): Promise<boolean> {
  data.readTopic(roomQueueTopic(roomId));
  return (await data.db.selectFrom("story_queue").select("id").where("room_id", "=", roomId).where("ticket_key", "=", ticketKey).limit(1).executeTakeFirst()) !== undefined;
}

/** JIRA took new points for a ticket: its queued stories show them as their current points. */
export async function setQueuedTicketPoints(data: DataAccess, roomId: string, ticketKey: string, storyPoints: number): Promise<void> {
  const result = await data.db.updateTable("story_queue").set({ ticket_story_points: storyPoints }).where("room_id", "=", roomId).where("ticket_key", "=", ticketKey).executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) data.writeTopic(roomQueueTopic(roomId));
}

/** For the room deletion cascade. */
export async function deleteRoomQueue(data: DataAccess, roomId: string): Promise<void> {
  await data.db.deleteFrom("story_queue").where("room_id", "=", roomId).execute();
  data.writeTopic(roomQueueTopic(roomId));
}
