// What async.* needs, as ctx.app.async: its rate limits and the deadline clock (one per app).
import type { LimitStore } from "../../limits/limitStore";
import { RateLimiter } from "../../limits/rateLimiter";

export interface AsyncRateLimits {
  /** async.openBatch per account: each writes a row per story. */
  open: RateLimiter;
  /** async.submitVote per account: a person voting through a batch, with second thoughts. */
  vote: RateLimiter;
}

/** Wakes the app's look for due batches at a deadline this instance set (scheduleAsyncDeadlines connects it). */
export interface DeadlineClock {
  wake(at: number): void;
  onWake: ((at: number) => void) | null;
  /** Stories this instance revealed at a deadline (tests and metrics read it). */
  revealed: number;
}

export interface AsyncEnvironment {
  rateLimits: AsyncRateLimits | null;
  clock: DeadlineClock;
}

export function createAsyncEnvironment(limits: LimitStore, rateLimited: boolean): AsyncEnvironment {
  const clock: DeadlineClock = {
    onWake: null,
    revealed: 0,
    wake(at) {
      clock.onWake?.(at);
    },
  };
  return {
    rateLimits: rateLimited ? { open: new RateLimiter(limits, "asyncOpen", 20, 10 * 60_000), vote: new RateLimiter(limits, "asyncVote", 240, 60_000) } : null,
    clock,
  };
}
