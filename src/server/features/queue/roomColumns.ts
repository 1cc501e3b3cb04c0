// The room columns a planning session adds (issue 14), and their values for a room without one.
import type { RoomsTable } from "../../db/tables/rooms";

export type QueueRoomColumns = Pick<
  RoomsTable,
  "current_queue_story_id" | "round_started_at" | "revealed_at" | "revealed_story" | "revealed_ticket_key" | "revealed_ticket_summary" | "revealed_queue_story_id"
>;

/** Nothing revealed yet: what a new round starts from. */
export const NO_REVEAL_CAPTURE = Object.freeze({
  revealed_at: null,
  revealed_story: null,
  revealed_ticket_key: null,
  revealed_ticket_summary: null,
  revealed_queue_story_id: null,
} as const);

/** A new room: no queue story, its first round starting `now`. */
export function newRoomQueueColumns(now: number): QueueRoomColumns {
  return { current_queue_story_id: null, round_started_at: now, ...NO_REVEAL_CAPTURE };
}
