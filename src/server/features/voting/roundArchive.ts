// What 'New Round' keeps of the round that ends: the story, every vote with its voter's name,
// and summarizeVotes' figures. A round reset without a reveal keeps who voted, never what.
import { randomUUID } from "node:crypto";
import type { JiraTicket } from "../../../plugins/jira/shared/jira";
import { resolveDeck } from "../../../shared/decks";
import { summarizeVotes } from "../../../shared/results";
import { deckSettingOf } from "../rooms/data/roomSettings";
import type { RoundHistoryRow } from "./data/roundHistory";
import type { NamedVote, VoterInRoom } from "./data/votes";

export interface ArchivedVote {
  participantName: string;
  /** Null when the round was never revealed. */
  value: string | null;
}

export function buildRoundArchive(room: VoterInRoom["room"], votes: readonly NamedVote[], now: number): RoundHistoryRow {
  const revealed = room.is_voting_revealed === 1;
  // A deck of letters keeps no average: the figures follow the room's deck.
  const summary = revealed ? summarizeVotes(votes.map((v) => v.value), resolveDeck(deckSettingOf(room))) : null;
  const archived: ArchivedVote[] = votes.map((v) => ({ participantName: v.participantName, value: revealed ? v.value : null }));
  const ticket = room.use_jira_integration === 1 ? parseTicket(room.current_jira_ticket_json) : null;
  return {
    id: randomUUID(),
    room_id: room.id,
    round: room.round,
    story: room.current_story,
    ticket_key: ticket?.key ?? null,
    ticket_summary: ticket?.summary ?? null,
    votes_json: JSON.stringify(archived),
    average: summary?.average ?? null,
    median: summary?.median ?? null,
    min: summary?.min ?? null,
    max: summary?.max ?? null,
    total_votes: votes.length,
    agreement: summary?.agreement?.value ?? null,
    revealed: revealed ? 1 : 0,
    created_at: now,
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
