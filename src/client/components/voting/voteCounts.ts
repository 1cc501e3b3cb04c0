import { voteProgress } from "../../../shared/voteProgress";
import type { RoomData } from "../room/types";

export interface VoteCounts {
  /**
   * The 'y' of 'x of y voted': participants not excluded from voting who are here, plus any
   * who voted and left (issue 15); someone who closed the tab without voting is not waited for.
   */
  eligible: number;
  /** The 'x': eligible participants who have voted. */
  voted: number;
  /** Every vote in the round: what Reveal and Clear need at least one of (spec 5). */
  cast: number;
}

export function voteCounts({ participants, votes }: Pick<RoomData, "participants" | "votes">): VoteCounts {
  // The same rule the server's voteProgress follows, from the same participants and votes.
  const progress = voteProgress(participants, votedParticipants(votes));
  return { eligible: progress.expected, voted: progress.voted, cast: votes.length };
}

/** Who has voted this round: the vote list says so before reveal too (with the values hidden). */
export function votedParticipants(votes: RoomData["votes"]): ReadonlySet<string> {
  return new Set(votes.map((v) => v.participantId));
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
