import { describe, expect, it } from "vitest";
import { consensusOf, DEFAULT_CONSENSUS_RULE } from "./consensus";
import { fibonacciDeck, resolveDeck } from "./decks";

const fibonacci = fibonacciDeck(89);
const withBreak = resolveDeck({ kind: "fibonacci", maxFibonacci: 89, unknownCard: true, breakCard: true });
const tshirt = resolveDeck({ kind: "tshirt", unknownCard: true, breakCard: true });

describe("consensusOf, the default rule (within one card, or 80 % on one card, at least two votes)", () => {
  it("agrees when every vote is within one card of the others, on the deck's suggestion", () => {
    expect(consensusOf(["3", "5", "5"], fibonacci)).toEqual({ agreed: true, card: "5", by: "spread" });
    expect(consensusOf(["5", "8", "8", "5", "8"], fibonacci)).toEqual({ agreed: true, card: "8", by: "spread" });
    expect(consensusOf(["13", "13"], fibonacci)).toEqual({ agreed: true, card: "13", by: "majority" });
  });

  it("on a tie between two neighbouring cards, takes the one nearer the mean, the larger when equally near", () => {
    expect(consensusOf(["3", "5"], fibonacci)).toEqual({ agreed: true, card: "5", by: "spread" });
    expect(consensusOf(["3", "3", "5", "5"], fibonacci)).toEqual({ agreed: true, card: "5", by: "spread" });
  });

  it("does not agree when the votes are two cards apart or more", () => {
    expect(consensusOf(["3", "8"], fibonacci)).toEqual({ agreed: false, reason: "spread" });
    expect(consensusOf(["1", "2", "3", "5"], fibonacci)).toEqual({ agreed: false, reason: "spread" });
  });

  it("agrees on a card that has at least 80 % of the votes, however far the others are", () => {
    expect(consensusOf(["8", "8", "8", "8", "1"], fibonacci)).toEqual({ agreed: true, card: "8", by: "majority" });
    expect(consensusOf(["8", "8", "8", "1"], fibonacci)).toEqual({ agreed: false, reason: "spread" });
  });

  it("treats '?' as an opinion that blocks the spread rule and counts against a majority", () => {
    expect(consensusOf(["5", "5", "?"], fibonacci)).toEqual({ agreed: false, reason: "unsure" });
    expect(consensusOf(["5", "5", "5", "5", "?"], fibonacci)).toEqual({ agreed: true, card: "5", by: "majority" });
    expect(consensusOf(["?", "?"], fibonacci)).toEqual({ agreed: false, reason: "unsure" });
  });

  it("leaves '☕' out: it is no opinion", () => {
    expect(consensusOf(["5", "8", "☕", "☕"], withBreak)).toEqual({ agreed: true, card: "8", by: "spread" });
    expect(consensusOf(["5", "☕"], withBreak)).toEqual({ agreed: false, reason: "too-few-votes" });
  });

  it("never agrees on one voter's card, or on none", () => {
    expect(consensusOf(["5"], fibonacci)).toEqual({ agreed: false, reason: "too-few-votes" });
    expect(consensusOf([], fibonacci)).toEqual({ agreed: false, reason: "too-few-votes" });
  });

  it("works for letter decks by their order, taking the most common size, the larger on a tie", () => {
    expect(consensusOf(["M", "L", "L"], tshirt)).toEqual({ agreed: true, card: "L", by: "spread" });
    expect(consensusOf(["M", "L"], tshirt)).toEqual({ agreed: true, card: "L", by: "spread" });
    expect(consensusOf(["S", "L"], tshirt)).toEqual({ agreed: false, reason: "spread" });
    expect(consensusOf(["XL", "XL", "XL", "XL", "XS"], tshirt)).toEqual({ agreed: true, card: "XL", by: "majority" });
  });

  it("follows a rule of the room's own", () => {
    const strict = { ...DEFAULT_CONSENSUS_RULE, maxSpreadCards: 0, majorityShare: 1 };
    expect(consensusOf(["3", "5"], fibonacci, strict)).toEqual({ agreed: false, reason: "spread" });
    expect(consensusOf(["5", "5"], fibonacci, strict)).toEqual({ agreed: true, card: "5", by: "majority" });
    expect(consensusOf(["5"], fibonacci, { ...DEFAULT_CONSENSUS_RULE, minVotes: 1 })).toEqual({ agreed: true, card: "5", by: "majority" });
  });
});
