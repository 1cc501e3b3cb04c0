// "x of y voted" with presence: who the round waits for. Every participant who is not excluded
// counts (spec 4 and 6), away or not; those away who have not voted are named ("2 of 3 voted, Kim
// is away"). With the room's "Don't wait for away people" (issue 36) they leave the count. The
// auto-reveal keeps its own rule: everyone present has voted.
import { canVote } from "./permissions";

export interface VoterStatus {
  _id: string;
  name: string;
  isExcludedFromVoting: boolean;
  /** Connected now (the server's presence, after its grace period). */
  isOnline: boolean;
}

export interface VoteProgress {
  /** The 'x': eligible participants who have voted, present or not. */
  voted: number;
  /**
   * The 'y': every eligible participant (spec 6); with "Don't wait for away people", only those
   * connected plus those away who have voted.
   */
  expected: number;
  /** Eligible participants who are away and have not voted. */
  away: number;
  /** Their names, in the room's order. */
  awayNames: readonly string[];
  /** Everyone present has voted, and someone has: what the auto-reveal waits for. */
  everyoneVoted: boolean;
}

export function voteProgress(participants: readonly VoterStatus[], votedIds: ReadonlySet<string>, skipAwayVoters = false): VoteProgress {
  let voted = 0;
  let present = 0;
  let eligible = 0;
  const awayNames: string[] = [];
  for (const participant of participants) {
    if (!canVote(participant)) continue;
    eligible++;
    const hasVoted = votedIds.has(participant._id);
    if (hasVoted) voted++;
    if (hasVoted || participant.isOnline) present++;
    else awayNames.push(participant.name);
  }
  return { voted, expected: skipAwayVoters ? present : eligible, away: awayNames.length, awayNames, everyoneVoted: voted > 0 && voted === present };
}

/** "2 of 3 voted", then who is away and has not voted: ", Kim is away", ", Kim and Lee are away", ", Kim, Lee and Max are away". */
export function voteProgressText(progress: Pick<VoteProgress, "voted" | "expected" | "awayNames">): string {
  const counted = `${progress.voted} of ${progress.expected} voted`;
  return progress.awayNames.length === 0 ? counted : `${counted}, ${awayClause(progress.awayNames)}`;
}

/** Names listed before "and N others". */
const AWAY_NAMES_SHOWN = 3;

/** "Kim is away", "Kim and Lee are away", "Kim, Lee and Max are away", "Kim, Lee, Max and 2 others are away"; empty for nobody. */
export function awayClause(names: readonly string[]): string {
  if (names.length === 0) return "";
  const shown = names.slice(0, AWAY_NAMES_SHOWN);
  const others = names.length - shown.length;
  const list = names.length === 1 ? shown[0] : others > 0 ? `${shown.join(", ")} and ${others} ${others === 1 ? "other" : "others"}` : `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
  return `${list} ${names.length === 1 ? "is" : "are"} away`;
}
