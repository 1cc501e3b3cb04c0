// A room's story queue (issue 14): the stories of a planning session in order, with what was agreed.

export interface StoryQueueTable {
  id: string;
  room_id: string;
  /** Gapped integer order (shared/storyQueue.ts): a move rewrites one row. */
  position: number;
  title: string;
  description: string | null;
  /** An http(s) link, checked on the way in. */
  link: string | null;
  /** Set for a story imported from JIRA: the ticket's key, priority and points at import. */
  ticket_key: string | null;
  ticket_priority: string | null;
  ticket_story_points: number | null;
  /** The ticket's rendered description (JIRA's HTML, sanitised where shown); `description` is typed text. */
  ticket_description_html: string | null;
  status: "pending" | "estimated" | "skipped";
  /** The card agreed on (a deck value), for an estimated story. */
  agreed_value: string | null;
  agreed_at: number | null;
  created_at: number;
}

/** Which queue story the room is estimating: one row per room that has ever had one. */
export interface RoomQueueStateTable {
  room_id: string;
  /** story_queue.id; null for a manual story or none. */
  current_story_id: string | null;
}

export interface QueueTables {
  story_queue: StoryQueueTable;
  room_queue_state: RoomQueueStateTable;
}
