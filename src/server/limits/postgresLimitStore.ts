// Rate-limit counters in PostgreSQL's rate_limits table (migration 0007), so every instance on
// one database counts against the same limits. Each operation is one statement on a small pool
// of its own: a mutation's transaction may count an attempt while it holds a connection of the
// main pool, and must never wait for a second one from it.
import pg from "pg";
import type { LimitCounter, LimitStore } from "./limitStore";

const ADD = `
  INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, $2, $3)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN rate_limits.reset_at <= $4 THEN excluded.count ELSE rate_limits.count + excluded.count END,
    reset_at = CASE WHEN rate_limits.reset_at <= $4 THEN excluded.reset_at ELSE rate_limits.reset_at END
  RETURNING count, reset_at`;

interface Row {
  count: number;
  reset_at: string | number;
}

export class PostgresLimitStore implements LimitStore {
  private readonly pool: pg.Pool;

  constructor(url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: 3 });
    // A dropped idle connection must not take the process down; the next query opens another.
    this.pool.on("error", (err) => console.error("rate-limit store: idle connection lost", err.message));
  }

  async add(key: string, cost: number, windowMs: number, now: number): Promise<LimitCounter> {
    const { rows } = await this.pool.query<Row>(ADD, [key, cost, now + windowMs, now]);
    return counter(rows[0]!);
  }

  async get(key: string, now: number): Promise<LimitCounter | null> {
    const { rows } = await this.pool.query<Row>("SELECT count, reset_at FROM rate_limits WHERE key = $1 AND reset_at > $2", [key, now]);
    return rows[0] ? counter(rows[0]) : null;
  }

  async extend(key: string, resetAt: number): Promise<void> {
    await this.pool.query("UPDATE rate_limits SET reset_at = GREATEST(reset_at, $2) WHERE key = $1", [key, resetAt]);
  }

  async delete(key: string): Promise<void> {
    await this.pool.query("DELETE FROM rate_limits WHERE key = $1", [key]);
  }

  async prune(now: number): Promise<void> {
    await this.pool.query("DELETE FROM rate_limits WHERE reset_at <= $1", [now]);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

function counter(row: Row): LimitCounter {
  return { count: Number(row.count), resetAt: Number(row.reset_at) };
}
