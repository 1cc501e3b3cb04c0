// Which queue story the room is estimating (room_queue_state): read and written only here.
import { type DataAccess, precompiled } from "../../../live";
import { queueStateTopic, roomTopic } from "../../topics";
import type { SubjectColumns } from "../../voting";

export async function getCurrentQueueStoryId(data: DataAccess, roomId: string): Promise<string | null> {
  data.readTopic(queueStateTopic(roomId));
  const row = await selectState.executeTakeFirst(data.db, roomId);
  return row?.current_story_id ?? null;
}

const selectState = precompiled("selectQueueState", (db, roomId: string) => db.selectFrom("room_queue_state").select("current_story_id").where("room_id", "=", roomId));

/** The round's subject as voting reads it at a reveal (its SubjectColumns): the current story. */
export const currentStoryColumns = Object.freeze<SubjectColumns>({
  columns: (eb, roomId) => [eb.selectFrom("room_queue_state").select("current_story_id").where("room_id", "=", roomId).as("queue_current_story_id")],
  read: (row) => ({ queueStoryId: typeof row.queue_current_story_id === "string" ? row.queue_current_story_id : null }),
});

/** The room's lock is the caller's (rooms' lockRoom). Announces the room too: its view shows the current story. */
export async function setCurrentQueueStoryId(data: DataAccess, roomId: string, storyId: string | null): Promise<void> {
  await data.db
    .insertInto("room_queue_state")
    .values({ room_id: roomId, current_story_id: storyId })
    .onConflict((oc) => oc.column("room_id").doUpdateSet({ current_story_id: storyId }))
    .execute();
  data.writeTopic(queueStateTopic(roomId));
  data.writeTopic(roomTopic(roomId));
}

export async function deleteQueueState(data: DataAccess, roomId: string): Promise<void> {
  await data.db.deleteFrom("room_queue_state").where("room_id", "=", roomId).execute();
}
