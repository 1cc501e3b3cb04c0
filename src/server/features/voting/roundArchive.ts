// What 'New Round' keeps of the round that ends: the story, every vote with its voter's name,
// and summarizeVotes' figures. A round reset without a reveal keeps who voted, never what.
import { randomUUID } from "node:crypto";
import type { JiraTicket } from "../../../plugins/jira/shared/jira";
import { resolveDeck } from "../../../shared/decks";
import { summarizeVotes } from "../../../shared/results";
import { deckSettingOf } from "../rooms/data/roomSettings";
import type { RoundHistoryRow } from "./data/roundHistory";
import type { NamedVote, VoterInRoom } from "./data/votes";
import type { QueueRoomColumns } from "../queue/roomColumns";

export interface ArchivedVote {
  participantName: string;
  /** Null when the round was never revealed. */
  value: string | null;
}

/**
 * A revealed round is filed under what was current at its reveal (captured then), not at New
 * Round: changing the story or picking the next ticket in between must not relabel it.
 */
export function buildRoundArchive(room: VoterInRoom["room"], votes: readonly NamedVote[], now: number): RoundHistoryRow {
  const revealed = room.is_voting_revealed === 1;
  // A deck of letters keeps no average: the figures follow the room's deck.
  const summary = revealed ? summarizeVotes(votes.map((v) => v.value), resolveDeck(deckSettingOf(room))) : null;
  const archived: ArchivedVote[] = votes.map((v) => ({ participantName: v.participantName, value: revealed ? v.value : null }));
  const filedUnder = revealed && room.revealed_at !== null ? capturedStory(room) : currentStory(room);
  return {
    id: randomUUID(),
    room_id: room.id,
    round: room.round,
    ...filedUnder,
    votes_json: JSON.stringify(archived),
    average: summary?.average ?? null,
    median: summary?.median ?? null,
    min: summary?.min ?? null,
    max: summary?.max ?? null,
    total_votes: votes.length,
    agreement: summary?.agreement?.value ?? null,
    revealed: revealed ? 1 : 0,
    created_at: now,
    started_at: room.round_started_at,
    revealed_at: revealed ? room.revealed_at : null,
    is_open: 0,
  };
}

/**
 * The round a reveal shows, filed open under the queue story it is revealed for (null outside a
 * queue): the session summary counts it before New Round files it closed. `room` is as it was
 * before the reveal; `capture` is what the reveal writes.
 */
export function buildOpenRound(room: VoterInRoom["room"], capture: ReturnType<typeof captureAtReveal>, votes: readonly NamedVote[], now: number): RoundHistoryRow | null {
  if (capture.revealed_queue_story_id === null || votes.length === 0) return null;
  return { ...buildRoundArchive({ ...room, ...capture, is_voting_revealed: 1 }, votes, now), is_open: 1 };
}

type FiledUnder = Pick<RoundHistoryRow, "story" | "ticket_key" | "ticket_summary" | "queue_story_id">;

/** What the room shows as its story right now. */
function currentStory(room: VoterInRoom["room"]): FiledUnder {
  const ticket = room.use_jira_integration === 1 ? parseTicket(room.current_jira_ticket_json) : null;
  return { story: room.current_story, ticket_key: ticket?.key ?? null, ticket_summary: ticket?.summary ?? null, queue_story_id: room.current_queue_story_id };
}

function capturedStory(room: VoterInRoom["room"]): FiledUnder {
  return { story: room.revealed_story, ticket_key: room.revealed_ticket_key, ticket_summary: room.revealed_ticket_summary, queue_story_id: room.revealed_queue_story_id };
}

/** The room columns a reveal writes: the story it reveals, to file the round under later. */
export function captureAtReveal(room: VoterInRoom["room"], now: number): Pick<QueueRoomColumns, "revealed_at" | "revealed_story" | "revealed_ticket_key" | "revealed_ticket_summary" | "revealed_queue_story_id"> {
  const current = currentStory(room);
  return {
    revealed_at: now,
    revealed_story: current.story,
    revealed_ticket_key: current.ticket_key,
    revealed_ticket_summary: current.ticket_summary,
    revealed_queue_story_id: current.queue_story_id,
  };
}

export function parseArchivedVotes(json: string): ArchivedVote[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as ArchivedVote[]) : [];
  } catch {
    return [];
  }
}

function parseTicket(json: string | null): Pick<JiraTicket, "key" | "summary"> | null {
  if (!json) return null;
  try {
    const ticket = JSON.parse(json) as Partial<JiraTicket>;
    return typeof ticket.key === "string" ? { key: ticket.key, summary: typeof ticket.summary === "string" ? ticket.summary : "" } : null;
  } catch {
    return null;
  }
}
