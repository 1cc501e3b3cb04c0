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

/**
 * A room's current round and how the room votes: one row per room, owned by voting. The deck and
 * settings (issue 15), the reveal and what it was revealed for, the round number and start, the
 * auto-reveal countdown and the shared timer.
 */
export interface RoomRoundsTable {
  room_id: string;
  /** Starts at 1; a new round of voting moves it on. */
  round: number;
  /** When voting on the current round began (ms); null before the first story of a session. */
  round_started_at: number | null;
  is_voting_revealed: number;
  /** The manual story (spec 4). */
  current_story: string | null;
  /** The deck (DeckKind); 'fibonacci' goes up to max_fibonacci. */
  deck_kind: string;
  max_fibonacci: number;
  /** A custom deck's cards as a JSON array of strings; null for the other kinds. */
  deck_cards_json: string | null;
  deck_unknown_card: number;
  deck_break_card: number;
  /** Reveal by itself once every present voter has voted. */
  auto_reveal: number;
  /** Every participant may reveal and start a new round, not only owners and admins. */
  everyone_facilitates: number;
  /** "Don't wait for away people": the vote count leaves out those away who have not voted. */
  skip_away_voters: number;
  /** When the server reveals the round by itself (ms); null while no countdown runs. */
  auto_reveal_at: number | null;
  /** A manager stopped this round's countdown: only a changed vote starts it again. */
  auto_reveal_held: number;
  /** The round timer: its deadline while running (ms), null otherwise. */
  timer_ends_at: number | null;
  /** The time left while paused, null otherwise. */
  timer_remaining_ms: number | null;
  /** The timer's length (extensions included); null when no timer is set. */
  timer_duration_ms: number | null;
  /** The timer reveals the votes when it reaches zero. */
  timer_reveals: number;
  /** Captured at reveal, so New Round files the round under what was revealed. */
  revealed_at: number | null;
  revealed_story: string | null;
  /** The tracker ticket shown at reveal (any plugin's key), if any. */
  revealed_ticket_key: string | null;
  revealed_ticket_summary: string | null;
  /** The queue story the round was revealed for (an opaque id to voting). */
  revealed_queue_story_id: string | null;
}

export interface VotingTables {
  round_history: RoundHistoryTable;
  room_rounds: RoomRoundsTable;
}
