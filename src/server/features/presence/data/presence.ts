// Who has a live socket on which room, per server instance. An instance writes a row when one
// of its sockets starts watching a room and deletes it when the last one stops (after the
// runtime's grace period); it refreshes its rows every heartbeat (PRESENCE_HEARTBEAT_SECONDS)
// and, on the same beat, deletes rows no instance refreshed for PRESENCE_MISSED_HEARTBEATS
// beats: an instance that died leaves no ghosts. Readers also ignore rows older than
// PRESENCE_STALE_MS, the expiry at the longest heartbeat allowed.
import type { ExpressionBuilder } from "kysely";
import type { Database } from "../../../db/schema";
import type { DataAccess } from "../../../live";
import { participantsTopic } from "../../topics";

export const PRESENCE_HEARTBEAT_MS = 10_000;
export const PRESENCE_MAX_HEARTBEAT_MS = 30_000;
export const PRESENCE_MISSED_HEARTBEATS = 3;
export const PRESENCE_STALE_MS = PRESENCE_MAX_HEARTBEAT_MS * PRESENCE_MISSED_HEARTBEATS;

/** How old a row may get before the sweep drops it, for a given heartbeat. */
export function presenceExpiryMs(heartbeatMs: number): number {
  return heartbeatMs * PRESENCE_MISSED_HEARTBEATS;
}

/** The presence key rooms.getRoomData declares: who is watching which room. */
export function roomPresenceKey(roomId: string, userId: string): string {
  return `room:${roomId}:user:${userId}`;
}

export function parseRoomPresenceKey(key: string): { roomId: string; userId: string } | null {
  const match = /^room:(.+):user:([^:]+)$/.exec(key);
  return match ? { roomId: match[1]!, userId: match[2]! } : null;
}

interface PresenceEntry {
  roomId: string;
  userId: string;
  instanceId: string;
}

export interface PresenceChange {
  roomId: string;
  userId: string;
  online: boolean;
}

/** Many users' changes in one transaction: each room's topics are written once, however many arrived. */
export async function applyPresenceChanges(data: DataAccess, instanceId: string, changes: readonly PresenceChange[], now: number): Promise<void> {
  for (const { online, roomId, userId } of changes) {
    if (online) await insertPresence(data, { roomId, userId, instanceId }, now);
    else await deletePresence(data, { roomId, userId, instanceId });
  }
  for (const roomId of new Set(changes.map((c) => c.roomId))) data.writeTopic(participantsTopic(roomId));
}

/** Only for rooms that exist; a user may watch a room before joining it (auto-join follows). */
async function insertPresence(data: DataAccess, entry: PresenceEntry, now: number): Promise<void> {
  await data.db
    .insertInto("room_presence")
    .columns(["room_id", "user_id", "instance_id", "updated_at"])
    .expression((eb) =>
      eb
        .selectFrom("rooms")
        // Cast: PostgreSQL types a bare parameter in a select list as text.
        .select([
          eb.val(entry.roomId).as("room_id"),
          eb.val(entry.userId).as("user_id"),
          eb.val(entry.instanceId).as("instance_id"),
          eb.cast<number>(eb.val(now), "bigint").as("updated_at"),
        ])
        .where("rooms.id", "=", entry.roomId),
    )
    .onConflict((oc) => oc.columns(["room_id", "user_id", "instance_id"]).doUpdateSet({ updated_at: now }))
    .execute();
}

async function deletePresence(data: DataAccess, entry: PresenceEntry): Promise<void> {
  await data.db
    .deleteFrom("room_presence")
    .where("room_id", "=", entry.roomId)
    .where("user_id", "=", entry.userId)
    .where("instance_id", "=", entry.instanceId)
    .execute();
}

