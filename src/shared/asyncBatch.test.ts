import { describe, expect, it } from "vitest";
import { ASYNC_MAX_DEADLINE_MS, deadlineProblem } from "./asyncBatch";
import { ASYNC_MESSAGES } from "./messages/async";

describe("an async deadline", () => {
  const now = 1_700_000_000_000;
  it("must be ahead of now", () => {
    expect(deadlineProblem(now, now)).toBe(ASYNC_MESSAGES.deadlinePast);
    expect(deadlineProblem(now - 1, now)).toBe(ASYNC_MESSAGES.deadlinePast);
    expect(deadlineProblem(now + 1, now)).toBeNull();
  });
  it("may be 30 days away, not more", () => {
    expect(deadlineProblem(now + ASYNC_MAX_DEADLINE_MS, now)).toBeNull();
    expect(deadlineProblem(now + ASYNC_MAX_DEADLINE_MS + 1, now)).toBe(ASYNC_MESSAGES.deadlineTooFar);
  });
  it("is a number", () => {
    expect(deadlineProblem(Number.NaN, now)).toBe(ASYNC_MESSAGES.deadlinePast);
  });
});
