// A queue story's revealed round, filed open at its reveal (issue 14), so the session summary is
// true before New Round; New Round files it closed, Clear votes takes it back.
import type { DataAccess } from "../../live";
import { deleteOpenRounds, insertRoundHistory } from "./data/roundHistory";
import { listNamedVotes } from "./data/votes";
import type { Round } from "./data/rounds";
import { buildOpenRound } from "./roundArchive";

/** After a reveal (`revealed` is the round as the reveal wrote it): one read and one insert, and only in a queue story's round. */
export async function fileOpenRound(data: DataAccess, revealed: Round, now: number): Promise<void> {
  if (revealed.revealed_queue_story_id === null) return;
  const open = buildOpenRound(revealed, await listNamedVotes(data, revealed.room_id), now);
  if (open) await insertRoundHistory(data, open);
}

/** Before New Round files the round, or when Clear votes takes a revealed round back. */
export async function dropOpenRound(data: DataAccess, round: Round): Promise<void> {
  if (round.is_voting_revealed === 1 && round.revealed_queue_story_id !== null) await deleteOpenRounds(data, round.room_id);
}
