// In-memory sliding-window limits for sign-in and sign-up. Per instance: with several
// instances an attacker gets the limit once per instance, which still bounds guessing.
import { MESSAGES } from "../../shared/messages";
import { FunctionError } from "../runtime/errors";

export const TOO_MANY_ATTEMPTS_MESSAGE = MESSAGES.auth.tooManyAttempts;

/** Keys kept at most; beyond this the stalest are dropped so a flood of keys cannot exhaust memory. */
const MAX_KEYS = 50_000;

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts an attempt; false when the key already used its `limit` attempts in the window. */
  tryHit(key: string, now = Date.now()): boolean {
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    // Re-inserting keeps the Map in least-recently-used order for eviction.
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > MAX_KEYS) this.hits.delete(this.hits.keys().next().value!);
    return true;
  }

  reset(): void {
    this.hits.clear();
  }
}

export interface AuthRateLimits {
  /** Per IP address and email. */
  signIn: SlidingWindowLimiter;
  /** Per IP address: generous enough for a whole team signing up from one office network. */
  signUp: SlidingWindowLimiter;
}

export function createAuthRateLimits(): AuthRateLimits {
  return {
    signIn: new SlidingWindowLimiter(10, 5 * 60_000),
    signUp: new SlidingWindowLimiter(20, 10 * 60_000),
  };
}

export function enforceLimit(limiter: SlidingWindowLimiter | null, key: string, now: number): void {
  if (limiter && !limiter.tryHit(key, now)) throw new FunctionError(TOO_MANY_ATTEMPTS_MESSAGE);
}
