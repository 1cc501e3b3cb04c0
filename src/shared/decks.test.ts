import { describe, expect, it } from "vitest";
import { deckFor, pointChoicesFor } from "./deck";
import {
  BREAK_CARD,
  CUSTOM_DECK_MAX_CARDS,
  DEFAULT_DECK_SETTING,
  type DeckSetting,
  cardNumber,
  customDeckProblem,
  deckSettingSchema,
  fibonacciDeck,
  isCardInDeck,
  isSpecialCard,
  resolveDeck,
  sameCards,
  splitCustomCards,
  voteProblem,
} from "./decks";
import { MESSAGES } from "./messages";
import { validationMessage } from "./validation";

const D = MESSAGES.decks;
const specials = { unknownCard: true, breakCard: false };
const deckOf = (setting: DeckSetting) => resolveDeck(setting);

describe("the default deck", () => {
  it("is the spec's deck: Fibonacci up to 89 with '?' and no break card", () => {
    const deck = resolveDeck(DEFAULT_DECK_SETTING);
    expect(deck.cards).toEqual(deckFor());
    expect(deck.cards).toEqual(["0", "1", "2", "3", "5", "8", "13", "21", "34", "55", "89", "?"]);
    expect(deck.isNumeric).toBe(true);
    expect(deck.pointChoices).toEqual(pointChoicesFor());
  });

  it("follows the room's maxFibonacci like today, odd or missing values included", () => {
    expect(fibonacciDeck(13).cards).toEqual(deckFor(13));
    expect(fibonacciDeck(987).cards).toEqual(deckFor(987));
    expect(fibonacciDeck(20).cards).toEqual(deckFor(20));
    expect(fibonacciDeck(null).cards).toEqual(deckFor());
    expect(fibonacciDeck(Number.NaN).cards).toEqual(deckFor());
  });
});

describe("each deck's cards", () => {
  it("modified Fibonacci has the half card, worth 0.5", () => {
    const deck = deckOf({ kind: "modifiedFibonacci", ...specials });
    expect(deck.cards).toEqual(["0", "½", "1", "2", "3", "5", "8", "13", "20", "40", "100", "?"]);
    expect(deck.isNumeric).toBe(true);
    expect(deck.pointChoices).toEqual([0, 0.5, 1, 2, 3, 5, 8, 13, 20, 40, 100]);
  });

  it("T-shirt sizes go XS to XXL and are not numbers", () => {
    const deck = deckOf({ kind: "tshirt", ...specials });
    expect(deck.cards).toEqual(["XS", "S", "M", "L", "XL", "XXL", "?"]);
    expect(deck.isNumeric).toBe(false);
    expect(deck.pointChoices).toEqual([]);
  });

  it("powers of two", () => {
    const deck = deckOf({ kind: "powersOfTwo", ...specials });
    expect(deck.sizes).toEqual(["0", "1", "2", "4", "8", "16", "32", "64"]);
    expect(deck.pointChoices).toEqual([0, 1, 2, 4, 8, 16, 32, 64]);
  });

  it("a custom deck of numbers is numeric; one letter makes it a deck of cards", () => {
    const numbers = deckOf({ kind: "custom", cards: ["1", "2", "4", "½"], ...specials });
    expect(numbers.isNumeric).toBe(true);
    expect(numbers.pointChoices).toEqual([1, 2, 4, 0.5]);
    const mixed = deckOf({ kind: "custom", cards: ["1", "2", "big"], ...specials });
    expect(mixed.isNumeric).toBe(false);
    expect(mixed.pointChoices).toEqual([]);
  });

  it("adds '?' and '☕' after the sizes, each only when switched on", () => {
    const setting = { kind: "tshirt" } as const;
    expect(deckOf({ ...setting, unknownCard: false, breakCard: false }).cards).toEqual(["XS", "S", "M", "L", "XL", "XXL"]);
    expect(deckOf({ ...setting, unknownCard: false, breakCard: true }).cards.slice(-2)).toEqual(["XXL", "☕"]);
    expect(deckOf({ ...setting, unknownCard: true, breakCard: true }).cards.slice(-3)).toEqual(["XXL", "?", "☕"]);
    expect(deckOf({ ...DEFAULT_DECK_SETTING, breakCard: true }).sizes).toEqual(pointChoicesFor().map(String));
  });

  it("compares decks by their cards", () => {
    expect(sameCards(fibonacciDeck(89), resolveDeck(DEFAULT_DECK_SETTING))).toBe(true);
    expect(sameCards(fibonacciDeck(89), fibonacciDeck(55))).toBe(false);
    expect(sameCards(fibonacciDeck(89), deckOf({ ...DEFAULT_DECK_SETTING, breakCard: true }))).toBe(false);
  });
});

