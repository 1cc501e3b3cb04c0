import { describe, expect, it } from "vitest";
import { parseRoomPresenceKey, roomPresenceKey } from "./presence";

describe("room presence keys", () => {
  it("round-trip a room and a user", () => {
    expect(parseRoomPresenceKey(roomPresenceKey("r-1", "u-1"))).toEqual({ roomId: "r-1", userId: "u-1" });
  });

  it("ignore keys that are not room presence", () => {
    expect(parseRoomPresenceKey("counter:x")).toBeNull();
    expect(parseRoomPresenceKey("room:r-1")).toBeNull();
  });
});
