// An archived round as clients see it (voting.getRoundHistory, the CSV export).
import { isSpecialCard } from "../../../shared/decks";
import { distribution, formatAverage, mostCommonCards, roundAgreement, type Agreement } from "../../../shared/results";
import type { RoundHistoryRow } from "./data/roundHistory";
import { parseArchivedVotes, type ArchivedVote } from "./roundArchive";

export interface RoundHistoryEntry {
  _id: string;
  round: number;
  story: string | null;
  ticketKey: string | null;
  ticketSummary: string | null;
  votes: ArchivedVote[];
  average: number | null;
  /** The average to one decimal, as the results view shows it. */
  averageText: string;
  median: number | null;
  min: number | null;
  max: number | null;
  totalVotes: number;
  agreement: Agreement | null;
  /**
   * False for a round played with a deck of letters (issue 15): it has no average, median, min
   * or max, and its result is the most common card.
   */
  isNumeric: boolean;
  /** The most voted card(s), '?' and '☕' left out; empty for a round never revealed. */
  mostCommon: string[];
  /** False for a round reset before anyone revealed it: its values were never shown. */
  revealed: boolean;
  createdAt: number;
  /** The queue story the round was revealed for (queue.getQueue), so a story's rounds group together. */
  queueStoryId: string | null;
  /** Voting time, start to reveal; null for a round never revealed or archived before this was kept. */
  durationMs: number | null;
}

export function roundHistoryEntry(row: RoundHistoryRow): RoundHistoryEntry {
  const votes = parseArchivedVotes(row.votes_json);
  const revealed = row.revealed === 1;
  const values = votes.flatMap((v) => (v.value === null ? [] : [v.value]));
  const sizes = values.filter((value) => !isSpecialCard(value));
  // The archive keeps no deck: a round with sizes but no average was played with letters.
  const isNumeric = row.average !== null || sizes.length === 0;
  return {
    _id: row.id,
    round: row.round,
    story: row.story,
    ticketKey: row.ticket_key,
    ticketSummary: row.ticket_summary,
    votes,
    average: row.average,
    averageText: formatAverage(row.average),
    median: row.median,
    min: row.min,
    max: row.max,
    totalVotes: row.total_votes,
    // The label comes from the votes through the one agreement rule, not from a stored copy.
    agreement: revealed ? roundAgreement(values) : null,
    isNumeric,
    mostCommon: revealed ? mostCommonCards(distribution(values)) : [],
    revealed,
    createdAt: row.created_at,
    queueStoryId: row.queue_story_id,
    durationMs: row.started_at !== null && row.revealed_at !== null ? Math.max(0, row.revealed_at - row.started_at) : null,
  };
}
