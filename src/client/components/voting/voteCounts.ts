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
  return {
    eligible: eligibleVoterCount(participants),
    voted: participants.filter((p) => canVote(p) && p.hasVoted).length,
    cast: votes.length,
  };
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
