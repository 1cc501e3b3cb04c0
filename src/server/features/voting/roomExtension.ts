// Voting as an extension of the room core: a new room's first round (deck and settings from
// rooms.createRoom's arguments), the round's part of the room view, and what membership and
// presence changes mean for the votes and the auto-reveal countdown.
import { DEFAULT_MAX_FIBONACCI } from "../../../shared/deck";
import { DEFAULT_DECK_SETTING, deckSettingSchema } from "../../../shared/decks";
import type { RoomSettings } from "../../../shared/roomSettings";
import { maxFibonacciSchema } from "../../../shared/validation";
import type { DataAccess } from "../../live";
import { parseOrThrow, type RoomExtension } from "../rooms";
import { deleteRound, getRound, insertRound, type Round } from "./data/rounds";
import { deleteRoomHistory } from "./data/roundHistory";
import { deckColumns, roomSettingsOf } from "./data/roundSettings";
import { deleteRoomVotes, deleteVoteOf, participantVoteGone } from "./data/votes";
import { reconsiderAutoReveal } from "./autoReveal";
import { NO_REVEAL_CAPTURE } from "./roundArchive";
import { NO_TIMER, timerOf, type RoomTimer } from "./roundTimer";

/** The round's fields of the room view (spec 3's room entity, and issue 15's settings). */
export interface RoundView {
  maxFibonacci: number;
  isVotingRevealed: boolean;
  currentStory: string | null;
  /** Goes up by one with every New Round: tells "a new round began" from "votes were cleared". */
  round: number;
  /** Deck, auto-reveal, "everyone facilitates" and "don't wait for away people". */
  settings: RoomSettings;
  /** When the server reveals by itself (server time, ms); null while no countdown runs. */
  autoRevealAt: number | null;
  /** The shared round timer, deadlines in server time; null when none is set. */
  timer: RoomTimer | null;
}

declare module "../rooms/extensions" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the round's fields of the room view
  interface RoomViewParts extends RoundView {}
}

export function roundView(round: Round): RoundView {
  return {
    maxFibonacci: round.max_fibonacci,
    isVotingRevealed: round.is_voting_revealed === 1,
    currentStory: round.current_story,
    round: round.round,
    settings: roomSettingsOf(round),
    autoRevealAt: round.auto_reveal_at === null ? null : Number(round.auto_reveal_at),
    timer: timerOf(round),
  };
}

/** A new room's round: the deck asked for (or Fibonacci up to maxFibonacci), both switches as asked. */
export function firstRound(roomId: string, args: Readonly<Record<string, unknown>>, now: number): Round {
  const maxFibonacci = parseOrThrow(maxFibonacciSchema, args.maxFibonacci ?? DEFAULT_MAX_FIBONACCI);
  const deck = args.deck === undefined ? { ...DEFAULT_DECK_SETTING, maxFibonacci } : parseOrThrow(deckSettingSchema, args.deck);
  return {
    room_id: roomId,
    round: 1,
    round_started_at: now,
    is_voting_revealed: 0,
    current_story: null,
    ...deckColumns(deck, maxFibonacci),
    auto_reveal: args.autoReveal === true ? 1 : 0,
    everyone_facilitates: args.everyoneFacilitates === true ? 1 : 0,
    skip_away_voters: 0,
    auto_reveal_at: null,
    auto_reveal_held: 0,
    ...NO_TIMER,
    ...NO_REVEAL_CAPTURE,
  };
}

async function loadRoundView(data: DataAccess, roomId: string): Promise<RoundView | object> {
  const round = await getRound(data, roomId);
  return round ? roundView(round) : {};
}

export const votingRoomExtension = Object.freeze<RoomExtension>({
  name: "voting",
  created: async (ctx, room) => insertRound(ctx.data, firstRound(room.roomId, room.args, ctx.now)),
  deleted: async (data, roomId) => {
    await deleteRoomVotes(data, roomId);
    await deleteRoomHistory(data, roomId);
    await deleteRound(data, roomId);
  },
  membershipChanged: async (ctx, roomId, change) => {
    // A newcomer is waited for once present: presence tells (presenceChanged).
    if (change.kind === "joined") return;
    if (change.kind === "left" || change.kind === "kicked") participantVoteGone(ctx.data, roomId);
    if (change.kind === "excluded" && change.excluded) {
      const round = await getRound(ctx.data, roomId);
      if (round?.is_voting_revealed === 0) await deleteVoteOf(ctx.data, roomId, change.participant.id);
    }
    await reconsiderAutoReveal(ctx, roomId, "roomChanged");
  },
  presenceChanged: async (ctx, roomIds) => {
    for (const roomId of roomIds) await reconsiderAutoReveal(ctx, roomId, "roomChanged");
  },
  view: loadRoundView,
});
