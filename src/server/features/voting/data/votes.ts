// Votes of the current round (the `votes` table, one row per participant): a vote is one
// statement on the participant's primary key, whatever the size of the room.
import { type DataAccess, precompiled } from "../../../live";
import { participantsTopic, roomVotesTopic } from "../../topics";

export type RoundVoteRow = { participant_id: string; value: string; created_at: number };

/** The round's votes in vote order, under their own topic: a vote re-reads them alone. */
export async function loadRoundVotes(data: DataAccess, roomId: string): Promise<readonly RoundVoteRow[]> {
  data.readTopic(roomVotesTopic(roomId));
  return selectVotes.execute(data.db, roomId);
}

const selectVotes = precompiled("selectVotes", (db, roomId: string) =>
  db.selectFrom("votes").select(["participant_id", "value", "created_at"]).where("room_id", "=", roomId).orderBy("created_at").orderBy("participant_id"),
);

/**
 * Casts or changes the participant's vote: one statement on the participant's primary key.
 * A changed vote keeps its place (created_at), so the hidden vote list does not reorder.
 */
export async function upsertVote(data: DataAccess, vote: { roomId: string; participantId: string; value: string }, now: number): Promise<void> {
  await insertVote.execute(data.db, vote.participantId, vote.roomId, vote.value, now);
  data.writeTopic(roomVotesTopic(vote.roomId));
}

const insertVote = precompiled("insertVote", (db, participantId: string, roomId: string, value: string, now: number) =>
  db
    .insertInto("votes")
    .values({ participant_id: participantId, room_id: roomId, value, created_at: now })
    .onConflict((oc) => oc.column("participant_id").doUpdateSet((eb) => ({ value: eb.ref("excluded.value") }))),
);

export interface NamedVote {
  participantName: string;
  value: string;
}

/** The round's votes with the voters' names, in vote order: what a round archive keeps. */
export async function listNamedVotes(data: DataAccess, roomId: string): Promise<NamedVote[]> {
  data.readTopic(roomVotesTopic(roomId));
  data.readTopic(participantsTopic(roomId));
  return data.db
    .selectFrom("votes")
    .innerJoin("participants", "participants.id", "votes.participant_id")
    .select(["participants.name as participantName", "votes.value"])
    .where("votes.room_id", "=", roomId)
    .orderBy("votes.created_at")
    .orderBy("votes.participant_id")
    .execute();
}

/** Empties the current round and returns its votes as listNamedVotes does, in one statement. */
export async function takeNamedVotes(data: DataAccess, roomId: string): Promise<NamedVote[]> {
  const rows = await deleteNamedVotes.execute(data.db, roomId);
  data.writeTopic(roomVotesTopic(roomId));
  // RETURNING has no order: vote order, as listNamedVotes reads them.
  rows.sort((a, b) => a.created_at - b.created_at || (a.participant_id < b.participant_id ? -1 : a.participant_id > b.participant_id ? 1 : 0));
  return rows.map((row) => ({ participantName: row.participantName ?? "", value: row.value }));
}

// Every new round runs it: built once (its subquery is most of what Kysely would build each time).
const deleteNamedVotes = precompiled("deleteNamedVotes", (db, roomId: string) =>
  db
    .deleteFrom("votes")
    .where("votes.room_id", "=", roomId)
    .returning((eb) => [
      "votes.value",
      "votes.created_at",
      "votes.participant_id",
      eb.selectFrom("participants").select("participants.name").whereRef("participants.id", "=", "votes.participant_id").as("participantName"),
    ]),
);

/** Empties the current round. */
export async function deleteRoomVotes(data: DataAccess, roomId: string): Promise<void> {
  await data.db.deleteFrom("votes").where("room_id", "=", roomId).execute();
  data.writeTopic(roomVotesTopic(roomId));
}

/** An observer's card from before does not count in this round's results. */
export async function deleteVoteOf(data: DataAccess, roomId: string, participantId: string): Promise<void> {
  await data.db.deleteFrom("votes").where("participant_id", "=", participantId).execute();
  data.writeTopic(roomVotesTopic(roomId));
}

/** A participant left or was removed: the database dropped their vote with them (on delete cascade). */
export function participantVoteGone(data: DataAccess, roomId: string): void {
  data.writeTopic(roomVotesTopic(roomId));
}
