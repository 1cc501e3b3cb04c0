import { describe, expect, it } from "vitest";
import { DEFAULT_DECK_SETTING, type DeckSetting } from "../../../shared/decks";
import { DECKS_MESSAGES, customCardRepeated, customCardTooLong } from "../../../shared/messages/decks";
import { DEFAULT_DECK_DRAFT, draftOf, isSpecDeck, sameDeckSetting, settingOfDraft } from "./deckDraft";

const fibonacci = (maxFibonacci: number, breakCard = false): DeckSetting => ({ kind: "fibonacci", maxFibonacci, unknownCard: true, breakCard });

describe("deck fields", () => {
  it("start as today's deck, which a create request need not name", () => {
    const { setting } = settingOfDraft(DEFAULT_DECK_DRAFT);
    expect(setting).toEqual(DEFAULT_DECK_SETTING);
    expect(isSpecDeck(setting!)).toBe(true);
    expect(isSpecDeck(fibonacci(21))).toBe(true);
    expect(isSpecDeck(fibonacci(89, true))).toBe(false);
    expect(isSpecDeck({ kind: "tshirt", unknownCard: true, breakCard: false })).toBe(false);
  });

  it("give each kind its setting, keeping the highest card only for Fibonacci", () => {
    expect(settingOfDraft({ ...DEFAULT_DECK_DRAFT, maxFibonacci: 21 }).setting).toEqual({ kind: "fibonacci", maxFibonacci: 21, unknownCard: true, breakCard: false });
    expect(settingOfDraft({ ...DEFAULT_DECK_DRAFT, kind: "tshirt", breakCard: true }).setting).toEqual({ kind: "tshirt", unknownCard: true, breakCard: true });
  });

  it("read custom cards separated by commas, trimmed, with the shared rules' sentences", () => {
    const custom = { ...DEFAULT_DECK_DRAFT, kind: "custom" as const };
    expect(settingOfDraft({ ...custom, customText: " S, M ,L," }).setting).toEqual({ kind: "custom", cards: ["S", "M", "L"], unknownCard: true, breakCard: false });
    expect(settingOfDraft({ ...custom, customText: "" })).toEqual({ setting: null, error: DECKS_MESSAGES.customTooFew });
    expect(settingOfDraft({ ...custom, customText: "1,,2" })).toEqual({ setting: null, error: DECKS_MESSAGES.customCardEmpty });
    expect(settingOfDraft({ ...custom, customText: "1, HUGE1" })).toEqual({ setting: null, error: customCardTooLong("HUGE1") });
    expect(settingOfDraft({ ...custom, customText: "s, S" })).toEqual({ setting: null, error: customCardRepeated("S") });
    expect(settingOfDraft({ ...custom, customText: "1, ?" })).toEqual({ setting: null, error: DECKS_MESSAGES.customCardSpecial });
    expect(settingOfDraft({ ...custom, customText: Array.from({ length: 21 }, (_, i) => String(i)).join(",") })).toEqual({ setting: null, error: DECKS_MESSAGES.customTooMany });
  });

  it("go back to the setting they came from, so an unchanged deck is not sent", () => {
    const custom: DeckSetting = { kind: "custom", cards: ["1", "XL", "☺"], unknownCard: false, breakCard: true };
    expect(settingOfDraft(draftOf(custom)).setting).toEqual(custom);
    expect(sameDeckSetting(settingOfDraft(draftOf(custom)).setting!, custom)).toBe(true);
    expect(sameDeckSetting(fibonacci(21), DEFAULT_DECK_SETTING)).toBe(false);
    expect(sameDeckSetting({ kind: "tshirt", unknownCard: true, breakCard: false }, { kind: "tshirt", unknownCard: true, breakCard: true })).toBe(false);
  });
});
