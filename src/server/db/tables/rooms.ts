// Rooms and who is in them. A room remembers its owner (owner_user_id) even after the owner
// leaves, so an owner who comes back is owner again. Booleans are 0/1, times ms since the epoch.

export interface RoomsTable {
  id: string;
  name: string;
  /** 3-8 upper-case letters or digits, unique. */
  code: string;
  is_permanent: number;
  max_fibonacci: number;
  is_voting_revealed: number;
  current_story: string | null;
  use_jira_integration: number;
  /** The selected JIRA ticket as JSON (key, summary, priority, storyPoints, description). */
  current_jira_ticket_json: string | null;
  owner_user_id: string;
  /** The creator's browser session id: recorded, never used for authorization. */
  creator_session_id: string | null;
  /** The deck (DeckKind); 'fibonacci' goes up to max_fibonacci. */
  deck_kind: string;
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
  /** Starts at 1; a new round of voting moves it on. */
  round: number;
  last_activity: number;
  /** When the members' room lists last heard of this room's activity (see writeRoom). */
  dashboards_notified_at: number;
  created_at: number;
  /** The queue's story being estimated (story_queue.id); null for a manual story or none. */
  current_queue_story_id: string | null;
  /** When voting on the current round began (ms); null before the first story of a session. */
  round_started_at: number | null;
  /** Captured at reveal, so New Round files the round under what was revealed. */
  revealed_at: number | null;
  revealed_story: string | null;
  revealed_ticket_key: string | null;
  revealed_ticket_summary: string | null;
  revealed_queue_story_id: string | null;
}

/** One row per user per room, however many tabs or devices the user has. */
export interface ParticipantsTable {
  id: string;
  room_id: string;
  user_id: string;
  name: string;
  image: string | null;
  role: "member" | "admin" | "owner";
  session_id: string | null;
  is_excluded_from_voting: number;
  joined_at: number;
}

/**
 * A user's standing in a room while they are out of it: only what differs from a newcomer's
 * (admin, or excluded from voting), so leaving and joining again undoes no manager's decision.
 */
export interface RoomStandingsTable {
  room_id: string;
  user_id: string;
  role: "member" | "admin";
  is_excluded_from_voting: number;
}

/** The current round's votes: at most one per participant. */
export interface VotesTable {
  participant_id: string;
  room_id: string;
  value: string;
  created_at: number;
}

/**
 * Who has a live socket on a room, per server instance. Each instance refreshes its own rows;
 * readers treat stale rows as offline, so a crashed instance leaves no ghosts.
 */
export interface RoomPresenceTable {
  room_id: string;
  user_id: string;
  instance_id: string;
  updated_at: number;
}

export interface RoomTables {
  rooms: RoomsTable;
  participants: ParticipantsTable;
  room_standings: RoomStandingsTable;
  votes: VotesTable;
  room_presence: RoomPresenceTable;
}
