import { describe, expect, it } from "vitest";
import { fibonacciDeck, resolveDeck } from "./decks";
import {
  NO_NUMBER,
  agreementFor,
  agreementText,
  average,
  distribution,
  formatAverage,
  median,
  numericVotes,
  summarizeVotes,
} from "./results";

describe("numericVotes", () => {
  it("drops '?' and non-numeric values", () => {
    expect(numericVotes(["1", "?", "8", "coffee", "", "13"])).toEqual([1, 8, 13]);
  });
});

describe("average and formatAverage", () => {
  it("averages numbers and is null without any", () => {
    expect(average([1, 2, 3, 5])).toBe(2.75);
    expect(average([])).toBeNull();
  });

  it("shows one decimal, halves up, even where floats misstore them", () => {
    expect(formatAverage(2.75)).toBe("2.8");
    expect(formatAverage(1.45)).toBe("1.5");
    expect(formatAverage(29 / 20)).toBe("1.5");
    expect(formatAverage(8 / 3)).toBe("2.7");
    expect(formatAverage(5)).toBe("5.0");
    expect(formatAverage(0)).toBe("0.0");
    expect(formatAverage(null)).toBe(NO_NUMBER);
  });
});

describe("median", () => {
  it("takes the middle, or the mean of the two middles", () => {
    expect(median([8, 1, 3])).toBe(3);
    expect(median([8, 1, 3, 5])).toBe(4);
    expect(median([2])).toBe(2);
    expect(median([])).toBeNull();
  });
});

describe("distribution", () => {
  it("sorts numerically (not as text) with '?' last", () => {
    expect(distribution(["13", "?", "2", "8", "2", "21"]).map((e) => e.value)).toEqual([
      "2",
      "8",
      "13",
      "21",
      "?",
    ]);
  });

  it("puts other non-numeric values after numbers and before '?'", () => {
    expect(distribution(["?", "coffee", "3"]).map((e) => e.value)).toEqual(["3", "coffee", "?"]);
  });

  it("rounds percentages of all votes (including '?') to integers", () => {
    expect(distribution(["1", "2", "2", "?"])).toEqual([
      { value: "1", count: 1, percentage: 25 },
      { value: "2", count: 2, percentage: 50 },
      { value: "?", count: 1, percentage: 25 },
    ]);
    expect(distribution(["1", "2", "3"]).map((e) => e.percentage)).toEqual([33, 33, 33]);
    expect(distribution(["5", "5", "8"]).map((e) => e.percentage)).toEqual([67, 33]);
  });

  it("is empty without votes", () => {
    expect(distribution([])).toEqual([]);
  });
});

describe("agreementFor", () => {
  it("is Consensus when all numbers are equal", () => {
    expect(agreementFor([5, 5, 5])).toEqual({ value: 1, level: "consensus", label: "Consensus" });
    expect(agreementFor([3])?.level).toBe("consensus");
  });

  it("grades the share of votes on the most common number", () => {
    expect(agreementFor([5, 5, 5, 8])).toEqual({ value: 0.75, level: "strong", label: "Strong agreement" });
    expect(agreementFor([5, 5, 8, 3])).toEqual({ value: 0.5, level: "moderate", label: "Moderate agreement" });
    expect(agreementFor([1, 2, 3, 5])).toEqual({ value: 0.25, level: "weak", label: "Weak agreement" });
    expect(agreementFor([5, 5, 5, 8, 13])?.level).toBe("moderate");
  });

  it("is null without numbers", () => {
    expect(agreementFor([])).toBeNull();
  });
});

