import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../shared/messages";
import { FunctionError } from "../live/errors";
import { MemoryLimitStore } from "./limitStore";
import { Lockout } from "./lockout";
import { enforceLimit, RateLimiter } from "./rateLimiter";

describe("MemoryLimitStore", () => {
  it("prunes counters whose window is over and keeps live ones", async () => {
    const store = new MemoryLimitStore();
    await store.add("over", 1, 1_000, 0);
    await store.add("live", 1, 60_000, 0);
    await store.prune(1_000);
    // Extending revives a counter still held, so only a pruned one stays absent.
    await store.extend("over", 120_000);
    await store.extend("live", 120_000);
    expect(await store.get("over", 2_000)).toBeNull();
    expect(await store.get("live", 2_000)).toEqual({ count: 1, resetAt: 120_000 });
  });
});

describe("RateLimiter", () => {
  it("allows `limit` attempts per window, per key", async () => {
    const limiter = new RateLimiter(new MemoryLimitStore(), "t", 3, 60_000);
    const results = [];
    for (const i of [0, 1, 2, 3]) results.push(await limiter.tryHit("a", 1000 + i));
    expect(results).toEqual([true, true, true, false]);
    expect(await limiter.tryHit("b", 1004)).toBe(true);
  });

  it("opens a new window once the first one is over", async () => {
    const limiter = new RateLimiter(new MemoryLimitStore(), "t", 2, 60_000);
    await limiter.tryHit("a", 0);
    await limiter.tryHit("a", 30_000);
    expect(await limiter.tryHit("a", 59_999)).toBe(false);
    expect(await limiter.tryHit("a", 60_000)).toBe(true);
    expect(await limiter.tryHit("a", 60_001)).toBe(true);
    expect(await limiter.tryHit("a", 60_002)).toBe(false);
  });

  it("weighs an attempt charged as failed more", async () => {
    const limiter = new RateLimiter(new MemoryLimitStore(), "t", 10, 60_000);
    expect(await limiter.tryHit("a", 0)).toBe(true);
    await limiter.charge("a", 0, 4);
    expect(await limiter.tryHit("a", 1)).toBe(true);
    await limiter.charge("a", 1, 4);
    expect(await limiter.tryHit("a", 2)).toBe(false);
  });

  it("keeps limiters sharing a store apart by name", async () => {
    const store = new MemoryLimitStore();
    const one = new RateLimiter(store, "one", 1, 60_000);
    const two = new RateLimiter(store, "two", 1, 60_000);
    expect(await one.tryHit("a", 0)).toBe(true);
    expect(await two.tryHit("a", 0)).toBe(true);
    expect(await one.tryHit("a", 0)).toBe(false);
  });
});

describe("enforceLimit", () => {
  it("throws the clear message once the limit is reached, and does nothing when limits are off", async () => {
    const limiter = new RateLimiter(new MemoryLimitStore(), "t", 1, 1000);
    await enforceLimit(limiter, "k", 0);
    await expect(enforceLimit(limiter, "k", 1)).rejects.toThrow(new FunctionError(MESSAGES.auth.tooManyAttempts));
    expect(MESSAGES.auth.tooManyAttempts).toBe("Too many attempts. Please wait a minute and try again.");
    await expect(enforceLimit(null, "k", 2)).resolves.toBeUndefined();
  });
});

describe("Lockout", () => {
  const rule = { failures: 3, windowMs: 60_000, lockMs: 1_000, maxLockMs: 5_000, memoryMs: 100_000 };

  it("locks a key after its failures, for longer each time, up to the maximum", async () => {
    const lockout = new Lockout(new MemoryLimitStore(), "t", rule);
    let now = 0;
    const failUntilLocked = async () => {
      let lock = 0;
      for (let i = 0; i < rule.failures; i++) lock = await lockout.fail("a", now);
      return lock;
    };
    expect(await lockout.remainingMs("a", now)).toBe(0);
    expect(await failUntilLocked()).toBe(1_000);
    expect(await lockout.remainingMs("a", now + 500)).toBe(500);
    expect(await lockout.remainingMs("b", now)).toBe(0);
    now += 1_000;
    expect(await lockout.remainingMs("a", now)).toBe(0);
    const locks = [];
    for (let i = 0; i < 4; i++) {
      locks.push(await failUntilLocked());
      now += locks.at(-1)!;
    }
    expect(locks).toEqual([2_000, 4_000, 5_000, 5_000]);
  });

  it("stays in place when 55,000 other keys flood the same store (issue 30)", async () => {
    const store = new MemoryLimitStore();
    const lockout = new Lockout(store, "signInAccount", rule);
    for (let i = 0; i < rule.failures; i++) await lockout.fail("victim@example.com", 0);
    await lockout.fail("almost@example.com", 0);
    await lockout.fail("almost@example.com", 0);
    // Anonymous reset requests, one recipient each: more keys than the store keeps.
    const resets = new RateLimiter(store, "mailPerRecipient", 5, 60 * 60_000);
    for (let i = 0; i < 55_000; i++) await resets.tryHit(`reset|flood${i}@example.com`, 1);
    expect(await lockout.remainingMs("victim@example.com", 2)).toBe(998);
    // The failures on the way to a lockout stay too: one more locks.
    expect(await lockout.fail("almost@example.com", 2)).toBe(1_000);
    // The flood itself stays bounded.
    expect(store.size().counters).toBeLessThanOrEqual(50_000);
  });

  it("a success forgets the failures so far", async () => {
    const lockout = new Lockout(new MemoryLimitStore(), "t", rule);
    await lockout.fail("a", 0);
    await lockout.fail("a", 0);
    await lockout.succeed("a");
    expect(await lockout.fail("a", 0)).toBe(0);
    expect(await lockout.remainingMs("a", 0)).toBe(0);
  });
});
