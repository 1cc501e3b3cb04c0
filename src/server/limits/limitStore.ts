// Where rate-limit counters live (DESIGN 9). One SQLite instance keeps them in memory; instances
// sharing PostgreSQL keep them there (postgresLimitStore.ts), so two instances do not double a limit.

/** A fixed window that opens with its first hit: `count` hits (weighted) until `resetAt`. */
export interface LimitCounter {
  count: number;
  resetAt: number;
}

/** How a counter is kept. */
export interface LimitOptions {
  /**
   * Lockouts, strikes, the failures that lead to them, and what sign-in remembers: never evicted
   * by other keys (a flood of reset requests must not unlock an account), only once expired.
   */
  held?: boolean;
}

export interface LimitStore {
  /** Adds `cost` to the key's counter; a counter past its window starts again at `cost`. */
  add(key: string, cost: number, windowMs: number, now: number, options?: LimitOptions): Promise<LimitCounter>;
  /** The key's counter while its window lasts, else null. */
  get(key: string, now: number): Promise<LimitCounter | null>;
  /** Keeps the counter (and so a refusal) until at least `resetAt`: lockouts that grow. */
  extend(key: string, resetAt: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Forgets counters whose window is over (they count as absent anyway); run by scheduleLimitPruning. */
  prune(now: number): Promise<void>;
  close(): Promise<void>;
}

/** Ordinary keys kept at most; beyond this the least recently used go, so a flood of keys cannot exhaust memory. */
const MAX_KEYS = 50_000;
/**
 * Held keys beyond which expired ones are swept (at most once a second). Live held keys are never
 * dropped: they only come from failed sign-ins, which are limited per address (rateLimit.ts).
 */
const HELD_SWEEP_KEYS = 50_000;
const HELD_SWEEP_INTERVAL_MS = 1_000;

export class MemoryLimitStore implements LimitStore {
  /** Ordinary counters, in least-recently-used order. */
  private readonly counters = new Map<string, LimitCounter>();
  /** Held counters (LimitOptions.held): their own map, which other keys never evict from. */
  private readonly held = new Map<string, LimitCounter>();
  private nextHeldSweepAt = 0;

  async add(key: string, cost: number, windowMs: number, now: number, options: LimitOptions = {}): Promise<LimitCounter> {
    const map = options.held ? this.held : this.counters;
    const live = this.live(key, now);
    const counter = live ? { count: live.count + cost, resetAt: live.resetAt } : { count: cost, resetAt: now + windowMs };
    // Re-inserting keeps the Map in least-recently-used order for eviction.
    this.counters.delete(key);
    this.held.delete(key);
    map.set(key, counter);
    if (options.held) this.sweepHeld(now);
    else if (this.counters.size > MAX_KEYS) this.counters.delete(this.counters.keys().next().value!);
    return { ...counter };
  }

  async get(key: string, now: number): Promise<LimitCounter | null> {
    const live = this.live(key, now);
    return live ? { ...live } : null;
  }

  async extend(key: string, resetAt: number): Promise<void> {
    const counter = this.held.get(key) ?? this.counters.get(key);
    if (counter) counter.resetAt = Math.max(counter.resetAt, resetAt);
  }

  async delete(key: string): Promise<void> {
    this.counters.delete(key);
    this.held.delete(key);
  }

  async prune(now: number): Promise<void> {
    for (const map of [this.counters, this.held]) for (const [key, counter] of map) if (counter.resetAt <= now) map.delete(key);
  }

  async close(): Promise<void> {
    this.counters.clear();
    this.held.clear();
  }

  /** How many keys each map holds (tests see a flood stay bounded). */
  size(): { counters: number; held: number } {
    return { counters: this.counters.size, held: this.held.size };
  }

  private sweepHeld(now: number): void {
    if (this.held.size <= HELD_SWEEP_KEYS || now < this.nextHeldSweepAt) return;
    this.nextHeldSweepAt = now + HELD_SWEEP_INTERVAL_MS;
    for (const [key, counter] of this.held) if (counter.resetAt <= now) this.held.delete(key);
  }

  private live(key: string, now: number): LimitCounter | null {
    const map = this.held.has(key) ? this.held : this.counters;
    const counter = map.get(key);
    if (!counter) return null;
    if (counter.resetAt > now) return counter;
    map.delete(key);
    return null;
  }
}
