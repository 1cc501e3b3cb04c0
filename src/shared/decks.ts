// A room's deck (issue 15): which kind, its optional '?' and '☕' cards, and the cards that follow
// from it. The Fibonacci deck up to 89 with '?' is the default and is exactly the spec's deck.
import * as z from "zod/mini";
import { DEFAULT_MAX_FIBONACCI, UNKNOWN_CARD, effectiveMaxFibonacci, numericVoteValue, pointChoicesFor } from "./deck";
import { DECKS_MESSAGES as D, customCardRepeated, customCardTooLong } from "./messages/decks";
import { cardNotInDeck } from "./messages/voting";
import { maxFibonacciSchema } from "./validation";

export const DECK_KINDS = ["fibonacci", "modifiedFibonacci", "tshirt", "powersOfTwo", "custom"] as const;
export type DeckKind = (typeof DECK_KINDS)[number];

/** The "I need a break" card. Like '?', a vote but never a size. */
export const BREAK_CARD = "☕";
/** '?' and '☕': votes that are not an estimate. */
export function isSpecialCard(card: string): boolean {
  const trimmed = card.trim();
  return trimmed === UNKNOWN_CARD || trimmed === BREAK_CARD;
}

/** The half card of the modified Fibonacci deck, worth 0.5 points. */
export const HALF_CARD = "½";

export const MODIFIED_FIBONACCI_CARDS = Object.freeze(["0", HALF_CARD, "1", "2", "3", "5", "8", "13", "20", "40", "100"]);
export const TSHIRT_CARDS = Object.freeze(["XS", "S", "M", "L", "XL", "XXL"]);
export const POWERS_OF_TWO_CARDS = Object.freeze(["0", "1", "2", "4", "8", "16", "32", "64"]);

export const CUSTOM_DECK_MIN_CARDS = 2;
export const CUSTOM_DECK_MAX_CARDS = 20;
/** Counted in code points, so an emoji is one character on both sides. */
export const CUSTOM_CARD_MAX_LENGTH = 4;

/** Labels people see for each kind (create form, room settings). */
export const DECK_KIND_LABELS: Readonly<Record<DeckKind, string>> = Object.freeze({
  fibonacci: "Fibonacci",
  modifiedFibonacci: "Modified Fibonacci",
  tshirt: "T-shirt sizes",
  powersOfTwo: "Powers of two",
  custom: "Custom",
});

/** The problem with one custom card label (already trimmed), or null. */
function customCardProblem(card: string): string | null {
  if (card === "") return D.customCardEmpty;
  if (card === UNKNOWN_CARD || card === BREAK_CARD) return D.customCardSpecial;
  if (/[\s\p{Cc}\p{Cf}]/u.test(card)) return D.customCardSpaces;
  if ([...card].length > CUSTOM_CARD_MAX_LENGTH) return customCardTooLong(card);
  return null;
}

/** The first problem with a custom deck's cards (trimmed labels) as a sentence, or null. */
export function customDeckProblem(cards: readonly string[]): string | null {
  if (cards.length < CUSTOM_DECK_MIN_CARDS) return D.customTooFew;
  if (cards.length > CUSTOM_DECK_MAX_CARDS) return D.customTooMany;
  const seen = new Set<string>();
  for (const card of cards) {
    const problem = customCardProblem(card);
    if (problem) return problem;
    // Shortcuts ignore case, so "s" and "S" would be one key for two cards.
    const key = card.toUpperCase();
    if (seen.has(key)) return customCardRepeated(card);
    seen.add(key);
  }
  return null;
}

/** What a person types into the custom deck field: cards separated by commas. */
export function splitCustomCards(text: string): string[] {
  const cards = text.split(",").map((card) => card.trim());
  // A trailing comma ("1, 2, 3,") is a slip, not an empty card.
  return cards.length > 0 && cards[cards.length - 1] === "" ? cards.slice(0, -1) : cards;
}

/** Long enough for any list that could pass, short enough that a hostile one costs nothing. */
const CUSTOM_CARD_ARG_MAX = 32;

const customCardsSchema = z
  .array(z.string().check(z.maxLength(CUSTOM_CARD_ARG_MAX, D.customCardTooLongGeneric), z.trim()))
  .check(
    z.maxLength(CUSTOM_DECK_MAX_CARDS, D.customTooMany),
    z.superRefine((cards, ctx) => {
      const problem = customDeckProblem(cards);
      if (problem) ctx.issues.push({ code: "custom", message: problem, input: cards });
    }),
  );

