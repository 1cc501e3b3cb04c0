// A person's tracker connections (issue 31): one row per tracker account a user connected, its
// personal token sealed (features/connections).

export interface TrackerConnectionsTable {
  id: string;
  user_id: string;
  /** The tracker plugin's name ("github", "jiraDc"). */
  tracker: string;
  /** The self-hosted site's base address; null for the tracker's own (GitHub: GITHUB_API_URL). */
  site: string | null;
  label: string;
  /** The personal token, sealed with the app's secret box; context: "<id>:<user_id>". */
  sealed_token: string;
  /** Who the token belongs to, as the tracker names them (a login, a user name) and shows them. */
  account: string;
  display_name: string;
  /** JSON array of the scopes the tracker reported; null when it reports none (fine-grained tokens, Jira PATs). */
  scopes: string | null;
  /** JSON array of the needed scopes it lacks, named as the tracker names them. */
  missing_scopes: string;
  /** The last test's sentence: who, and what the token may do. */
  summary: string;
  /** Why the last test failed; null when it passed. */
  last_error: string | null;
  created_at: number;
  updated_at: number;
  tested_at: number;
}

export interface ConnectionTables {
  tracker_connections: TrackerConnectionsTable;
}
