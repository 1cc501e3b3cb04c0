// One viewer's rooms.getRoomData result, built in memory from the shared bundle. Everything all
// viewers see alike is the bundle's own object (serialised once per change by identity); only
// the viewer's own vote and votes list, before reveal, are theirs, made once per bundle and kept
// from the previous bundle when unchanged.
import type { ParticipantView, RoomBundle, RoomView, VoteView } from "./roomBundle";
import { reuseArray, reuseIfEqual } from "./structuralSharing";

export interface RoomData {
  room: RoomView;
  participants: readonly ParticipantView[];
  votes: readonly VoteView[];
  /** The viewer's own participant id. */
  me: string;
}

/** Null for anyone who is not a participant of the room (signed out, never joined, kicked). */
export function projectRoomForViewer(bundle: RoomBundle, viewerUserId: string | null | undefined): RoomData | null {
  if (!viewerUserId) return null;
  const me = bundle.participantByUser.get(viewerUserId);
  if (me === undefined) return null;
  return { room: bundle.room, participants: bundle.participants, votes: votesForViewer(bundle, me), me };
}

/** After reveal every value; before, only the viewer's own. */
export function votesForViewer(bundle: RoomBundle, participantId: string): readonly VoteView[] {
  if (bundle.revealedVotes) return bundle.revealedVotes;
  const own = bundle.voteValues.get(participantId);
  if (!own) return bundle.hiddenVotes;
  let votes = bundle.viewerVotes.get(participantId);
  if (!votes) {
    const [index, value] = own;
    const list = bundle.hiddenVotes.slice();
    const mine = reuseIfEqual(bundle.previousOwnVotes?.get(participantId), { participantId, value });
    bundle.ownVotes.set(participantId, mine);
    list[index] = mine;
    votes = reuseArray(bundle.previousViewerVotes?.get(participantId), list);
    bundle.viewerVotes.set(participantId, votes);
  }
  return votes;
}
