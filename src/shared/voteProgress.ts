// "x of y voted" with presence (issue 15): who the round waits for. A participant who closed the
// tab is away and not waited for, unless they voted before leaving: that vote still counts.
import { canVote } from "./permissions";

export interface VoterStatus {
  _id: string;
  isExcludedFromVoting: boolean;
  /** Connected now (the server's presence, after its grace period). */
  isOnline: boolean;
}

export interface VoteProgress {
  /** The 'x': eligible participants who have voted, present or not. */
  voted: number;
  /** The 'y': eligible participants who are connected, plus those away who have voted. */
  expected: number;
  /** Eligible participants who are away and have not voted: shown as away, not waited for. */
  away: number;
  /** Everyone expected has voted, and someone has: what the auto-reveal waits for. */
  everyoneVoted: boolean;
}

export function voteProgress(participants: readonly VoterStatus[], votedIds: ReadonlySet<string>): VoteProgress {
  let voted = 0;
  let expected = 0;
  let away = 0;
  for (const participant of participants) {
    if (!canVote(participant)) continue;
    const hasVoted = votedIds.has(participant._id);
    if (hasVoted) voted++;
    if (hasVoted || participant.isOnline) expected++;
    else away++;
  }
  return { voted, expected, away, everyoneVoted: voted > 0 && voted === expected };
}
