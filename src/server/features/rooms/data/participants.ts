// Participants table access: one row per user per room. Reads and writes mark the room's
// participants topic; writes also announce the dashboard of the user concerned.
import type { ParticipantsTable } from "../../../db/tables/rooms";
import type { DataAccess } from "../../../live";
import { participantsTopic, userRoomsTopic } from "../../topics";

export type ParticipantRow = ParticipantsTable;
export type RoomRole = ParticipantRow["role"];

export async function findParticipant(data: DataAccess, participantId: string): Promise<ParticipantRow | undefined> {
  const row = await data.db.selectFrom("participants").selectAll().where("id", "=", participantId).executeTakeFirst();
  if (row) data.readTopic(participantsTopic(row.room_id));
  return row;
}

export async function findParticipantForUser(data: DataAccess, roomId: string, userId: string): Promise<ParticipantRow | undefined> {
  data.readTopic(participantsTopic(roomId));
  return data.db
    .selectFrom("participants")
    .selectAll()
    .where("room_id", "=", roomId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/**
 * Adds the user to the room, or refreshes their name, picture and session id if they are in it
 * already (role and exclusion stay). One statement against the unique (room_id, user_id)
 * index, so any number of simultaneous joins by one user leave one participant.
 */
export async function upsertParticipant(data: DataAccess, participant: ParticipantRow): Promise<string> {
  const row = await data.db
    .insertInto("participants")
    .values(participant)
    .onConflict((oc) =>
      oc.columns(["room_id", "user_id"]).doUpdateSet((eb) => ({
        name: eb.ref("excluded.name"),
        image: eb.ref("excluded.image"),
        session_id: eb.ref("excluded.session_id"),
      })),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  data.writeTopic(participantsTopic(participant.room_id));
  data.writeTopic(userRoomsTopic(participant.user_id));
  return row.id;
}

/** The user ids of everyone in the room: a membership check that votes never re-run. */
export async function loadRoomMemberIds(data: DataAccess, roomId: string): Promise<ReadonlySet<string>> {
  data.readTopic(participantsTopic(roomId));
  return new Set(await listMemberUserIds(data, roomId));
}

/** Everyone in the room with their name, user and whether they vote (async estimation's eligible voters). */
export async function listRoomParticipants(data: DataAccess, roomId: string): Promise<Pick<ParticipantRow, "id" | "user_id" | "name" | "is_excluded_from_voting">[]> {
  data.readTopic(participantsTopic(roomId));
  return data.db.selectFrom("participants").select(["id", "user_id", "name", "is_excluded_from_voting"]).where("room_id", "=", roomId).orderBy("joined_at").orderBy("id").execute();
}

/** The user ids of everyone in the room (for writes that announce them; reads no topic). */
export async function listMemberUserIds(data: DataAccess, roomId: string): Promise<string[]> {
  const rows = await data.db.selectFrom("participants").select("user_id").where("room_id", "=", roomId).execute();
  return rows.map((row) => row.user_id);
}

/**
 * Removes the participant (their vote goes with them: votes reference participants on delete
 * cascade, and voting's membership hook announces it); the room keeps their standing for a later
 * join. A kicked participant (`kicked`) keeps no admin role: they come back as a member (issue 30).
 */
export async function deleteParticipant(data: DataAccess, participant: ParticipantRow, kicked = false): Promise<void> {
  await keepStanding(data, kicked && participant.role === "admin" ? { ...participant, role: "member" } : participant);
  await data.db.deleteFrom("participants").where("id", "=", participant.id).execute();
  data.writeTopic(participantsTopic(participant.room_id));
  data.writeTopic(userRoomsTopic(participant.user_id));
}

export async function setParticipantRole(data: DataAccess, participant: ParticipantRow, role: RoomRole): Promise<void> {
  await data.db.updateTable("participants").set({ role }).where("id", "=", participant.id).execute();
  data.writeTopic(participantsTopic(participant.room_id));
  // The dashboard lists the user's role in each room.
  data.writeTopic(userRoomsTopic(participant.user_id));
}

export async function setParticipantExcluded(data: DataAccess, participant: ParticipantRow, excluded: boolean): Promise<void> {
  await data.db
    .updateTable("participants")
    .set({ is_excluded_from_voting: excluded ? 1 : 0 })
    .where("id", "=", participant.id)
    .execute();
  data.writeTopic(participantsTopic(participant.room_id));
}

/** Withdraws a participant's vote in the current round (e.g. when they become an observer). */
export async function countParticipants(data: DataAccess, roomId: string): Promise<number> {
  data.readTopic(participantsTopic(roomId));
  const row = await data.db
    .selectFrom("participants")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("room_id", "=", roomId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The role and exclusion a user gets on joining: what the room kept from their last stay, else a newcomer's. */
export async function standingOnJoin(
  data: DataAccess,
  room: { id: string; owner_user_id: string },
  userId: string,
): Promise<Pick<ParticipantRow, "role" | "is_excluded_from_voting">> {
  const kept = await data.db
    .selectFrom("room_standings")
    .select(["role", "is_excluded_from_voting"])
    .where("room_id", "=", room.id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return {
    role: room.owner_user_id === userId ? "owner" : (kept?.role ?? "member"),
    is_excluded_from_voting: kept?.is_excluded_from_voting ?? 0,
  };
}

/** Only a standing that differs from a newcomer's is kept (the owner's role comes from the room). */
async function keepStanding(data: DataAccess, participant: ParticipantRow): Promise<void> {
  const role = participant.role === "admin" ? "admin" : "member";
  const where = { room_id: participant.room_id, user_id: participant.user_id };
  if (role === "member" && participant.is_excluded_from_voting === 0) {
    await data.db.deleteFrom("room_standings").where("room_id", "=", where.room_id).where("user_id", "=", where.user_id).execute();
    return;
  }
  await data.db
    .insertInto("room_standings")
    .values({ ...where, role, is_excluded_from_voting: participant.is_excluded_from_voting })
    .onConflict((oc) => oc.columns(["room_id", "user_id"]).doUpdateSet({ role, is_excluded_from_voting: participant.is_excluded_from_voting }))
    .execute();
}
