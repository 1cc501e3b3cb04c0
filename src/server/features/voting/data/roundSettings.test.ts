import { describe, expect, it } from "vitest";
import type { DeckSetting } from "../../../../shared/decks";
import { deckColumns, deckSettingOf, roomSettingsOf } from "./roundSettings";

const SETTINGS: DeckSetting[] = [
  { kind: "fibonacci", maxFibonacci: 13, unknownCard: true, breakCard: false },
  { kind: "fibonacci", maxFibonacci: 987, unknownCard: false, breakCard: true },
  { kind: "modifiedFibonacci", unknownCard: true, breakCard: true },
  { kind: "tshirt", unknownCard: false, breakCard: false },
  { kind: "powersOfTwo", unknownCard: true, breakCard: false },
  { kind: "custom", cards: ["🐘", "XL", "½"], unknownCard: false, breakCard: true },
];

describe("deck columns", () => {
  it("read back every deck setting as written", () => {
    for (const deck of SETTINGS) expect(deckSettingOf(deckColumns(deck, 89))).toEqual(deck);
  });

  it("move max_fibonacci only for a Fibonacci deck, so switching back keeps the room's maximum", () => {
    expect(deckColumns({ kind: "tshirt", unknownCard: true, breakCard: false }, 34).max_fibonacci).toBe(34);
    expect(deckColumns({ kind: "fibonacci", maxFibonacci: 144, unknownCard: true, breakCard: false }, 34).max_fibonacci).toBe(144);
  });

  it("fall back to today's deck for a row nobody could have written", () => {
    const today = { kind: "fibonacci", maxFibonacci: 89, unknownCard: true, breakCard: false };
    const base = { max_fibonacci: 89, deck_unknown_card: 1, deck_break_card: 0 };
    expect(deckSettingOf({ ...base, deck_kind: "letters", deck_cards_json: null })).toEqual(today);
    expect(deckSettingOf({ ...base, deck_kind: "custom", deck_cards_json: "[1,2]" })).toEqual(today);
    expect(deckSettingOf({ ...base, deck_kind: "custom", deck_cards_json: null })).toEqual(today);
  });

  it("a room row as created today has the spec's settings", () => {
    const row = { ...deckColumns({ kind: "fibonacci", maxFibonacci: 89, unknownCard: true, breakCard: false }), auto_reveal: 0, everyone_facilitates: 0, skip_away_voters: 0 };
    expect(roomSettingsOf(row)).toEqual({ deck: { kind: "fibonacci", maxFibonacci: 89, unknownCard: true, breakCard: false }, autoReveal: false, everyoneFacilitates: false, skipAwayVoters: false });
  });
});
