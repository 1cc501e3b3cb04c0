import { describe, expect, it } from "vitest";
import {
  DEFAULT_MAX_FIBONACCI,
  FIBONACCI_DECK,
  MAX_FIBONACCI_OPTIONS,
  UNKNOWN_CARD,
  deckFor,
  effectiveMaxFibonacci,
  isMaxFibonacciOption,
  numericVoteValue,
  pointChoicesFor,
} from "./deck";

describe("deck constants (spec 9)", () => {
  it("lists the Fibonacci deck, the max options and the default", () => {
    expect(FIBONACCI_DECK).toEqual([0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987]);
    expect(MAX_FIBONACCI_OPTIONS).toEqual([13, 21, 34, 55, 89, 144, 233, 377, 610, 987]);
    expect(DEFAULT_MAX_FIBONACCI).toBe(89);
    expect(UNKNOWN_CARD).toBe("?");
  });

  it("recognises only the listed max options", () => {
    expect(isMaxFibonacciOption(13)).toBe(true);
    expect(isMaxFibonacciOption(987)).toBe(true);
    expect(isMaxFibonacciOption(8)).toBe(false);
    expect(isMaxFibonacciOption(50)).toBe(false);
    expect(isMaxFibonacciOption("89")).toBe(false);
  });
});

describe("deckFor", () => {
  it("defaults to 89 when unset", () => {
    const expected = ["0", "1", "2", "3", "5", "8", "13", "21", "34", "55", "89", "?"];
    expect(deckFor()).toEqual(expected);
    expect(deckFor(null)).toEqual(expected);
    expect(deckFor(Number.NaN)).toEqual(expected);
    expect(effectiveMaxFibonacci(undefined)).toBe(89);
  });

  it("includes the maximum itself and ends with '?'", () => {
    expect(deckFor(13)).toEqual(["0", "1", "2", "3", "5", "8", "13", "?"]);
    expect(deckFor(987).slice(-2)).toEqual(["987", "?"]);
    expect(deckFor(987)).toHaveLength(17);
  });

  it("filters by value for a maximum between cards", () => {
    expect(deckFor(20)).toEqual(["0", "1", "2", "3", "5", "8", "13", "?"]);
  });
});

describe("pointChoicesFor", () => {
  it("gives numbers without '?'", () => {
    expect(pointChoicesFor(21)).toEqual([0, 1, 2, 3, 5, 8, 13, 21]);
    expect(pointChoicesFor()).toEqual([0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]);
  });
});

describe("numericVoteValue", () => {
  it("reads plain numbers", () => {
    expect(numericVoteValue("0")).toBe(0);
    expect(numericVoteValue("13")).toBe(13);
    expect(numericVoteValue(" 8 ")).toBe(8);
    expect(numericVoteValue("2.5")).toBe(2.5);
  });

  it("returns null for '?' and anything non-numeric", () => {
    for (const value of ["?", "", " ", "abc", "0x10", "1e3", "Infinity", "NaN", "-3", "5?"]) {
      expect(numericVoteValue(value)).toBeNull();
    }
  });
});
