// A room's JIRA connection and its cached tickets. The API token is stored sealed
// (crypto/secretBox.ts), never in clear. Times are ms since the epoch.

export interface RoomJiraConfigsTable {
  room_id: string;
  /** The site name before .atlassian.net, lower case. */
  domain: string;
  project_key: string;
  email: string;
  /** "v1.<iv>.<tag>.<ciphertext>", sealed with the room id as context. */
  api_token_encrypted: string;
  updated_at: number;
  /** When jira_ticket_cache was last filled for this configuration; null until the first fetch. */
  tickets_fetched_at: number | null;
}

/** The room's open tickets as JIRA last listed them; replaced as a whole on every fetch. */
export interface JiraTicketCacheTable {
  room_id: string;
  key: string;
  summary: string;
  /** JIRA's priority name; "" when the issue has none. */
  priority: string;
  story_points: number | null;
  /** JIRA's rendered HTML; sanitised by the client before it is shown. */
  description_html: string | null;
  /** Order JIRA returned the tickets in. */
  position: number;
}

/** Whether the room takes its story from JIRA (spec 7) and the ticket selected; one row per room that ever switched it on. */
export interface RoomJiraStateTable {
  room_id: string;
  use_jira_integration: number;
  /** The selected ticket as JSON (key, summary, priority, storyPoints, description). */
  current_ticket_json: string | null;
}

export interface JiraTables {
  room_jira_state: RoomJiraStateTable;
  room_jira_configs: RoomJiraConfigsTable;
  jira_ticket_cache: JiraTicketCacheTable;
}
