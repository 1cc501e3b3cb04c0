// One viewer's rooms.getRoomData result, built in memory from the room load all viewers share. Everything in
// it but `me` and `myVote` is the load's own object, the same for every viewer: the runtime
// diffs and serialises it once per change (by identity), so a vote costs each viewer a few
// field comparisons, not a copy of the room's vote list.
import type { VoteProgress } from "../../../../shared/voteProgress";
import type { ParticipantView, RoomLoad, RoomView, VoteView } from "./roomLoad";

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
