// Votes of the current round (the `votes` table, one row per participant) and the caller's
// standing in a room, read in one statement so a vote costs the same in any size of room.
import { type DataAccess, precompiled } from "../../../live";
import type { ParticipantsTable, RoomsTable } from "../../../db/tables/rooms";
import { participantsTopic, roomTopic, roomVotesTopic } from "../../topics";
import type { SettingsColumns } from "../../rooms/data/roomSettings";
import type { TimerColumns } from "../../rooms/data/rooms";
import type { QueueRoomColumns } from "../../queue/roomColumns";

/** The caller's participant and the room fields voting needs. */
export interface VoterInRoom {
  participantId: string;
  role: ParticipantsTable["role"];
  isExcluded: boolean;
  room: Pick<RoomsTable, "id" | "is_voting_revealed" | "round" | "current_story" | "use_jira_integration" | "current_jira_ticket_json"> & SettingsColumns & TimerColumns & QueueRoomColumns;
}

/** The user's participant in the room joined with the room itself; undefined when they are not in it. */
export async function findVoterInRoom(data: DataAccess, roomId: string, userId: string): Promise<VoterInRoom | undefined> {
  data.readTopic(roomTopic(roomId));
  data.readTopic(participantsTopic(roomId));
  const row = await selectVoterInRoom.executeTakeFirst(data.db, roomId, userId);
  if (!row) return undefined;
  const { participant_id, role, is_excluded_from_voting, ...room } = row;
  return { participantId: participant_id, role, isExcluded: is_excluded_from_voting === 1, room };
}

const selectVoterInRoom = precompiled("selectVoterInRoom", (db, roomId: string, userId: string) =>
  db
    .selectFrom("participants")
    .innerJoin("rooms", "rooms.id", "participants.room_id")
    .select([
      "participants.id as participant_id",
      "participants.role",
      "participants.is_excluded_from_voting",
      "rooms.id",
      "rooms.is_voting_revealed",
      "rooms.max_fibonacci",
      "rooms.deck_kind",
      "rooms.deck_cards_json",
      "rooms.deck_unknown_card",
      "rooms.deck_break_card",
      "rooms.auto_reveal",
      "rooms.everyone_facilitates",
      "rooms.skip_away_voters",
      "rooms.timer_ends_at",
      "rooms.timer_remaining_ms",
      "rooms.timer_duration_ms",
      "rooms.timer_reveals",
      "rooms.round",
      "rooms.current_story",
      "rooms.use_jira_integration",
      "rooms.current_jira_ticket_json",
      "rooms.current_queue_story_id",
      "rooms.round_started_at",
      "rooms.revealed_at",
      "rooms.revealed_story",
      "rooms.revealed_ticket_key",
      "rooms.revealed_ticket_summary",
      "rooms.revealed_queue_story_id",
    ])
    .where("participants.room_id", "=", roomId)
    .where("participants.user_id", "=", userId),
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

/** Empties the current round. */
export async function deleteRoomVotes(data: DataAccess, roomId: string): Promise<void> {
  await data.db.deleteFrom("votes").where("room_id", "=", roomId).execute();
  data.writeTopic(roomVotesTopic(roomId));
}
