// What 'New Round' keeps of the round that ends: the story, every vote with its voter's name,
// and summarizeVotes' figures. A round reset without a reveal keeps who voted, never what.
import { randomUUID } from "node:crypto";
import { resolveDeck } from "../../../shared/decks";
import { summarizeVotes } from "../../../shared/results";
import { deckSettingOf } from "./data/roundSettings";
import type { RoundHistoryRow } from "./data/roundHistory";
import type { NamedVote } from "./data/votes";
import type { Round, RoundChanges } from "./data/rounds";
import type { RoundSubject } from "./extensions";

export interface ArchivedVote {
  participantName: string;
  /** Null when the round was never revealed. */
  value: string | null;
}

/**
 * A revealed round is filed under what was current at its reveal (captured then), not at New
 * Round: changing the story or picking the next ticket in between must not relabel it. `current`
 * is the subject now, for a round never revealed.
 */
export function buildRoundArchive(round: Round, current: RoundSubject | null, votes: readonly NamedVote[], now: number): RoundHistoryRow {
  const revealed = round.is_voting_revealed === 1;
  // A deck of letters keeps no average: the figures follow the room's deck.
  const summary = revealed ? summarizeVotes(votes.map((v) => v.value), resolveDeck(deckSettingOf(round))) : null;
  const archived: ArchivedVote[] = votes.map((v) => ({ participantName: v.participantName, value: revealed ? v.value : null }));
  const filedUnder = revealed && round.revealed_at !== null ? capturedSubject(round) : (current ?? capturedSubject(round));
  return {
    id: randomUUID(),
    room_id: round.room_id,
    round: round.round,
    story: filedUnder.story,
    ticket_key: filedUnder.ticketKey,
    ticket_summary: filedUnder.ticketSummary,
    queue_story_id: filedUnder.queueStoryId,
    votes_json: JSON.stringify(archived),
    average: summary?.average ?? null,
    median: summary?.median ?? null,
    min: summary?.min ?? null,
    max: summary?.max ?? null,
    total_votes: votes.length,
    agreement: summary?.agreement?.value ?? null,
    revealed: revealed ? 1 : 0,
    created_at: now,
    started_at: round.round_started_at,
    revealed_at: revealed ? round.revealed_at : null,
    is_open: 0,
  };
}

/** The round a reveal shows, filed open under the queue story it is revealed for (null outside a queue): the session summary counts it before New Round files it closed. */
export function buildOpenRound(revealed: Round, votes: readonly NamedVote[], now: number): RoundHistoryRow | null {
  if (revealed.revealed_queue_story_id === null || votes.length === 0) return null;
  return { ...buildRoundArchive(revealed, null, votes, now), is_open: 1 };
}

export function capturedSubject(round: Round): RoundSubject {
  return { story: round.revealed_story, ticketKey: round.revealed_ticket_key, ticketSummary: round.revealed_ticket_summary, queueStoryId: round.revealed_queue_story_id };
}

/** The round columns a reveal writes: the subject it reveals, to file the round under later. */
export function captureColumns(subject: RoundSubject, now: number): RoundChanges {
  return {
    revealed_at: now,
    revealed_story: subject.story,
    revealed_ticket_key: subject.ticketKey,
    revealed_ticket_summary: subject.ticketSummary,
    revealed_queue_story_id: subject.queueStoryId,
  };
}

/** Nothing revealed yet: what a new round starts from. */
export const NO_REVEAL_CAPTURE = Object.freeze({
  revealed_at: null,
  revealed_story: null,
  revealed_ticket_key: null,
  revealed_ticket_summary: null,
  revealed_queue_story_id: null,
} as const);

export function parseArchivedVotes(json: string): ArchivedVote[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as ArchivedVote[]) : [];
  } catch {
    return [];
  }
}