describe("cardNumber and isSpecialCard", () => {
  it("reads numbers and '½', nothing else", () => {
    expect(cardNumber("13")).toBe(13);
    expect(cardNumber("½")).toBe(0.5);
    expect(cardNumber("0.5")).toBe(0.5);
    for (const card of ["XL", "?", BREAK_CARD, "", "1e3", "-1"]) expect(cardNumber(card)).toBeNull();
  });

  it("knows '?' and '☕'", () => {
    expect(isSpecialCard("?")).toBe(true);
    expect(isSpecialCard("☕")).toBe(true);
    expect(isSpecialCard("XS")).toBe(false);
  });
});

describe("votes against a deck", () => {
  const tshirt = deckOf({ kind: "tshirt", unknownCard: true, breakCard: true });

  it("accepts exactly the deck's cards", () => {
    for (const card of ["XS", "XXL", "?", "☕"]) expect(isCardInDeck(card, tshirt)).toBe(true);
    expect(voteProblem("M", tshirt)).toBeNull();
  });

  it("refuses other cards, other spellings and other types, naming the deck's cards", () => {
    for (const value of ["5", "xl", " XL", "XXXL", "", 5, null, undefined]) {
      expect(isCardInDeck(value, tshirt)).toBe(false);
      expect(voteProblem(value, tshirt)).toBe("That card is not in this room's deck. Choose one of: XS, S, M, L, XL, XXL, ?, ☕");
    }
  });

  it("refuses '?' and '☕' when the deck has them switched off", () => {
    const plain = deckOf({ kind: "powersOfTwo", unknownCard: false, breakCard: false });
    expect(isCardInDeck("?", plain)).toBe(false);
    expect(isCardInDeck("☕", plain)).toBe(false);
    expect(isCardInDeck("64", plain)).toBe(true);
    expect(isCardInDeck("3", plain)).toBe(false);
  });

  it("takes '½' in modified Fibonacci but not its other spellings", () => {
    const modified = deckOf({ kind: "modifiedFibonacci", ...specials });
    expect(isCardInDeck("½", modified)).toBe(true);
    expect(isCardInDeck("0.5", modified)).toBe(false);
    expect(isCardInDeck("21", modified)).toBe(false);
  });
});

