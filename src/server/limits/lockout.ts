// Failures per key that lock the key out for a while, longer each time it happens again within
// a day (sign-in per account and per address). Kept in a LimitStore, so all instances agree.
import type { LimitStore } from "./limitStore";

export interface LockoutRule {
  /** Failures within `windowMs` that lock the key. */
  failures: number;
  windowMs: number;
  /** The first lock; each further lock within `memoryMs` lasts twice as long, up to `maxLockMs`. */
  lockMs: number;
  maxLockMs: number;
  memoryMs: number;
}

export class Lockout {
  constructor(
    private readonly store: LimitStore,
    readonly name: string,
    readonly rule: LockoutRule,
  ) {}

  /** How long the key is still locked out, 0 when it may try. */
  async remainingMs(key: string, now: number): Promise<number> {
    const lock = await this.store.get(`${this.name}:lock:${key}`, now);
    return lock ? lock.resetAt - now : 0;
  }

  /** Records a failure; returns how long the key is now locked out (0 if not yet). */
  async fail(key: string, now: number): Promise<number> {
    const { failures, windowMs, lockMs, maxLockMs, memoryMs } = this.rule;
    // Held: a flood of other keys never evicts a lockout, its strikes or the failures leading to it.
    const held = { held: true };
    const failed = await this.store.add(`${this.name}:failures:${key}`, 1, windowMs, now, held);
    if (failed.count < failures) return 0;
    const strikes = await this.store.add(`${this.name}:strikes:${key}`, 1, memoryMs, now, held);
    const lock = Math.min(maxLockMs, lockMs * 2 ** Math.min(strikes.count - 1, 20));
    await this.store.add(`${this.name}:lock:${key}`, 1, lock, now, held);
    await this.store.extend(`${this.name}:lock:${key}`, now + lock);
    await this.store.delete(`${this.name}:failures:${key}`);
    return lock;
  }

  /** A success forgets the failures so far (not the earlier locks, which keep the next one longer). */
  async succeed(key: string): Promise<void> {
    await this.store.delete(`${this.name}:failures:${key}`);
  }
}
