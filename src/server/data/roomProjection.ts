// One viewer's rooms.getRoomData result, built in memory from the shared bundle. Everything all
// viewers see alike is the bundle's own object (serialised once per change by identity); only
// the viewer's own vote, before reveal, is a new object.
import type { ParticipantView, RoomBundle, RoomView, VoteView } from "./roomBundle";

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
  const [index, value] = own;
  const votes = bundle.hiddenVotes.slice();
  votes[index] = { participantId, value };
  return votes;
}
