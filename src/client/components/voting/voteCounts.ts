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

/** "x of y voted" as the server counts it for everyone (the room view's voteProgress), and the votes cast. */
export function voteCounts({ votes, voteProgress }: Pick<RoomData, "votes" | "voteProgress">): VoteCounts {
  return { eligible: voteProgress.expected, voted: voteProgress.voted, cast: votes.length };
}

/** Who has voted this round: the vote list says so before reveal too (with the values hidden). */
export function votedParticipants(votes: RoomData["votes"]): ReadonlySet<string> {
  return new Set(votes.map((v) => v.participantId));
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
