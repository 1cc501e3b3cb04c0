// A limit on attempts per key in a window, counted in a LimitStore (memory or PostgreSQL).
import { MESSAGES } from "../../shared/messages";
import { FunctionError } from "../live/errors";
import type { LimitStore } from "./limitStore";

export class RateLimiter {
  constructor(
    private readonly store: LimitStore,
    /** Keeps this limiter's keys apart from every other limiter's in one store. */
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /**
   * Counts an attempt of weight `cost` (failures may weigh more than successes); false when the
   * key is past its limit. Refused attempts count too, so hammering does not help.
   */
  async tryHit(key: string, now: number, cost = 1): Promise<boolean> {
    const counter = await this.store.add(`${this.name}:${key}`, cost, this.windowMs, now);
    return counter.count <= this.limit;
  }

  /** Adds weight to an attempt already counted (a failure found out afterwards); never refuses. */
  async charge(key: string, now: number, cost: number): Promise<void> {
    if (cost > 0) await this.store.add(`${this.name}:${key}`, cost, this.windowMs, now);
  }
}

/** Counts one attempt of every key; refuses with the spec's sentence if any is past its limit. */
export async function enforceLimits(checks: readonly (readonly [RateLimiter | null | undefined, string])[], now: number): Promise<void> {
  const results = await Promise.all(checks.map(([limiter, key]) => (limiter ? limiter.tryHit(key, now) : true)));
  if (results.includes(false)) throw new FunctionError(MESSAGES.auth.tooManyAttempts);
}

/** One limiter, one key: see enforceLimits. */
export function enforceLimit(limiter: RateLimiter | null | undefined, key: string, now: number): Promise<void> {
  return enforceLimits([[limiter, key]], now);
}
