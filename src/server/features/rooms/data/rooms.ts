// Rooms table access. Reads mark the room's topic (or, for code lookups, the code's topic);
// writes announce the room and the dashboards (userRooms topics) of the users they concern.
import type { Kysely } from "kysely";
import { type DataAccess, precompiled } from "../../../live";
import type { Database } from "../../../db/schema";
import type { ParticipantsTable, RoomsTable } from "../../../db/tables/rooms";
import { listMemberUserIds } from "./participants";
import { roomCodeTopic, roomTopic, userRoomsTopic } from "../../topics";

export type RoomRow = RoomsTable;

/** What a room write may change besides last_activity, which every write moves on. */
export type RoomChanges = Partial<Pick<RoomRow, "name" | "owner_user_id">>;

/**
 * Dashboards show last activity to the minute ('Just now', '5m ago'), so a busy room refreshes
 * its members' room lists at most once a minute rather than on every vote.
 */
export const DASHBOARD_ACTIVITY_REFRESH_MS = 60_000;

export async function getRoom(data: DataAccess, roomId: string): Promise<RoomRow | undefined> {
  data.readTopic(roomTopic(roomId));
  return data.db.selectFrom("rooms").selectAll().where("id", "=", roomId).executeTakeFirst();
}

/** `code` must be normalised (upper case). Re-runs only when a room with this code appears or goes. */
export async function findRoomByCode(data: DataAccess, code: string): Promise<RoomRow | undefined> {
  data.readTopic(roomCodeTopic(code));
  return data.db.selectFrom("rooms").selectAll().where("code", "=", code).executeTakeFirst();
}

/** False when the code is taken: the unique index decides, so two racing creates cannot both win. */
export async function insertRoom(data: DataAccess, room: RoomRow): Promise<boolean> {
  const result = await data.db
    .insertInto("rooms")
    .values(room)
    .onConflict((oc) => oc.column("code").doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  data.writeTopic(roomTopic(room.id));
  data.writeTopic(roomCodeTopic(room.code));
  data.writeTopic(userRoomsTopic(room.owner_user_id));
  return true;
}

/**
 * Every write to a room goes through here: applies `changes` and moves last_activity to `now`, in
 * one statement, and announces the room when `changes` has any (the activity time alone is for
 * dashboards, announced when due). Call it first in a mutation: on PostgreSQL the update locks the
 * room row, so membership changes of one room run one after another. False when the room is gone.
 */
/** Moves last_activity on and nothing else (the room's lock, see access.ts lockRoom). False when the room is gone. */
export function touchRoom(data: DataAccess, roomId: string, now: number): Promise<boolean> {
  return writeRoom(data, roomId, now);
}

export async function writeRoom(data: DataAccess, roomId: string, now: number, changes: RoomChanges = {}): Promise<boolean> {
  const dueBefore = now - DASHBOARD_ACTIVITY_REFRESH_MS;
  // A vote changes nothing but the activity: that statement is compiled once.
  const activityOnly = Object.keys(changes).length === 0;
  const row = await (activityOnly ? markRoomActive.executeTakeFirst(data.db, roomId, now, dueBefore) : roomWriteStatement(data.db, roomId, now, dueBefore, changes).executeTakeFirst());
  if (!row) return false;
  if (Number(row.dashboards_notified_at) === now) await writeMemberDashboards(data, roomId, row.owner_user_id);
  if (!activityOnly) data.writeTopic(roomTopic(roomId));
  return true;
}

function roomWriteStatement(db: Kysely<Database>, roomId: string, now: number, dueBefore: number, changes: RoomChanges) {
  return db
    .updateTable("rooms")
    .set((eb) => ({
      ...changes,
      last_activity: now,
      // Moves on only when the dashboards are due, and then says so through RETURNING.
      dashboards_notified_at: eb.case().when("dashboards_notified_at", "<=", dueBefore).then(eb.val(now)).else(eb.ref("dashboards_notified_at")).end(),
    }))
    .where("id", "=", roomId)
    .returning(["owner_user_id", "dashboards_notified_at"]);
}

const markRoomActive = precompiled("markRoomActive", (db, roomId: string, now: number, dueBefore: number) => roomWriteStatement(db, roomId, now, dueBefore, {}));

/** Announces the room lists of everyone in the room and of its owner. */
export async function writeMemberDashboards(data: DataAccess, roomId: string, ownerUserId: string): Promise<void> {
  const members = await listMemberUserIds(data, roomId);
  data.writeTopic(userRoomsTopic(ownerUserId));
  for (const userId of members) data.writeTopic(userRoomsTopic(userId));
}

export interface UserRoomRow {
  id: string;
  name: string;
  code: string;
  is_permanent: number;
  last_activity: number;
  owner_user_id: string;
  /** Null when the user owns the room but is not in it right now. */
  role: ParticipantsTable["role"] | null;
  /** The user's participant in the room, null when not in it. */
  participant_id: string | null;
  /** 1 when the user observes (does not vote) in the room; null when not in it. */
  is_excluded_from_voting: number | null;
}

/** Rooms the user is in or owns, newest activity first. Two index lookups, merged here. */
export async function listUserRooms(data: DataAccess, userId: string): Promise<UserRoomRow[]> {
  data.readTopic(userRoomsTopic(userId));
  const columns = ["rooms.id", "rooms.name", "rooms.code", "rooms.is_permanent", "rooms.last_activity", "rooms.owner_user_id"] as const;
  const [joined, owned] = await Promise.all([
    data.db
      .selectFrom("participants")
      .innerJoin("rooms", "rooms.id", "participants.room_id")
      .select([...columns, "participants.role", "participants.id as participant_id", "participants.is_excluded_from_voting"])
      .where("participants.user_id", "=", userId)
      .execute(),
    data.db.selectFrom("rooms").select(columns).where("rooms.owner_user_id", "=", userId).execute(),
  ]);
  const byId = new Map<string, UserRoomRow>();
  for (const row of joined) byId.set(row.id, row);
  for (const row of owned) if (!byId.has(row.id)) byId.set(row.id, { ...row, role: null, participant_id: null, is_excluded_from_voting: null });
  return [...byId.values()].sort((a, b) => b.last_activity - a.last_activity || a.id.localeCompare(b.id));
}
