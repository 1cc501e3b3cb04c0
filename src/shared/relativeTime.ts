// "Last activity" on the dashboard (spec 2): Just now, Nm ago, Nh ago, Nd ago.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Whole units, rounded down: 59 s is 'Just now', 60 s is '1m ago', 23 h 59 m is '23h ago'.
 * Future times (clock skew between server and browser) read 'Just now'.
 */
export function formatRelativeTime(timestampMs: number, nowMs: number): string {
  const elapsed = nowMs - timestampMs;
  if (!(elapsed >= MINUTE_MS)) return "Just now";
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return `${Math.floor(elapsed / DAY_MS)}d ago`;
}
