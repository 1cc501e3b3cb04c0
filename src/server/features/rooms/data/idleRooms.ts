// The temporary-room sweeper's statements: idle temporary rooms with nobody in them online.
import type { DataAccess } from "../../../live";

/** Temporary rooms idle since before `idleBefore` with no participant online since `freshSince`. */
export async function listIdleTemporaryRooms(data: DataAccess, idleBefore: number, freshSince: number, limit: number): Promise<{ id: string }[]> {
  return data.db
    .selectFrom("rooms")
    .select("id")
    .where("is_permanent", "=", 0)
    .where("last_activity", "<", idleBefore)
    // Only a participant online keeps the room: anyone signed in may watch a room's query (and
    // so hold a presence row) without being in it (issue 30).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("room_presence")
            .innerJoin("participants", (join) => join.onRef("participants.room_id", "=", "room_presence.room_id").onRef("participants.user_id", "=", "room_presence.user_id"))
            .select("room_presence.room_id")
            .whereRef("room_presence.room_id", "=", "rooms.id")
            .where("room_presence.updated_at", ">=", freshSince),
        ),
      ),
    )
    .limit(limit)
    .execute();
}

/** Locks the room (PostgreSQL) if it is still idle: a join since the list keeps it. */
export async function lockIfStillIdle(data: DataAccess, roomId: string, idleBefore: number): Promise<boolean> {
  const still = await data.db
    .updateTable("rooms")
    .set((eb) => ({ last_activity: eb.ref("last_activity") }))
    .where("id", "=", roomId)
    .where("last_activity", "<", idleBefore)
    .returning("id")
    .executeTakeFirst();
  return Boolean(still);
}
