// Voting's own tables. The current round's votes live in `votes` (tables/rooms.ts); a round
// that ends with 'New Round' is copied here so the team can look back and export it.

/** One archived round, with the figures summarizeVotes gave when it was archived. */
export interface RoundHistoryTable {
  id: string;
  room_id: string;
  /** The room's round number when it was archived. */
  round: number;
  /** The manual story, if one was set. */
  story: string | null;
  /** The JIRA ticket being estimated, when the room used JIRA. */
  ticket_key: string | null;
  ticket_summary: string | null;
  /** [{ participantName, value }]; value is null for every vote of a round never revealed. */
  votes_json: string;
  average: number | null;
  median: number | null;
  min: number | null;
  max: number | null;
  total_votes: number;
  /** Share of numeric votes on the most common number, 0..1 (see agreementFor). */
  agreement: number | null;
  /** 0 when the round was reset without a reveal: its values stay secret. */
  revealed: number;
  created_at: number;
  /** The queue's story the round was revealed for (story_queue.id), null outside a queue. */
  queue_story_id: string | null;
  /** When voting on the round began and when it was revealed (ms), null when unknown. */
  started_at: number | null;
  revealed_at: number | null;
  /** 1 for a queue story's revealed round not yet ended by New Round: the summary counts it, the history does not list it. */
  is_open: number;
}

export interface VotingTables {
  round_history: RoundHistoryTable;
}
