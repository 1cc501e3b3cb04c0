// Rooms and who is in them: the room core's tables. A room remembers its owner (owner_user_id)
// even after the owner leaves, so an owner who comes back is owner again. What features keep about
// a room lives in their own tables (voting's room_rounds, the queue's room_queue_state, each
// plugin's), never in new columns here. Booleans are 0/1, times ms since the epoch.

export interface RoomsTable {
  id: string;
  name: string;
  /** 3-8 upper-case letters or digits, unique. */
  code: string;
  is_permanent: number;
  owner_user_id: string;
  /** The creator's browser session id: recorded, never used for authorization. */
  creator_session_id: string | null;
  last_activity: number;
  /** When the members' room lists last heard of this room's activity (see writeRoom). */
  dashboards_notified_at: number;
  created_at: number;
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
