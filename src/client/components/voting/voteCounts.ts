import { canVote, eligibleVoterCount } from "../../../shared/permissions";
import type { RoomData } from "../room/types";

export interface VoteCounts {
  /** The 'y' of 'x of y voted': participants not excluded from voting. */
  eligible: number;
  /** The 'x': eligible participants who have voted. */
  voted: number;
  /** Every vote in the round: what Reveal and Clear need at least one of (spec 5). */
  cast: number;
}

export function voteCounts({ participants, votes }: Pick<RoomData, "participants" | "votes">): VoteCounts {
  const voted = votedParticipants(votes);
  return {
    eligible: eligibleVoterCount(participants),
    voted: participants.filter((p) => canVote(p) && voted.has(p._id)).length,
    cast: votes.length,
  };
}

/** Who has voted this round: the vote list says so before reveal too (with the values hidden). */
export function votedParticipants(votes: RoomData["votes"]): ReadonlySet<string> {
  return new Set(votes.map((v) => v.participantId));
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
