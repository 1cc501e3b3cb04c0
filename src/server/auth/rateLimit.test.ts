import { describe, expect, it } from "vitest";
import { FunctionError } from "../runtime/errors";
import { enforceLimit, SlidingWindowLimiter, TOO_MANY_ATTEMPTS_MESSAGE } from "./rateLimit";

describe("SlidingWindowLimiter", () => {
  it("allows `limit` attempts per window, per key", () => {
    const limiter = new SlidingWindowLimiter(3, 60_000);
    expect([0, 1, 2, 3].map((i) => limiter.tryHit("a", 1000 + i))).toEqual([true, true, true, false]);
    expect(limiter.tryHit("b", 1004)).toBe(true);
  });

  it("frees attempts as they slide out of the window", () => {
    const limiter = new SlidingWindowLimiter(2, 60_000);
    limiter.tryHit("a", 0);
    limiter.tryHit("a", 30_000);
    expect(limiter.tryHit("a", 59_999)).toBe(false);
    expect(limiter.tryHit("a", 60_001)).toBe(true);
    expect(limiter.tryHit("a", 60_002)).toBe(false);
  });

  it("refused attempts do not extend the wait", () => {
    const limiter = new SlidingWindowLimiter(1, 1000);
    limiter.tryHit("a", 0);
    for (let t = 100; t < 1000; t += 100) expect(limiter.tryHit("a", t)).toBe(false);
    expect(limiter.tryHit("a", 1001)).toBe(true);
  });
});

describe("enforceLimit", () => {
  it("throws the clear message once the limit is reached, and does nothing when limits are off", () => {
    const limiter = new SlidingWindowLimiter(1, 1000);
    enforceLimit(limiter, "k", 0);
    expect(() => enforceLimit(limiter, "k", 1)).toThrow(new FunctionError(TOO_MANY_ATTEMPTS_MESSAGE));
    expect(TOO_MANY_ATTEMPTS_MESSAGE).toBe("Too many attempts. Please wait a minute and try again.");
    expect(() => enforceLimit(null, "k", 2)).not.toThrow();
  });
});
