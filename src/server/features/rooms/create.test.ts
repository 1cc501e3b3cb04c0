import { describe, expect, it } from "vitest";
import { isValidRoomCode } from "../../../shared/roomCode";
import { newRandomRoomCode } from "./create";

describe("random room codes", () => {
  it("are valid codes and a thousand of them are all different", () => {
    const codes = Array.from({ length: 1000 }, newRandomRoomCode);
    for (const code of codes) expect(isValidRoomCode(code)).toBe(true);
    expect(new Set(codes).size).toBe(1000);
  });
});
