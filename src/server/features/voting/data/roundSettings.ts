// A room's settings as columns of its round row, and back (issue 15). The deck is validated before it
// is written, so reading trusts the columns, yet an unreadable one falls back to today's deck.
import { DEFAULT_MAX_FIBONACCI } from "../../../../shared/deck";
import { DEFAULT_DECK_SETTING, DECK_KINDS, type DeckKind, type DeckSetting } from "../../../../shared/decks";
import type { RoomSettings } from "../../../../shared/roomSettings";
import type { RoomRoundsTable } from "../../../db/tables/voting";

export type DeckColumns = Pick<RoomRoundsTable, "max_fibonacci" | "deck_kind" | "deck_cards_json" | "deck_unknown_card" | "deck_break_card">;
export type SettingsColumns = DeckColumns & Pick<RoomRoundsTable, "auto_reveal" | "everyone_facilitates" | "skip_away_voters">;

/** The deck columns for a setting; max_fibonacci only moves for a Fibonacci deck. */
export function deckColumns(deck: DeckSetting, currentMaxFibonacci: number = DEFAULT_MAX_FIBONACCI): DeckColumns {
  return {
    max_fibonacci: deck.kind === "fibonacci" ? deck.maxFibonacci : currentMaxFibonacci,
    deck_kind: deck.kind,
    deck_cards_json: deck.kind === "custom" ? JSON.stringify(deck.cards) : null,
    deck_unknown_card: deck.unknownCard ? 1 : 0,
    deck_break_card: deck.breakCard ? 1 : 0,
  };
}

export function deckSettingOf(row: DeckColumns): DeckSetting {
  const specials = { unknownCard: row.deck_unknown_card === 1, breakCard: row.deck_break_card === 1 };
  const kind = (DECK_KINDS as readonly string[]).includes(row.deck_kind) ? (row.deck_kind as DeckKind) : "fibonacci";
  switch (kind) {
    case "fibonacci":
      return { kind, maxFibonacci: row.max_fibonacci, ...specials };
    case "custom": {
      const cards = parseCards(row.deck_cards_json);
      return cards ? { kind, cards, ...specials } : DEFAULT_DECK_SETTING;
    }
    default:
      return { kind, ...specials };
  }
}

export function roomSettingsOf(row: SettingsColumns): RoomSettings {
  return { deck: deckSettingOf(row), autoReveal: row.auto_reveal === 1, everyoneFacilitates: row.everyone_facilitates === 1, skipAwayVoters: row.skip_away_voters === 1 };
}

function parseCards(json: string | null): string[] | null {
  try {
    const cards: unknown = JSON.parse(json ?? "null");
    return Array.isArray(cards) && cards.every((card) => typeof card === "string") ? cards : null;
  } catch {
    return null;
  }
}
