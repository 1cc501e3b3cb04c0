// A room's tracker source (issue 31): which tracker the room imports from and where (a repository,
// a project, a board), chosen by a manager from their own connection (features/trackers).

export interface RoomTrackerSourcesTable {
  room_id: string;
  /** The tracker plugin's name ("github", "jiraDc"). */
  tracker: string;
  /** The tracker's name for people ("GitHub"), as the room view shows it. */
  tracker_label: string;
  /** The connection it was chosen with (tracker_connections.id); imports use each manager's own. */
  connection_id: string;
  /** Who chose it: the connection's owner. */
  owner_id: string;
  /** The connection's site (null for the tracker's own): a manager imports with a connection to the same site. */
  site: string | null;
  /** JSON: the source as the tracker plugin resolved it ({ kind: "repository", owner, repo }...). */
  source: string;
  /** For everyone in the room: "octo-org/app", "Board 1: ABC board". */
  label: string;
  /** The source's web page, when it has one. */
  url: string | null;
  set_at: number;
  /** JSON { card: number }: the numbers managers gave the deck's non-numeric cards, written back in their place; null for none. */
  card_values: string | null;
  /** 1 (the default) when agreed estimates are written back to the tracker, 0 when a manager turned it off (issue 33: the server writes async-agreed ones). */
  write_back: number;
}

/**
 * An estimate agreed away from the agreed-estimate bar (an async reveal, issue 33) waiting to be
 * written back to its ticket, or the outcome once written or refused. Written in the transaction
 * that agreed it, so a crash loses none; a job claims each (claimed_until) before calling the tracker.
 */
export interface TrackerAgreedWritesTable {
  id: string;
  room_id: string;
  /** The queue story agreed. */
  story_id: string;
  /** The ticket it is written to ("octo-org/app#12"). */
  story_key: string;
  card: string;
  /** The tracker plugin's name ("github"), or the plugin writing it (JIRA Cloud: "jira"). */
  tracker: string;
  tracker_label: string;
  /** Whose connection writes it: the manager who opened the batch. */
  by_user_id: string;
  /** "pending", "written" or "failed". */
  state: string;
  attempts: number;
  /** When the next attempt is due (pending only). */
  next_at: number;
  /** A claim in progress until then: another instance takes it over only after (the claimer died). */
  claimed_until: number | null;
  /** The number (or card) written, once written. */
  written_value: string | null;
  /** The refusal's sentence (the tracker's own words), once failed or while retrying. */
  error: string | null;
  created_at: number;
  updated_at: number;
}

export interface TrackerTables {
  room_tracker_sources: RoomTrackerSourcesTable;
  tracker_agreed_writes: TrackerAgreedWritesTable;
}