/** Keeps this instance's rows fresh and returns how many it has. Nothing visible changes, so nothing is announced. */
export async function refreshInstancePresence(data: DataAccess, instanceId: string, now: number): Promise<number> {
  const result = await data.db.updateTable("room_presence").set({ updated_at: now }).where("instance_id", "=", instanceId).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Writes the truth for this instance's sockets: rows for everyone it holds online (fresh), none
 * for anyone else. After an outage dropped some changes, or another instance swept these rows,
 * this restores them; returns the rooms whose presence changed (their topics are written) and
 * how many rows the instance has now (none for a room that does not exist).
 */
export async function reassertInstancePresence(
  data: DataAccess,
  instanceId: string,
  present: readonly { roomId: string; userId: string }[],
  now: number,
): Promise<{ rooms: string[]; rows: number }> {
  const held = await data.db.selectFrom("room_presence").select(["room_id", "user_id"]).where("instance_id", "=", instanceId).execute();
  const key = (roomId: string, userId: string) => JSON.stringify([roomId, userId]);
  const wanted = new Map(present.map((p) => [key(p.roomId, p.userId), p]));
  const changes: PresenceChange[] = [];
  for (const row of held) {
    if (!wanted.delete(key(row.room_id, row.user_id))) changes.push({ roomId: row.room_id, userId: row.user_id, online: false });
  }
  for (const p of wanted.values()) changes.push({ ...p, online: true });
  if (changes.length > 0) await applyPresenceChanges(data, instanceId, changes, now);
  const rows = await refreshInstancePresence(data, instanceId, now);
  return { rooms: [...new Set(changes.map((c) => c.roomId))], rows };
}

/**
 * A draining instance hands its rows over: they stay fresh for the grace period (its users
 * reconnect elsewhere meanwhile), then the next sweep of any instance drops them.
 */
export async function drainInstancePresence(data: DataAccess, instanceId: string, now: number, graceMs: number, expiryMs: number): Promise<void> {
  await data.db
    .updateTable("room_presence")
    .set({ updated_at: now - expiryMs + graceMs })
    .where("instance_id", "=", instanceId)
    .execute();
}

/** Deletes rows nobody refreshed within expiryMs (their instance died), announces the rooms they were in and returns their ids. */
export async function deleteStalePresence(data: DataAccess, now: number, expiryMs: number = PRESENCE_STALE_MS): Promise<string[]> {
  const cutoff = now - Math.min(expiryMs, PRESENCE_STALE_MS);
  const rooms = await data.db.selectFrom("room_presence").select("room_id").distinct().where("updated_at", "<", cutoff).execute();
  if (rooms.length === 0) return [];
  await data.db.deleteFrom("room_presence").where("updated_at", "<", cutoff).execute();
  for (const { room_id } of rooms) data.writeTopic(participantsTopic(room_id));
  return rooms.map((r) => r.room_id);
}

/**
 * For a select from participants: 1 when the participant's user has a fresh presence row in
 * their room, on any instance, else 0. Read with the participants, it costs no statement of its own.
 */
export function participantIsOnline(eb: ExpressionBuilder<Database, "participants">, freshSince: number) {
  const present = eb
    .selectFrom("room_presence")
    .select(eb.lit(1).as("present"))
    .whereRef("room_presence.room_id", "=", "participants.room_id")
    .whereRef("room_presence.user_id", "=", "participants.user_id")
    .where("room_presence.updated_at", ">=", freshSince);
  // A number in both engines (PostgreSQL's EXISTS alone is a boolean, SQLite's an integer).
  return eb.case().when(eb.exists(present)).then(eb.lit(1)).else(eb.lit(0)).end().as("is_online");
}

/** Who is online in each of these rooms (names in joining order), for the dashboard. */
export async function listOnlineNames(data: DataAccess, roomIds: readonly string[], now: number): Promise<Map<string, string[]>> {
  const online = new Map<string, string[]>();
  if (roomIds.length === 0) return online;
  for (const roomId of roomIds) data.readTopic(participantsTopic(roomId));
  const rows = await data.db
    .selectFrom("participants")
    .select(["room_id", "name"])
    .select((eb) => participantIsOnline(eb, freshPresenceSince(now)))
    .where("room_id", "in", roomIds)
    .orderBy("joined_at")
    .orderBy("id")
    .execute();
  for (const row of rows) {
    if (Number(row.is_online) !== 1) continue;
    const names = online.get(row.room_id) ?? [];
    names.push(row.name);
    online.set(row.room_id, names);
  }
  return online;
}

/** Presence rows refreshed at or after this time count. */
export function freshPresenceSince(now: number): number {
  return now - PRESENCE_STALE_MS;
}