const specialCards = Object.freeze({ unknownCard: z.boolean(), breakCard: z.boolean() });

/** A room's deck setting, as the create form, the settings dialog and the server take it. */
export const deckSettingSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("fibonacci"), maxFibonacci: maxFibonacciSchema, ...specialCards }),
    z.object({ kind: z.literal("modifiedFibonacci"), ...specialCards }),
    z.object({ kind: z.literal("tshirt"), ...specialCards }),
    z.object({ kind: z.literal("powersOfTwo"), ...specialCards }),
    z.object({ kind: z.literal("custom"), cards: customCardsSchema, ...specialCards }),
  ],
  { error: D.unknownKind },
);
export type DeckSetting = z.infer<typeof deckSettingSchema>;

/** Today's deck: Fibonacci up to 89 with '?', no break card. */
export const DEFAULT_DECK_SETTING: DeckSetting = Object.freeze({
  kind: "fibonacci",
  maxFibonacci: DEFAULT_MAX_FIBONACCI,
  unknownCard: true,
  breakCard: false,
});

/** A deck setting resolved into what voting, statistics and shortcuts need. */
export interface Deck {
  kind: DeckKind;
  /** Every card in the order shown: the sizes, then '?', then '☕'. */
  cards: readonly string[];
  /** The cards that are an estimate (no '?' or '☕'). */
  sizes: readonly string[];
  /** Every size is a number, so averages and JIRA points make sense. */
  isNumeric: boolean;
  /** The numbers of a numeric deck's sizes (JIRA point choices); empty otherwise. */
  pointChoices: readonly number[];
}

/** The number a card stands for: plain decimals and '½'; null for letters, '?' and '☕'. */
export function cardNumber(card: string): number | null {
  return card.trim() === HALF_CARD ? 0.5 : numericVoteValue(card);
}

function sizesOf(setting: DeckSetting): readonly string[] {
  switch (setting.kind) {
    case "fibonacci":
      return pointChoicesFor(setting.maxFibonacci).map(String);
    case "modifiedFibonacci":
      return MODIFIED_FIBONACCI_CARDS;
    case "tshirt":
      return TSHIRT_CARDS;
    case "powersOfTwo":
      return POWERS_OF_TWO_CARDS;
    case "custom":
      return setting.cards;
  }
}

export function resolveDeck(setting: DeckSetting): Deck {
  const sizes = Object.freeze([...sizesOf(setting)]);
  const numbers = sizes.map(cardNumber);
  const isNumeric = numbers.every((n) => n !== null);
  const cards = [...sizes];
  if (setting.unknownCard) cards.push(UNKNOWN_CARD);
  if (setting.breakCard) cards.push(BREAK_CARD);
  return Object.freeze({
    kind: setting.kind,
    cards: Object.freeze(cards),
    sizes,
    isNumeric,
    pointChoices: Object.freeze(isNumeric ? (numbers as number[]) : []),
  });
}

/** The spec's deck for a room's maxFibonacci: what a room without a deck setting plays with. */
export function fibonacciDeck(maxFibonacci?: number | null): Deck {
  // Any number filters the deck (pointChoicesFor), so older rows with an odd maximum still work.
  return resolveDeck({ ...DEFAULT_DECK_SETTING, maxFibonacci: effectiveMaxFibonacci(maxFibonacci) } as DeckSetting);
}

/** A vote must be exactly one of the deck's cards ("5", "XL", "?"), not "05" or "xl". */
export function isCardInDeck(value: unknown, deck: Deck): value is string {
  return typeof value === "string" && deck.cards.includes(value);
}

/** Null for a card of the deck; otherwise why the vote is refused, naming the cards there are. */
export function voteProblem(value: unknown, deck: Deck): string | null {
  return isCardInDeck(value, deck) ? null : cardNotInDeck(deck.cards);
}

/** Whether two settings give the same cards, so a change need not clear the round. */
export function sameCards(a: Deck, b: Deck): boolean {
  return a.cards.length === b.cards.length && a.cards.every((card, i) => card === b.cards[i]);
}
