// Where rate-limit counters live (DESIGN 9). One SQLite instance keeps them in memory; instances
// sharing PostgreSQL keep them there (postgresLimitStore.ts), so two instances do not double a limit.

/** A fixed window that opens with its first hit: `count` hits (weighted) until `resetAt`. */
export interface LimitCounter {
  count: number;
  resetAt: number;
}

export interface LimitStore {
  /** Adds `cost` to the key's counter; a counter past its window starts again at `cost`. */
  add(key: string, cost: number, windowMs: number, now: number): Promise<LimitCounter>;
  /** The key's counter while its window lasts, else null. */
  get(key: string, now: number): Promise<LimitCounter | null>;
  /** Keeps the counter (and so a refusal) until at least `resetAt`: lockouts that grow. */
  extend(key: string, resetAt: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Forgets counters whose window is over (they count as absent anyway); run by scheduleLimitPruning. */
  prune(now: number): Promise<void>;
  close(): Promise<void>;
}

/** Keys kept at most; beyond this the least recently used go, so a flood of keys cannot exhaust memory. */
const MAX_KEYS = 50_000;

export class MemoryLimitStore implements LimitStore {
  private readonly counters = new Map<string, LimitCounter>();

  async add(key: string, cost: number, windowMs: number, now: number): Promise<LimitCounter> {
    const live = this.live(key, now);
    const counter = live ? { count: live.count + cost, resetAt: live.resetAt } : { count: cost, resetAt: now + windowMs };
    // Re-inserting keeps the Map in least-recently-used order for eviction.
    this.counters.delete(key);
    this.counters.set(key, counter);
    if (this.counters.size > MAX_KEYS) this.counters.delete(this.counters.keys().next().value!);
    return { ...counter };
  }

  async get(key: string, now: number): Promise<LimitCounter | null> {
    const live = this.live(key, now);
    return live ? { ...live } : null;
  }

  async extend(key: string, resetAt: number): Promise<void> {
    const counter = this.counters.get(key);
    if (counter) counter.resetAt = Math.max(counter.resetAt, resetAt);
  }

  async delete(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async prune(now: number): Promise<void> {
    for (const [key, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(key);
  }

  async close(): Promise<void> {
    this.counters.clear();
  }

  private live(key: string, now: number): LimitCounter | null {
    const counter = this.counters.get(key);
    if (!counter) return null;
    if (counter.resetAt > now) return counter;
    this.counters.delete(key);
    return null;
  }
}
