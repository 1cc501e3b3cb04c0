// The tracker_agreed_writes rows (issue 33): estimates agreed by an async reveal waiting to be
// written back, and how each went. Every statement against them lives here. Writes announce the
// room's writes topic, so the room view shows "Written to GitHub (#12)" as soon as it is.
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import type { TrackerAgreedWritesTable } from "../../../db/tables/trackers";
import type { DataAccess } from "../../../live";
import { trackerWritesTopic } from "../../topics";

export type AgreedWriteRow = TrackerAgreedWritesTable;

export async function insertAgreedWrite(data: DataAccess, row: AgreedWriteRow): Promise<void> {
  await data.db.insertInto("tracker_agreed_writes").values(row).execute();
  data.writeTopic(trackerWritesTopic(row.room_id));
}

/** The pending writes due by `asOf` and not claimed by a live instance (of one room, when given): every instance's job reads them, outside any transaction. */
export function listDueAgreedWrites(db: Kysely<Database>, asOf: number, limit: number, roomId?: string): Promise<{ id: string; room_id: string }[]> {
  let query = db
    .selectFrom("tracker_agreed_writes")
    .select(["id", "room_id"])
    .where("state", "=", "pending")
    .where("next_at", "<=", asOf)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", asOf)]));
  if (roomId !== undefined) query = query.where("room_id", "=", roomId);
  return query.orderBy("next_at").limit(limit).execute();
}

/**
 * Claims a pending write until `until`: one conditional update, so of several instances (or a
 * second look while the first still writes) one gets it; a claim whose instance died runs out.
 * The row as claimed, or undefined when another has it or it is no longer pending.
 */
export async function claimAgreedWrite(data: DataAccess, id: string, asOf: number, until: number): Promise<AgreedWriteRow | undefined> {
  const result = await data.db
    .updateTable("tracker_agreed_writes")
    .set((eb) => ({ claimed_until: until, attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .where("state", "=", "pending")
    .where("next_at", "<=", asOf)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", asOf)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return data.db.selectFrom("tracker_agreed_writes").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Records how a claimed attempt went, if the claim is still this one's (`claimedUntil`); false when it was taken over. */
export async function finishAgreedWrite(
  data: DataAccess,
  row: Pick<AgreedWriteRow, "id" | "room_id">,
  claimedUntil: number,
  outcome: Pick<AgreedWriteRow, "state" | "next_at" | "written_value" | "error">,
  now: number,
): Promise<boolean> {
  const result = await data.db
    .updateTable("tracker_agreed_writes")
    .set({ ...outcome, claimed_until: null, updated_at: now })
    .where("id", "=", row.id)
    .where("state", "=", "pending")
    .where("claimed_until", "=", claimedUntil)
    .executeTakeFirst();
  data.writeTopic(trackerWritesTopic(row.room_id));
  return Number(result.numUpdatedRows) > 0;
}

/** The room's writes, newest first (at most `limit`): the room view shows each story's latest. */
export async function listRoomAgreedWrites(data: DataAccess, roomId: string, limit: number): Promise<AgreedWriteRow[]> {
  data.readTopic(trackerWritesTopic(roomId));
  return data.db.selectFrom("tracker_agreed_writes").selectAll().where("room_id", "=", roomId).orderBy("created_at", "desc").orderBy("id").limit(limit).execute();
}

/** For the room deletion cascade. */
export async function deleteRoomAgreedWrites(data: DataAccess, roomId: string): Promise<void> {
  await data.db.deleteFrom("tracker_agreed_writes").where("room_id", "=", roomId).execute();
  data.writeTopic(trackerWritesTopic(roomId));
}

export async function getAgreedWrite(data: DataAccess, id: string): Promise<AgreedWriteRow | undefined> {
  return data.db.selectFrom("tracker_agreed_writes").selectAll().where("id", "=", id).executeTakeFirst();
}
