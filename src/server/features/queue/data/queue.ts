// The story_queue table. Reads mark the room's queue topic and writes announce it; nothing else
// does, so a vote never re-reads the queue however long it is.
import type { StoryQueueTable } from "../../../db/tables/queue";
import type { DataAccess } from "../../../live/functions";
import type { QueuePosition } from "../../../../shared/storyQueue";
import { roomQueueTopic } from "../../topics";

export type QueueStoryRow = StoryQueueTable;
export type QueueStoryChanges = Partial<Pick<QueueStoryRow, "title" | "description" | "link" | "status" | "agreed_value" | "agreed_at">>;

/** The whole queue in order. */
export async function listQueue(data: DataAccess, roomId: string): Promise<QueueStoryRow[]> {
  data.readTopic(roomQueueTopic(roomId));
  return data.db.selectFrom("story_queue").selectAll().where("room_id", "=", roomId).orderBy("position").orderBy("id").execute();
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
 * only those of `storyIds` (the undo of an import). The number removed.
 */
export async function deletePendingStories(data: DataAccess, roomId: string, currentStoryId: string | null, storyIds?: readonly string[]): Promise<number> {
  if (storyIds !== undefined && storyIds.length === 0) return 0;
  let query = data.db.deleteFrom("story_queue").where("room_id", "=", roomId).where("status", "=", "pending");
  if (currentStoryId !== null) query = query.where("id", "!=", currentStoryId);
  if (storyIds !== undefined) query = query.where("id", "in", storyIds);
  const removed = Number((await query.executeTakeFirst()).numDeletedRows);
  if (removed > 0) data.writeTopic(roomQueueTopic(roomId));
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
