import { awayClause } from "../../../../shared/voteProgress";
import type { RoomData } from "../../../lib/roomTypes";

export interface VoteCounts {
  /**
   * The 'y' of 'x of y voted': every participant not excluded from voting (spec 6), away or not;
   * with the room's "Don't wait for away people", those away who have not voted are left out.
   */
  eligible: number;
  /** Eligible participants away who have not voted, by name: "2 of 3 voted, Kim is away". */
  awayNames: readonly string[];
  /** The 'x': eligible participants who have voted. */
  voted: number;
  /** Every vote in the round: what Reveal and Clear need at least one of (spec 5). */
  cast: number;
}

/** "x of y voted" as the server counts it for everyone (the room view's voteProgress), and the votes cast. */
export function voteCounts({ votes, voteProgress }: Pick<RoomData, "votes" | "voteProgress">): VoteCounts {
  return { eligible: voteProgress.expected, voted: voteProgress.voted, awayNames: voteProgress.awayNames, cast: votes.length };
}

/** Who has voted this round: the vote list says so before reveal too (with the values hidden). */
export function votedParticipants(votes: RoomData["votes"]): ReadonlySet<string> {
  return new Set(votes.map((v) => v.participantId));
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "Only 2 of 3 participants have voted. Kim is away. Reveal the votes anyway?" */
export function revealQuestion(counts: Pick<VoteCounts, "voted" | "eligible" | "awayNames">): string {
  const away = counts.awayNames.length === 0 ? "" : ` ${awayClause(counts.awayNames)}.`;
  return `${counts.voted === 1 ? "Only 1" : `Only ${counts.voted}`} of ${plural(counts.eligible, "participant")} ${counts.voted === 1 ? "has" : "have"} voted.${away} Reveal the votes anyway?`;
}
