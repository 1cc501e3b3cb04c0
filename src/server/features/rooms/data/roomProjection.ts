// One viewer's rooms.getRoomData result, built in memory from the shared bundle. Everything in
// it but `me` and `myVote` is the bundle's own object, the same for every viewer: the runtime
// diffs and serialises it once per change (by identity), so a vote costs each viewer a few
// field comparisons, not a copy of the room's vote list.
import type { VoteProgress } from "../../../../shared/voteProgress";
import type { ParticipantView, RoomBundle, RoomView, VoteView } from "./roomBundle";

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
export function projectRoomForViewer(bundle: RoomBundle, viewerUserId: string | null | undefined): RoomData | null {
  if (!viewerUserId) return null;
  const me = bundle.participantByUser.get(viewerUserId);
  if (me === undefined) return null;
  return {
    room: bundle.room,
    participants: bundle.participants,
    votes: bundle.revealedVotes ?? bundle.hiddenVotes,
    me,
    myVote: bundle.voteValues.get(me) ?? null,
    voteProgress: bundle.voteProgress,
  };
}
