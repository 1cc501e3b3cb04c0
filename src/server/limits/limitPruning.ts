// Expired counters count as absent anyway; dropping them keeps the store the size of recent traffic.
import type { Scheduler } from "../live/scheduler";
import type { LimitStore } from "./limitStore";

export const LIMIT_PRUNE_INTERVAL_MS = 10 * 60_000;

/** Prunes the store every `intervalMs` on the app's scheduler (which stops it on close); returns how to stop. */
export function scheduleLimitPruning(jobs: Scheduler, store: LimitStore, intervalMs = LIMIT_PRUNE_INTERVAL_MS): () => Promise<void> {
  return jobs.every(intervalMs, "rate-limit prune", () => store.prune(Date.now()));
}
