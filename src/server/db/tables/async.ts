// Async estimation (issue 33): a batch of queue stories a room estimates each in their own time,
// revealed by itself when everyone voted or at its deadline. Its own tables: rooms has no column of it.

export interface AsyncBatchesTable {
  id: string;
  room_id: string;
  opened_by_user_id: string;
  opened_at: number;
  /** When every story not yet revealed reveals (ms since the epoch). */
  deadline_at: number;
  /** The consensus rule (shared/consensus.ts ConsensusRule) as JSON. */
  rule_json: string;
  /** The deck voted with, fixed when the batch opens (shared/decks.ts DeckSetting) as JSON. */
  deck_json: string;
  /** 1: each vote asks why (optional still). */
  asks_reason: number;
  /** Set once every story of the batch revealed; null while the batch is open. */
  revealed_at: number | null;
  /** When those who have not voted are mailed a reminder; null for none. */
  remind_at: number | null;
  /** Set when the reminders went out (once per batch, so once per person). */
  reminded_at: number | null;
}

export interface AsyncStoriesTable {
  batch_id: string;
  /** story_queue.id (no foreign key: the queue's rows are the queue's; deleting a story ends it here). */
  story_id: string;
  room_id: string;
  /** The story's order in the batch (the queue's order when it opened). */
  batch_position: number;
  /** Copied when the batch opens, so a revealed batch still names a story the queue lost. */
  title: string;
  revealed_at: number | null;
  /** After the reveal: agreed by the rule (recorded in the queue) or to discuss live. */
  outcome: "agreed" | "discuss" | null;
  agreed_value: string | null;
}

export interface AsyncVotesTable {
  batch_id: string;
  story_id: string;
  room_id: string;
  participant_id: string;
  value: string;
  reason: string | null;
  voted_at: number;
}

export interface AsyncRemindersTable {
  batch_id: string;
  user_id: string;
  sent_at: number;
}

export interface AsyncMailOptoutsTable {
  user_id: string;
  created_at: number;
}

export interface AsyncTables {
  async_reminders: AsyncRemindersTable;
  async_mail_optouts: AsyncMailOptoutsTable;
  async_batches: AsyncBatchesTable;
  async_stories: AsyncStoriesTable;
  async_votes: AsyncVotesTable;
}
