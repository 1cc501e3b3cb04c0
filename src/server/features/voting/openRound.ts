// A queue story's revealed round, filed open at its reveal (issue 14), so the session summary is
// true before New Round; New Round files it closed, Clear votes takes it back.
import type { DataAccess } from "../../live";
import { deleteOpenRounds, insertRoundHistory } from "./data/roundHistory";
import { listNamedVotes, type VoterInRoom } from "./data/votes";
import { buildOpenRound, type captureAtReveal } from "./roundArchive";

/** After a reveal that wrote `capture`: one read and one insert, and only in a queue story's round. */
export async function fileOpenRound(data: DataAccess, room: VoterInRoom["room"], capture: ReturnType<typeof captureAtReveal>, now: number): Promise<void> {
  if (capture.revealed_queue_story_id === null) return;
  const open = buildOpenRound(room, capture, await listNamedVotes(data, room.id), now);
  if (open) await insertRoundHistory(data, open);
}

/** Before New Round files the round, or when Clear votes takes a revealed round back. */
export async function dropOpenRound(data: DataAccess, room: VoterInRoom["room"]): Promise<void> {
  if (room.is_voting_revealed === 1 && room.revealed_queue_story_id !== null) await deleteOpenRounds(data, room.id);
}