describe("the deck setting schema", () => {
  const parse = (value: unknown) => deckSettingSchema.safeParse(value);

  it("takes every kind", () => {
    expect(parse(DEFAULT_DECK_SETTING).success).toBe(true);
    for (const kind of ["modifiedFibonacci", "tshirt", "powersOfTwo"]) {
      expect(parse({ kind, unknownCard: false, breakCard: true }).success).toBe(true);
    }
    expect(parse({ kind: "custom", cards: ["S", "M", "L"], unknownCard: true, breakCard: true }).success).toBe(true);
  });

  it("trims custom cards", () => {
    const result = parse({ kind: "custom", cards: [" 1 ", "2 ", "🐘"], unknownCard: true, breakCard: false });
    expect(result.success && result.data).toEqual({ kind: "custom", cards: ["1", "2", "🐘"], unknownCard: true, breakCard: false });
  });

  it("refuses an unknown kind, a Fibonacci maximum off the list and missing switches", () => {
    expect(validationMessage(deckSettingSchema, { kind: "letters", unknownCard: true, breakCard: false })).toBe(D.unknownKind);
    expect(validationMessage(deckSettingSchema, { ...DEFAULT_DECK_SETTING, maxFibonacci: 50 })).toBe(
      MESSAGES.validation.maxFibonacciInvalid,
    );
    expect(parse({ kind: "tshirt" }).success).toBe(false);
    expect(parse({ kind: "tshirt", unknownCard: "yes", breakCard: false }).success).toBe(false);
    expect(parse("tshirt").success).toBe(false);
    expect(parse(null).success).toBe(false);
  });

  it("refuses bad custom decks with a sentence that says what is wrong", () => {
    const message = (cards: unknown) => validationMessage(deckSettingSchema, { kind: "custom", cards, unknownCard: true, breakCard: false });
    expect(message(["1"])).toBe("A custom deck needs at least 2 cards");
    expect(message([])).toBe("A custom deck needs at least 2 cards");
    expect(message(Array.from({ length: 21 }, (_, i) => String(i)))).toBe("A custom deck can have at most 20 cards");
    expect(message(["1", "ABCDE"])).toBe('Card "ABCDE" is too long: each card can be at most 4 characters');
    expect(message(["1", "x".repeat(33)])).toBe("Each card can be at most 4 characters long");
    expect(message(["S", "M", "s"])).toBe('Card "s" appears more than once (upper and lower case count as the same card)');
    expect(message(["1", " ", "2"])).toBe("Each card needs a label: remove the empty one between the commas");
    expect(message(["1", "?"])).toBe("'?' and '☕' are added with their own switches, not as custom cards");
    expect(message(["1", "☕"])).toBe("'?' and '☕' are added with their own switches, not as custom cards");
    expect(message(["1", "a b"])).toBe("Card labels cannot contain spaces");
    expect(message(["1", "a\u0000"])).toBe("Card labels cannot contain spaces");
    expect(message("1,2,3")).not.toBeNull();
    expect(message([1, 2])).not.toBeNull();
  });

  it("accepts 20 cards of 4 characters, emoji counted as one", () => {
    const cards = Array.from({ length: CUSTOM_DECK_MAX_CARDS }, (_, i) => `C${String(i).padStart(3, "0")}`);
    expect(customDeckProblem(cards)).toBeNull();
    expect(customDeckProblem(["🐘🐘🐘🐘", "🐭"])).toBeNull();
    expect(customDeckProblem(["🐘🐘🐘🐘🐘", "🐭"])).toBe('Card "🐘🐘🐘🐘🐘" is too long: each card can be at most 4 characters');
  });
});

describe("splitCustomCards", () => {
  it("splits on commas and trims, forgiving one trailing comma", () => {
    expect(splitCustomCards("1, 2,3 ,  5")).toEqual(["1", "2", "3", "5"]);
    expect(splitCustomCards("S, M, L,")).toEqual(["S", "M", "L"]);
    expect(splitCustomCards("S,,L")).toEqual(["S", "", "L"]);
    expect(splitCustomCards("")).toEqual([]);
  });
});

describe("votes in the Fibonacci deck (as isValidVote checked them)", () => {
  it("accepts the room's cards and '?'", () => {
    expect(isCardInDeck("0", fibonacciDeck(13))).toBe(true);
    expect(isCardInDeck("13", fibonacciDeck(13))).toBe(true);
    expect(isCardInDeck("?", fibonacciDeck(13))).toBe(true);
    expect(isCardInDeck("89", fibonacciDeck(undefined))).toBe(true);
  });

  it("refuses cards above the maximum, non-deck numbers and odd spellings", () => {
    expect(isCardInDeck("21", fibonacciDeck(13))).toBe(false);
    expect(isCardInDeck("144", fibonacciDeck(undefined))).toBe(false);
    expect(isCardInDeck("4", fibonacciDeck(13))).toBe(false);
    expect(isCardInDeck("05", fibonacciDeck(13))).toBe(false);
    expect(isCardInDeck("5.0", fibonacciDeck(13))).toBe(false);
    expect(isCardInDeck(" 5", fibonacciDeck(13))).toBe(false);
    expect(isCardInDeck("", fibonacciDeck(13))).toBe(false);
    expect(isCardInDeck(5, fibonacciDeck(13))).toBe(false);
  });
});
