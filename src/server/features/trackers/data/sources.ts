// The room_tracker_sources rows: every statement against them. Reads mark the room's tracker topic,
// writes announce it, so the room view's part re-reads only when the source changes.
import type { Selectable } from "kysely";
import type { DataAccess } from "../../../live";
import type { RoomTrackerSourcesTable } from "../../../db/tables/trackers";
import { roomTrackerTopic } from "../../topics";

export type TrackerSourceRow = Selectable<RoomTrackerSourcesTable>;

export async function getTrackerSource(data: DataAccess, roomId: string): Promise<TrackerSourceRow | undefined> {
  data.readTopic(roomTrackerTopic(roomId));
  return data.db.selectFrom("room_tracker_sources").selectAll().where("room_id", "=", roomId).executeTakeFirst();
}

/** Sets the room's source, replacing the one before. */
export async function putTrackerSource(data: DataAccess, row: TrackerSourceRow): Promise<void> {
  const { room_id: roomId, ...rest } = row;
  const updated = await data.db.updateTable("room_tracker_sources").set(rest).where("room_id", "=", roomId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await data.db.insertInto("room_tracker_sources").values(row).execute();
  data.writeTopic(roomTrackerTopic(roomId));
}

/** False when the room had no source. */
export async function deleteTrackerSource(data: DataAccess, roomId: string): Promise<boolean> {
  const result = await data.db.deleteFrom("room_tracker_sources").where("room_id", "=", roomId).executeTakeFirst();
  data.writeTopic(roomTrackerTopic(roomId));
  return Number(result.numDeletedRows) > 0;
}
