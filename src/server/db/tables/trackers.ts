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
}

export interface TrackerTables {
  room_tracker_sources: RoomTrackerSourcesTable;
}
