// The room's skeleton, read with a constant number of statements however many people are in it
// and shaped once for all viewers: the room row (the core's fields), each extension's view part,
// and the participants with their presence. Each is a cached part with its own topics, so a change
// re-reads only what it touched. Voting builds the live room (rooms.getRoomData) on top of it,
// with the votes and their secrecy (voting/roomData.ts).
import { type DataAccess, type LoadCtx, precompiled } from "../../../live";
import type { ParticipantRow, RoomRole } from "./participants";
import { freshPresenceSince, participantIsOnline } from "../../presence";
import type { RoomRow } from "./rooms";
import { participantsTopic, roomTopic } from "../../topics";
import { loadViewParts, type RoomViewParts } from "../extensions";

/** The room core's own fields of the room view. */
export interface RoomCoreView {
  _id: string;
  name: string;
  code: string;
  isPermanent: boolean;
  /**
   * When the room last changed (ms, spec 3): the room row's time as of its last announced change,
   * or the round's newest vote when that is later (a vote moves the row's time without
   * announcing the room, so the load takes it from the votes it re-reads anyway).
   */
  lastActivity: number;
}

/** The room as rooms.getRoomData shows it: the core's fields and every extension's part (voting's round, the queue's story, a plugin's ticket). */
export type RoomView = RoomCoreView & RoomViewParts;

export interface ParticipantView {
  _id: string;
  name: string;
  image: string | null;
  role: RoomRole;
  sessionId: string | null;
  isExcludedFromVoting: boolean;
  isOnline: boolean;
}

/** What every viewer of a room shares before the round's votes are added (voting/roomData.ts). */
export interface RoomSkeleton {
  room: RoomView;
  participants: readonly ParticipantView[];
  /** user id -> participant id. */
  participantByUser: ReadonlyMap<string, string>;
}

/**
 * The participant columns a room shows (fewer columns, fewer costly row objects), and whether
 * the participant is online (1) or not (0).
 */
export type LoadedParticipantRow = Pick<ParticipantRow, "id" | "user_id" | "name" | "image" | "role" | "session_id" | "is_excluded_from_voting"> & { is_online: number };

export interface RoomSkeletonRows {
  room: RoomRow;
  /** What the extensions' parts loaded. */
  parts: RoomViewParts;
  participants: readonly LoadedParticipantRow[];
}

/** The room's participants as viewers see them, and who is who. */
export interface RoomParticipants {
  list: readonly ParticipantView[];
  /** user id -> participant id. */
  byUser: ReadonlyMap<string, string>;
}

const selectRoom = precompiled("selectRoom", (db, roomId: string) => db.selectFrom("rooms").selectAll().where("id", "=", roomId));
// Presence rides along with the participants.
const selectParticipants = precompiled("selectParticipants", (db, roomId: string, freshSince: number) =>
  db
    .selectFrom("participants")
    .select(["id", "user_id", "name", "image", "role", "session_id", "is_excluded_from_voting"])
    .select((eb) => participantIsOnline(eb, freshSince))
    .where("room_id", "=", roomId)
    .orderBy("joined_at")
    .orderBy("id"),
);
/**
 * A constant number of statements whatever the size of the room: the room row, each extension's
 * part and the participants are cached parts re-read only when their topics change, so a vote
 * re-reads none of them; null when there is no such room.
 */
export async function loadRoomSkeleton(ctx: LoadCtx, roomId: string): Promise<RoomSkeleton | null> {
  const [room, parts, participants] = await Promise.all([
    ctx.part("room", (data) => loadRoomCore(data, roomId)),
    loadViewParts(ctx, ctx.app.rooms.extensions, roomId),
    ctx.part("participants", (data) => loadParticipants(data, roomId, ctx.now)),
  ]);
  return room ? { room: { ...room, ...parts }, participants: participants.list, participantByUser: participants.byUser } : null;
}

async function loadRoomCore(data: DataAccess, roomId: string): Promise<RoomCoreView | null> {
  data.readTopic(roomTopic(roomId));
  const row = await selectRoom.executeTakeFirst(data.db, roomId);
  return row ? roomCoreView(row) : null;
}

async function loadParticipants(data: DataAccess, roomId: string, now: number): Promise<RoomParticipants> {
  data.readTopic(participantsTopic(roomId));
  return participantsView(await selectParticipants.execute(data.db, roomId, freshPresenceSince(now)));
}

/** Shapes the rows for all viewers (what loadRoomSkeleton does with what it read). */
export function buildRoomSkeleton(rows: RoomSkeletonRows): RoomSkeleton {
  const participants = participantsView(rows.participants);
  return { room: { ...roomCoreView(rows.room), ...rows.parts }, participants: participants.list, participantByUser: participants.byUser };
}

function participantsView(rows: readonly LoadedParticipantRow[]): RoomParticipants {
  return { list: rows.map(participantView), byUser: new Map(rows.map((p) => [p.user_id, p.id])) };
}

function roomCoreView(room: RoomRow): RoomCoreView {
  return { _id: room.id, name: room.name, code: room.code, isPermanent: room.is_permanent === 1, lastActivity: Number(room.last_activity) };
}

/** Who has voted is not here but in the vote list: a vote or a new round leaves participants alone. */
function participantView(p: LoadedParticipantRow): ParticipantView {
  return {
    _id: p.id,
    name: p.name,
    image: p.image,
    role: p.role,
    sessionId: p.session_id,
    isExcludedFromVoting: p.is_excluded_from_voting === 1,
    isOnline: p.is_online === 1,
  };
}
