import { describe, expect, it } from "vitest";
import { clockOf, parseFromOwners } from "./ownerProtocol";

describe("parseFromOwners", () => {
  it("takes the owners' process's replies as they are", () => {
    const reply = { type: "room-opened", r: 3, code: "ABCD1234", roomId: "room", participantId: "p" };
    expect(parseFromOwners(reply)).toEqual(reply);
  });
  it("refuses anything else, saying what arrived", () => {
    expect(() => parseFromOwners({ type: "seeded" })).toThrow('unexpected message from the owners\' process: {"type":"seeded"}');
    expect(() => parseFromOwners(null)).toThrow("unexpected message from the owners' process: null");
  });
});

describe("clockOf", () => {
  it("converts to the shared clock and back", () => {
    const clock = clockOf(1000.5);
    expect(clock.toShared(20)).toBe(1020.5);
    expect(clock.toLocal(clock.toShared(12.25))).toBe(12.25);
  });
  it("keeps a time that never came as never", () => {
    expect(clockOf(7).toShared(Number.NaN)).toBeNaN();
  });
});
