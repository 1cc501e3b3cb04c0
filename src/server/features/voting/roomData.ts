// The live room (rooms.getRoomData): the room core's skeleton, the round's votes, and each
// viewer's projection. The votes' secrecy lives here, beside the votes it hides: before reveal a
// viewer gets who has voted and their own card only. Everything in a viewer's result but `me` and
// `myVote` is the load's own object, the same for every viewer: the runtime diffs and serialises
// it once per change (by identity), so a vote costs each viewer a few field comparisons, not a copy
// of the room's vote list.
import { z } from "zod";
import { voteProgress, type VoteProgress } from "../../../shared/voteProgress";
import { type LoadCtx, projectedQuery } from "../../live";
import { idArg, loadRoomSkeleton, type ParticipantView, type RoomSkeleton, type RoomView } from "../rooms";
import { roomPresenceKey } from "../presence";
import { loadRoundVotes, type RoundVoteRow } from "./data/votes";

/** Before reveal every value is null (the viewer's own card travels as RoomData.myVote). */
export interface VoteView {
  participantId: string;
  value: string | null;
}

/** What the room page's live query loads once for all its viewers, before each viewer's projection. */
export interface RoomLoad extends RoomSkeleton {
  /** Every vote with its value hidden, in vote order; what viewers share before reveal. */
  hiddenVotes: readonly VoteView[];
  /** participant id -> the real value. Server side only: each viewer is given their own. */
  voteValues: ReadonlyMap<string, string>;
  /** Every vote with its value; null until the room reveals. */
  revealedVotes: readonly VoteView[] | null;
  /** "x of y voted" with who is away (issue 36): the same for every viewer. */
  voteProgress: VoteProgress;
}

export interface RoomData {
  room: RoomView;
  participants: readonly ParticipantView[];
  /** Every vote of the round; values are null until the room reveals. */
  votes: readonly VoteView[];
  /** The viewer's own participant id. */
  me: string;
  /** The viewer's own card this round (secret from the others until reveal), or null. */
  myVote: string | null;
  /** "x of y voted" with presence: who the round still waits for (issue 15). */
  voteProgress: VoteProgress;
}

/**
 * The skeleton and the votes, each a cached part: a vote re-reads its votes alone, and a reveal
 * (the round) or someone coming online (the participants) leaves the votes unread. Null when
 * there is no such room.
 */
export async function loadRoomData(ctx: LoadCtx, roomId: string): Promise<RoomLoad | null> {
  const [skeleton, votes] = await Promise.all([loadRoomSkeleton(ctx, roomId), ctx.part("votes", async (data) => voteListsOf(await loadRoundVotes(data, roomId)))]);
  return skeleton ? buildRoomLoad(skeleton, votes) : null;
}

/**
 * What one read of the votes gives every viewer: the hidden list, the values, who voted, the newest
 * vote's time. It is the load's votes part, which the engine keeps until the votes topic moves, so
 * a load that kept its votes (a reveal, someone coming online) hands viewers the same lists by
 * identity instead of rebuilding and comparing a room's votes one by one.
 */
export interface VoteLists {
  hidden: readonly VoteView[];
  values: ReadonlyMap<string, string>;
  voted: ReadonlySet<string>;
  newest: number;
}

export function voteListsOf(votes: readonly RoundVoteRow[]): VoteLists {
  let newest = 0;
  for (const vote of votes) newest = Math.max(newest, Number(vote.created_at));
  return {
    hidden: votes.map((v) => ({ participantId: v.participant_id, value: null })),
    values: new Map(votes.map((v) => [v.participant_id, v.value])),
    voted: new Set(votes.map((v) => v.participant_id)),
    newest,
  };
}

/**
 * The room's lastActivity (spec 3) is the room row's time as of its last announced change, or the
 * round's newest vote when that is later: a vote moves the row's time without announcing the room,
 * so the load takes it from the votes it re-reads anyway.
 */
export function buildRoomLoad(skeleton: RoomSkeleton, votes: VoteLists): RoomLoad {
  const room = votes.newest > skeleton.room.lastActivity ? { ...skeleton.room, lastActivity: votes.newest } : skeleton.room;
  return {
    room,
    participants: skeleton.participants,
    participantByUser: skeleton.participantByUser,
    hiddenVotes: votes.hidden,
    voteValues: votes.values,
    revealedVotes: room.isVotingRevealed ? votes.hidden.map((v) => ({ participantId: v.participantId, value: votes.values.get(v.participantId) ?? null })) : null,
    voteProgress: voteProgress(skeleton.participants, votes.voted, room.settings.skipAwayVoters),
  };
}

/** Null for anyone who is not a participant of the room (signed out, never joined, kicked). */
export function projectRoomForViewer(loaded: RoomLoad, viewerUserId: string | null | undefined): RoomData | null {
  if (!viewerUserId) return null;
  const me = loaded.participantByUser.get(viewerUserId);
  if (me === undefined) return null;
  return {
    room: loaded.room,
    participants: loaded.participants,
    votes: loaded.revealedVotes ?? loaded.hiddenVotes,
    me,
    myVote: loaded.voteValues.get(me) ?? null,
    voteProgress: loaded.voteProgress,
  };
}

/**
 * rooms.getRoomData: the live room for one participant; null for anyone else. All viewers of a
 * room share one load per change and most of their result's objects.
 */
export const getRoomData = projectedQuery({
  args: z.object({ roomId: idArg }),
  presenceKey: (args, auth) => (auth ? roomPresenceKey(args.roomId, auth.userId) : null),
  load: (ctx, { roomId }) => loadRoomData(ctx, roomId),
  project: (loaded, _args, auth): RoomData | null => (loaded && auth ? projectRoomForViewer(loaded, auth.userId) : null),
});
