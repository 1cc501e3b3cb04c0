// Everything one room shows, read with a constant number of statements however many people are
// in it, and shaped once for all viewers: rooms.getRoomData is a projectedQuery, so a change
// re-reads the room once, not once per viewer, and roomProjection.ts picks each viewer's view.
// The room row and the participants are parts of the load with their own topics, so a vote
// re-reads its votes alone; the engine keeps every object that did not change since the previous load.
import { type DataAccess, type LoadCtx, precompiled } from "../../../live";
import type { ParticipantRow, RoomRole } from "./participants";
import { freshPresenceSince, participantIsOnline } from "../../presence";
import type { RoomRow } from "./rooms";
import { participantsTopic, roomTopic, roomVotesTopic } from "../../topics";
import { loadViewParts, type RoomViewParts } from "../extensions";
import { voteProgress, type VoteProgress } from "../../../../shared/voteProgress";

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

/** Before reveal every value is null (the viewer's own card travels as RoomData.myVote). */
export interface VoteView {
  participantId: string;
  value: string | null;
}

/** What the room page's live query (rooms.getRoomData) loads once for all its viewers, before each viewer's projection. */
export interface RoomLoad {
  room: RoomView;
  participants: readonly ParticipantView[];
  /** user id -> participant id. */
  participantByUser: ReadonlyMap<string, string>;
  /** Every vote with its value hidden, in vote order; what viewers share before reveal. */
  hiddenVotes: readonly VoteView[];
  /** participant id -> the real value. Server side only: each viewer is given their own. */
  voteValues: ReadonlyMap<string, string>;
  /** Every vote with its value; null until the room reveals. */
  revealedVotes: readonly VoteView[] | null;
  /** "x of y voted" with who is away (issue 36): the same for every viewer. */
  voteProgress: VoteProgress;
}

/**
 * The participant columns a room shows (fewer columns, fewer costly row objects), and whether
 * the participant is online (1) or not (0).
 */
export type LoadedParticipantRow = Pick<ParticipantRow, "id" | "user_id" | "name" | "image" | "role" | "session_id" | "is_excluded_from_voting"> & { is_online: number };

export interface RoomLoadRows {
  room: RoomRow;
  /** What the extensions' parts loaded. */
  parts: RoomViewParts;
  participants: readonly LoadedParticipantRow[];
  votes: readonly VoteRow[];
}

type VoteRow = { participant_id: string; value: string; created_at: number };

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
const selectVotes = precompiled("selectVotes", (db, roomId: string) =>
  db.selectFrom("votes").select(["participant_id", "value", "created_at"]).where("room_id", "=", roomId).orderBy("created_at").orderBy("participant_id"),
);

/**
 * A constant number of statements whatever the size of the room: the room row, each extension's
 * part and the participants are cached parts re-read only when their topics change, so a vote
 * re-reads its votes alone; null when there is no such room.
 */
export async function loadRoom(ctx: LoadCtx, roomId: string): Promise<RoomLoad | null> {
  const [room, parts, participants, votes] = await Promise.all([
    ctx.part("room", (data) => loadRoomCore(data, roomId)),
    loadViewParts(ctx, ctx.app.rooms.extensions, roomId),
    ctx.part("participants", (data) => loadParticipants(data, roomId, ctx.now)),
    loadVotes(ctx.data, roomId),
  ]);
  return room ? roomLoad({ ...room, ...parts }, participants, votes) : null;
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

async function loadVotes(data: DataAccess, roomId: string): Promise<readonly VoteRow[]> {
  data.readTopic(roomVotesTopic(roomId));
  return selectVotes.execute(data.db, roomId);
}

/** Shapes the rows for all viewers (what loadRoom does with what it read). */
export function buildRoomLoad(rows: RoomLoadRows): RoomLoad {
  return roomLoad({ ...roomCoreView(rows.room), ...rows.parts }, participantsView(rows.participants), rows.votes);
}

function roomLoad(roomRow: RoomView, participants: RoomParticipants, votes: readonly VoteRow[]): RoomLoad {
  let newestVote = 0;
  for (const vote of votes) newestVote = Math.max(newestVote, Number(vote.created_at));
  const room = newestVote > roomRow.lastActivity ? { ...roomRow, lastActivity: newestVote } : roomRow;
  return {
    room,
    participants: participants.list,
    participantByUser: participants.byUser,
    hiddenVotes: votes.map((v) => ({ participantId: v.participant_id, value: null })),
    voteValues: new Map(votes.map((v) => [v.participant_id, v.value])),
    revealedVotes: room.isVotingRevealed ? votes.map((v) => ({ participantId: v.participant_id, value: v.value })) : null,
    voteProgress: voteProgress(participants.list, new Set(votes.map((v) => v.participant_id)), room.settings.skipAwayVoters),
  };
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