describe("summarizeVotes", () => {
  it("counts '?' in total votes but not in the numbers", () => {
    const summary = summarizeVotes(["3", "5", "?", "8", "5"]);
    expect(summary).toMatchObject({
      totalVotes: 5,
      numericVotes: 4,
      unknownVotes: 1,
      average: 5.25,
      averageText: "5.3",
      median: 5,
      min: 3,
      max: 8,
    });
    expect(summary.distribution.map((e) => [e.value, e.count, e.percentage])).toEqual([
      ["3", 1, 20],
      ["5", 2, 40],
      ["8", 1, 20],
      ["?", 1, 20],
    ]);
    expect(summary.agreement?.level).toBe("moderate");
  });

  it("handles only '?' votes", () => {
    expect(summarizeVotes(["?", "?"])).toEqual({
      totalVotes: 2,
      numericVotes: 0,
      unknownVotes: 2,
      breakVotes: 0,
      isNumeric: true,
      mostCommon: [],
      average: null,
      averageText: NO_NUMBER,
      median: null,
      min: null,
      max: null,
      distribution: [{ value: "?", count: 2, percentage: 100 }],
      agreement: null,
    });
  });

  it("handles no votes", () => {
    const summary = summarizeVotes([]);
    expect(summary.totalVotes).toBe(0);
    expect(summary.distribution).toEqual([]);
    expect(summary.min).toBeNull();
  });

  it("counts 0 as a number", () => {
    expect(summarizeVotes(["0", "0"])).toMatchObject({ min: 0, max: 0, average: 0, averageText: "0.0" });
  });
});

describe("summarizeVotes with a deck", () => {
  const tshirt = resolveDeck({ kind: "tshirt", unknownCard: true, breakCard: true });

  it("never averages letters: distribution in deck order, the most common card, agreement", () => {
    const summary = summarizeVotes(["L", "XS", "M", "L", "?", "☕", "XXL", "L"], tshirt);
    expect(summary).toMatchObject({
      isNumeric: false,
      totalVotes: 8,
      numericVotes: 0,
      unknownVotes: 1,
      breakVotes: 1,
      average: null,
      averageText: NO_NUMBER,
      median: null,
      min: null,
      max: null,
      mostCommon: ["L"],
    });
    expect(summary.distribution.map((e) => [e.value, e.count, e.percentage])).toEqual([
      ["XS", 1, 13],
      ["M", 1, 13],
      ["L", 3, 38],
      ["XXL", 1, 13],
      ["?", 1, 13],
      ["☕", 1, 13],
    ]);
    // 3 of the 6 sized votes on L; '?' and '☕' neither help nor hurt.
    expect(summary.agreement).toEqual({ value: 0.5, level: "moderate", label: "Moderate agreement" });
  });

  it("lists every card on a tie for most common, and agrees fully on one card", () => {
    expect(summarizeVotes(["S", "XL", "XL", "S"], tshirt).mostCommon).toEqual(["S", "XL"]);
    expect(summarizeVotes(["M", "M", "?"], tshirt).agreement?.level).toBe("consensus");
    expect(summarizeVotes(["?", "☕"], tshirt)).toMatchObject({ mostCommon: [], agreement: null });
  });

  it("counts '½' as 0.5 in a modified Fibonacci room and shows it as '½'", () => {
    const modified = resolveDeck({ kind: "modifiedFibonacci", unknownCard: true, breakCard: false });
    const summary = summarizeVotes(["½", "1", "½", "?"], modified);
    expect(summary).toMatchObject({ isNumeric: true, numericVotes: 3, min: 0.5, max: 1, averageText: "0.7", mostCommon: ["½"] });
    expect(summary.distribution.map((e) => e.value)).toEqual(["½", "1", "?"]);
  });

  it("gives today's figures for the default deck", () => {
    const values = ["3", "5", "?", "8", "5"];
    expect(summarizeVotes(values, fibonacciDeck(89))).toEqual(summarizeVotes(values));
    expect(summarizeVotes(values).mostCommon).toEqual(["5"]);
  });

  it("puts a value the deck lacks after its cards", () => {
    expect(distribution(["?", "XXXL", "S"], tshirt).map((e) => e.value)).toEqual(["S", "?", "XXXL"]);
  });
});

describe("agreementText", () => {
  it("writes the label with its share, or nothing without numbers", () => {
    expect(agreementText(agreementFor([5, 5, 5, 8]))).toBe("Strong agreement (75%)");
    expect(agreementText(null)).toBe("");
  });
});
