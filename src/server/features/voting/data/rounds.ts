// A room's round (voting's room_rounds row): read and written only here. Writes announce the round
// and the room (its lastActivity moved), never the room's other parts.
import type { Kysely } from "kysely";
import { type DataAccess, precompiled } from "../../../live";
import type { Database } from "../../../db/schema";
import type { ParticipantsTable } from "../../../db/tables/rooms";
import type { RoomRoundsTable } from "../../../db/tables/voting";
import type { SubjectColumns } from "../subject";
import { participantsTopic, roomTopic, roundTopic } from "../../topics";
import { freshPresenceSince, participantIsOnline } from "../../presence";

/** The round's state: deck and settings, reveal, round number and start, timer, auto-reveal. */
export type Round = RoomRoundsTable;
export type RoundChanges = Partial<Omit<Round, "room_id">>;

/** The caller's participant and the round they vote in. */
export interface VoterInRound {
  participantId: string;
  role: ParticipantsTable["role"];
  isExcluded: boolean;
  round: Round;
}

export async function getRound(data: DataAccess, roomId: string): Promise<Round | undefined> {
  data.readTopic(roundTopic(roomId));
  return selectRound.executeTakeFirst(data.db, roomId);
}

const selectRound = precompiled("selectRound", (db, roomId: string) => db.selectFrom("room_rounds").selectAll().where("room_id", "=", roomId));

export async function insertRound(data: DataAccess, round: Round): Promise<void> {
  await data.db.insertInto("room_rounds").values(round).execute();
  data.writeTopic(roundTopic(round.room_id));
}

/** Applies `changes`; the room's lock and activity are the caller's (rooms' lockRoom, taken first). */
export async function writeRound(data: DataAccess, roomId: string, changes: RoundChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await data.db.updateTable("room_rounds").set(changes).where("room_id", "=", roomId).execute();
  announce(data, roomId);
}

export async function deleteRound(data: DataAccess, roomId: string): Promise<void> {
  await data.db.deleteFrom("room_rounds").where("room_id", "=", roomId).execute();
}

function announce(data: DataAccess, roomId: string): void {
  data.writeTopic(roundTopic(roomId));
  data.writeTopic(roomTopic(roomId));
}

/** The user's participant in the room joined with its round, in one statement; undefined when they are not in it. */
export async function findVoterInRound(data: DataAccess, roomId: string, userId: string): Promise<VoterInRound | undefined> {
  data.readTopic(roundTopic(roomId));
  data.readTopic(participantsTopic(roomId));
  const row = await selectVoterInRound.executeTakeFirst(data.db, roomId, userId);
  if (!row) return undefined;
  const { participant_id, role, is_excluded_from_voting, ...round } = row;
  return { participantId: participant_id, role, isExcluded: is_excluded_from_voting === 1, round };
}

const selectVoterInRound = precompiled("selectVoterInRound", (db, roomId: string, userId: string) =>
  db
    .selectFrom("participants")
    .innerJoin("room_rounds", "room_rounds.room_id", "participants.room_id")
    .select(["participants.id as participant_id", "participants.role", "participants.is_excluded_from_voting"])
    .selectAll("room_rounds")
    .where("participants.room_id", "=", roomId)
    .where("participants.user_id", "=", userId),
);

/**
 * Reveals the round unless it is revealed already, and, for the countdowns, only when one is
 * due at `dueAt` (the update re-checks under the row lock, so of several instances one reveals).
 */
export async function markRevealed(data: DataAccess, roomId: string, changes: RoundChanges, dueAt: number | null): Promise<boolean> {
  let update = data.db
    .updateTable("room_rounds")
    .set({ ...changes, is_voting_revealed: 1, auto_reveal_at: null })
    .where("room_id", "=", roomId)
    .where("is_voting_revealed", "=", 0);
  if (dueAt !== null) {
    update = update.where((eb) => eb.or([eb("auto_reveal_at", "<=", dueAt), eb.and([eb("timer_ends_at", "<=", dueAt), eb("timer_reveals", "=", 1)])]));
  }
  const row = await update.returning("room_id").executeTakeFirst();
  if (row) announce(data, roomId);
  return Boolean(row);
}

/** Every extension's subject columns in one statement (extensions.ts). */
export async function readSubjectColumns(data: DataAccess, roomId: string, parts: readonly SubjectColumns[]): Promise<Readonly<Record<string, unknown>>> {
  const row = await data.db.selectNoFrom((eb) => parts.flatMap((part) => part.columns(eb, roomId))).executeTakeFirst();
  return (row ?? {}) as Readonly<Record<string, unknown>>;
}

/** Rooms whose auto-reveal countdown is over, or whose timer reached zero and reveals then. */
export function listDueRounds(db: Kysely<Database>, now: number, limit: number): Promise<{ room_id: string }[]> {
  return db
    .selectFrom("room_rounds")
    .select("room_id")
    .where((eb) => eb.or([eb("auto_reveal_at", "<=", now), eb.and([eb("timer_ends_at", "<=", now), eb("timer_reveals", "=", 1), eb("is_voting_revealed", "=", 0)])]))
    .limit(limit)
    .execute();
}

/** Stops a running countdown until the next changed vote. False when none was running. */
export async function holdCountdown(data: DataAccess, roomId: string): Promise<boolean> {
  const held = await data.db
    .updateTable("room_rounds")
    .set({ auto_reveal_at: null, auto_reveal_held: 1 })
    .where("room_id", "=", roomId)
    .where("auto_reveal_at", "is not", null)
    .returning("room_id")
    .executeTakeFirst();
  if (held) announce(data, roomId);
  return Boolean(held);
}

/** Who is waited for: the participants with presence, and who voted. */
export async function readVoteProgressInputs(data: DataAccess, roomId: string, now: number) {
  const [participants, votes] = await Promise.all([
    data.db
      .selectFrom("participants")
      .select(["id", "name", "is_excluded_from_voting"])
      .select((eb) => participantIsOnline(eb, freshPresenceSince(now)))
      .where("room_id", "=", roomId)
      .execute(),
    data.db.selectFrom("votes").select("participant_id").where("room_id", "=", roomId).execute(),
  ]);
  return { participants, votedIds: new Set(votes.map((v) => v.participant_id)) };
}

/** The manual story, or a queue story's title (the queue says which). */
export function setRoundStory(data: DataAccess, roomId: string, story: string | null): Promise<void> {
  return writeRound(data, roomId, { current_story: story });
}
