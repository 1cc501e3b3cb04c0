import { describe, expect, it } from "vitest";
import {
  CUSTOM_CODE_MAX_LENGTH,
  CUSTOM_CODE_MIN_LENGTH,
  JOIN_CODE_MAX_LENGTH,
  RANDOM_CODE_LENGTH,
  ROOM_CODE_ALPHABET,
  isValidRoomCode,
  randomRoomCode,
} from "./roomCode";

describe("room code constants", () => {
  it("match spec 9", () => {
    expect(JOIN_CODE_MAX_LENGTH).toBe(8);
    expect(CUSTOM_CODE_MIN_LENGTH).toBe(3);
    expect(CUSTOM_CODE_MAX_LENGTH).toBe(8);
    // Random codes are as long as codes may be (spec 3-8), so they are the hardest to guess.
    expect(RANDOM_CODE_LENGTH).toBe(8);
  });

  it("random alphabet has 31 distinct upper-case characters without look-alikes", () => {
    expect(ROOM_CODE_ALPHABET).toHaveLength(31);
    expect(new Set(ROOM_CODE_ALPHABET).size).toBe(31);
    expect(ROOM_CODE_ALPHABET).toMatch(/^[A-Z0-9]+$/);
    for (const lookAlike of ["0", "O", "1", "I", "L"]) expect(ROOM_CODE_ALPHABET).not.toContain(lookAlike);
  });
});

describe("isValidRoomCode", () => {
  it("accepts 3 to 8 upper-case letters or digits", () => {
    for (const code of ["ABC", "A1B2C3", "ABCDEFGH", "123", "TEAM42"]) expect(isValidRoomCode(code)).toBe(true);
  });

  it("refuses other lengths, lower case, symbols, spaces and non-ASCII", () => {
    for (const code of ["AB", "ABCDEFGHI", "abc", "AB-C", "AB C", " ABC", "ÄBC", "", 123, null]) {
      expect(isValidRoomCode(code)).toBe(false);
    }
  });
});

describe("randomRoomCode", () => {
  it("uses the given random source for each character", () => {
    const calls: number[] = [];
    const code = randomRoomCode((max) => {
      calls.push(max);
      return calls.length - 1;
    });
    expect(code).toBe("ABCDEFGH");
    expect(calls).toEqual(Array(8).fill(31));
    expect(randomRoomCode((max) => max - 1)).toBe("99999999");
  });

  it("always gives a valid code", () => {
    let seed = 7;
    const lcg = (max: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % max);
    for (let i = 0; i < 200; i++) expect(isValidRoomCode(randomRoomCode(lcg))).toBe(true);
  });

  it("refuses a broken random source instead of producing a short code", () => {
    expect(() => randomRoomCode(() => 31)).toThrow(RangeError);
    expect(() => randomRoomCode(() => -1)).toThrow(RangeError);
    expect(() => randomRoomCode(() => 1.5)).toThrow(RangeError);
  });
});
