import { describe, expect, it } from "vitest";
import { fibonacciDeck, resolveDeck } from "./decks";
import { agreedCardSuggestion, checkDeckStoryPoints, nearestAllowed, suggestDeckPoints, suggestStoryPoints, suggestedCard } from "./suggestedPoints";
import { estimateRecorded } from "./messages/queue";
import { VALIDATION_MESSAGES } from "./messages/validation";
import { validateStoryPoints } from "./validation";

describe("suggestStoryPoints", () => {
  it("picks the most frequent numeric vote", () => {
    expect(suggestStoryPoints(["3", "5", "5", "8"])).toBe(5);
    expect(suggestStoryPoints(["13"])).toBe(13);
    expect(suggestStoryPoints(["0", "0", "1"])).toBe(0);
  });

  it("ignores '?' and non-numeric votes, even when they are the most frequent", () => {
    expect(suggestStoryPoints(["?", "?", "?", "8"])).toBe(8);
    expect(suggestStoryPoints(["coffee", "coffee", "2"])).toBe(2);
  });

  it("ignores votes outside the allowed deck (above the max or not Fibonacci)", () => {
    expect(suggestStoryPoints(["21", "21", "13"], 13)).toBe(13);
    expect(suggestStoryPoints(["4", "4", "5"])).toBe(5);
    expect(suggestStoryPoints(["144", "144", "89"])).toBe(89);
    expect(suggestStoryPoints(["144", "144", "89"], 144)).toBe(144);
  });

  it("on a tie takes the allowed value nearest the mean, even one nobody voted", () => {
    // mean 4.5: 5 is 0.5 away, 3 is 1.5 away
    expect(suggestStoryPoints(["1", "1", "8", "8"])).toBe(5);
    // mean 7: 8 is nearest
    expect(suggestStoryPoints(["5", "5", "8", "8", "13", "3"])).toBe(8);
    // mean 38.5 with max 34: only allowed values count, so 34
    expect(suggestStoryPoints(["34", "34", "55", "55"], 34)).toBe(34);
  });

  it("on an exact distance tie takes the larger value", () => {
    // mean 2.5: 2 and 3 are both 0.5 away
    expect(suggestStoryPoints(["2", "3"])).toBe(3);
    // mean 6.5: 5 and 8 are both 1.5 away
    expect(suggestStoryPoints(["5", "8"])).toBe(8);
  });

  it("is null with no numeric vote", () => {
    expect(suggestStoryPoints([])).toBeNull();
    expect(suggestStoryPoints(["?", "?"])).toBeNull();
    expect(suggestStoryPoints(["233"], 89)).toBeNull();
  });
});

describe("nearestAllowed", () => {
  it("finds the closest value and prefers the larger on a tie", () => {
    expect(nearestAllowed(6, [3, 5, 8])).toBe(5);
    expect(nearestAllowed(6.5, [3, 5, 8])).toBe(8);
    expect(nearestAllowed(100, [3, 5, 8])).toBe(8);
    expect(nearestAllowed(1, [])).toBeNull();
  });
});

describe("suggestDeckPoints", () => {
  it("suggests nothing for a deck of letters", () => {
    const tshirt = resolveDeck({ kind: "tshirt", unknownCard: true, breakCard: false });
    expect(suggestDeckPoints(["M", "M", "L"], tshirt)).toBeNull();
    // Numbers voted into a deck of letters (a deck change) are no points either.
    expect(suggestDeckPoints(["5", "5"], tshirt)).toBeNull();
  });

  it("uses the deck's numbers, '½' as 0.5", () => {
    const modified = resolveDeck({ kind: "modifiedFibonacci", unknownCard: true, breakCard: false });
    expect(suggestDeckPoints(["½", "½", "1"], modified)).toBe(0.5);
    // 21 is not a card of modified Fibonacci; mean of 13 and 40 is 26.5, nearest card 20.
    expect(suggestDeckPoints(["13", "40", "21"], modified)).toBe(20);
    const powers = resolveDeck({ kind: "powersOfTwo", unknownCard: false, breakCard: false });
    expect(suggestDeckPoints(["16", "32"], powers)).toBe(32);
    expect(suggestDeckPoints(["16", "16", "3"], powers)).toBe(16);
  });

  it("gives today's answer for the Fibonacci deck", () => {
    expect(suggestDeckPoints(["1", "1", "8", "8"], fibonacciDeck(89))).toBe(suggestStoryPoints(["1", "1", "8", "8"]));
    expect(suggestDeckPoints(["21", "21", "13"], fibonacciDeck(13))).toBe(13);
  });
});

describe("checkDeckStoryPoints", () => {
  it("keeps the spec's rule and message for a Fibonacci deck", () => {
    const fibonacci = { kind: "fibonacci", maxFibonacci: 21, unknownCard: true, breakCard: false } as const;
    expect(checkDeckStoryPoints("13", fibonacci)).toEqual({ ok: true, points: 13 });
    expect(checkDeckStoryPoints("34", fibonacci)).toEqual(validateStoryPoints("34", 21));
  });

  it("takes another deck's own numbers, '½' as 0.5, and nothing from a deck of letters", () => {
    const modified = { kind: "modifiedFibonacci", unknownCard: true, breakCard: true } as const;
    expect(checkDeckStoryPoints("0.5", modified)).toEqual({ ok: true, points: 0.5 });
    expect(checkDeckStoryPoints("20", modified)).toEqual({ ok: true, points: 20 });
    expect(checkDeckStoryPoints("21", modified)).toEqual({ ok: false, message: VALIDATION_MESSAGES.notInDeckPoints });
    expect(checkDeckStoryPoints("3", { kind: "tshirt", unknownCard: true, breakCard: false })).toEqual({ ok: false, message: VALIDATION_MESSAGES.noPointsInDeck });
  });
});

describe("suggestedCard", () => {
  it("names the deck's card for the suggestion, none for letters", () => {
    expect(suggestedCard(["½", "½", "1"], resolveDeck({ kind: "modifiedFibonacci", unknownCard: true, breakCard: false }))).toBe("½");
    expect(suggestedCard(["3", "5", "5"], fibonacciDeck(89))).toBe("5");
    expect(suggestedCard(["M", "M"], resolveDeck({ kind: "tshirt", unknownCard: true, breakCard: false }))).toBeNull();
  });
});

describe("agreedCardSuggestion (issue 36)", () => {
  const tshirt = resolveDeck({ kind: "tshirt", unknownCard: true, breakCard: true });
  it("preselects a letter deck's most common card, and none on a tie or without sizes", () => {
    expect(agreedCardSuggestion(["M", "M", "L", "?"], tshirt)).toBe("M");
    expect(agreedCardSuggestion(["M", "L"], tshirt)).toBeNull();
    expect(agreedCardSuggestion(["?", "☕"], tshirt)).toBeNull();
  });
  it("keeps spec 9's suggestion for a numeric deck", () => {
    expect(agreedCardSuggestion(["3", "5", "5"], fibonacciDeck(89))).toBe("5");
  });
});

describe("estimateRecorded (issue 36)", () => {
  it("says points for numbers only", () => {
    expect(estimateRecorded("5")).toBe("Recorded 5 points");
    expect(estimateRecorded("1")).toBe("Recorded 1 point");
    expect(estimateRecorded("½")).toBe("Recorded ½ points");
    expect(estimateRecorded("M")).toBe("Recorded M as the agreed value");
    expect(estimateRecorded("?")).toBe("Recorded ? as the agreed value");
  });
});
