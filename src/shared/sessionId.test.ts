import { describe, expect, it } from "vitest";
import { SESSION_ID_MAX_LENGTH, createSessionId, isValidSessionId } from "./sessionId";

const now = Date.UTC(2025, 5, 29, 12, 0, 0);

describe("createSessionId", () => {
  it("joins the random string and the base-36 timestamp", () => {
    expect(createSessionId(() => "abc123", now)).toBe(`abc123-${now.toString(36)}`);
  });

  it("differs for different random strings at the same time", () => {
    expect(createSessionId(() => "a1", now)).not.toBe(createSessionId(() => "b2", now));
  });

  it("keeps UUIDs intact and drops unsafe characters", () => {
    const uuid = "3f2504e0-4f89-11d3-9a0c-0305e82c3301";
    expect(createSessionId(() => uuid, now).startsWith(`${uuid}-`)).toBe(true);
    expect(createSessionId(() => "a b/c.d", now)).toBe(`abcd-${now.toString(36)}`);
  });

  it("always produces a valid id, even from a very long random string", () => {
    const id = createSessionId(() => "x".repeat(500), now);
    expect(id.length).toBeLessThanOrEqual(SESSION_ID_MAX_LENGTH);
    expect(isValidSessionId(id)).toBe(true);
  });

  it("refuses an empty random part", () => {
    expect(() => createSessionId(() => "", now)).toThrow();
    expect(() => createSessionId(() => "!!!", now)).toThrow();
  });
});

describe("isValidSessionId", () => {
  it("accept URL-safe ids up to 100 characters", () => {
    for (const id of ["a", "abc-123_XYZ", "x".repeat(100), createSessionId(() => "r4nd0m", now)]) {
      expect(isValidSessionId(id)).toBe(true);
    }
  });

  it("refuse empty, too long, unsafe and non-string values", () => {
    for (const id of ["", "x".repeat(101), "a b", "<script>", "a/b", 42, null]) {
      expect(isValidSessionId(id)).toBe(false);
    }
  });
});
