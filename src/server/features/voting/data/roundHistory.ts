// Archived rounds (round_history). Written when a manager starts a new round; read by the
// history list and the CSV export. Its own topic, so a vote does not make viewers re-read it.
// A queue story's revealed round is also filed open at its reveal (is_open = 1) for the session
// summary; the history lists closed rounds only.
import type { RoundHistoryTable } from "../../../db/tables/voting";
import { type DataAccess, precompiled } from "../../../live";
import { roundHistoryTopic } from "../../topics";

export type RoundHistoryRow = RoundHistoryTable;

export async function insertRoundHistory(data: DataAccess, row: RoundHistoryRow): Promise<void> {
  await data.db.insertInto("round_history").values(row).execute();
  data.writeTopic(roundHistoryTopic(row.room_id));
}

/** Removes the room's open round (New Round files it closed; Clear votes undoes it). */
export async function deleteOpenRounds(data: DataAccess, roomId: string): Promise<void> {
  await data.db.deleteFrom("round_history").where("room_id", "=", roomId).where("is_open", "=", 1).execute();
  data.writeTopic(roundHistoryTopic(roomId));
}

/** The room's latest `limit` rounds, newest first. */
export async function listRoundHistory(data: DataAccess, roomId: string, limit: number): Promise<RoundHistoryRow[]> {
  data.readTopic(roundHistoryTopic(roomId));
  return selectLatestRounds.execute(data.db, roomId, limit);
}

/** The ids of the room's latest `limit` rounds, newest first: what listRoundHistory would list. */
export async function listRoundHistoryIds(data: DataAccess, roomId: string, limit: number): Promise<string[]> {
  data.readTopic(roundHistoryTopic(roomId));
  return (await selectLatestRoundIds.execute(data.db, roomId, limit)).map((row) => row.id);
}

const selectLatestRounds = precompiled("selectLatestRounds", (db, roomId: string, limit: number) =>
  db.selectFrom("round_history").selectAll().where("room_id", "=", roomId).where("is_open", "=", 0).orderBy("created_at", "desc").orderBy("round", "desc").limit(limit),
);
const selectLatestRoundIds = precompiled("selectLatestRoundIds", (db, roomId: string, limit: number) =>
  db.selectFrom("round_history").select("id").where("room_id", "=", roomId).where("is_open", "=", 0).orderBy("created_at", "desc").orderBy("round", "desc").limit(limit),
);

/** The revealed rounds filed under queue stories, the open one included: what the session summary adds up. */
export async function listQueueRounds(data: DataAccess, roomId: string): Promise<Pick<RoundHistoryRow, "queue_story_id" | "votes_json" | "started_at" | "revealed_at" | "created_at">[]> {
  data.readTopic(roundHistoryTopic(roomId));
  return data.db
    .selectFrom("round_history")
    .select(["queue_story_id", "votes_json", "started_at", "revealed_at", "created_at"])
    .where("room_id", "=", roomId)
    .where("revealed", "=", 1)
    .where("queue_story_id", "is not", null)
    .execute();
}

/** When the room is deleted. */
export async function deleteRoomHistory(data: DataAccess, roomId: string): Promise<void> {
  await data.db.deleteFrom("round_history").where("room_id", "=", roomId).execute();
  data.writeTopic(roundHistoryTopic(roomId));
}
