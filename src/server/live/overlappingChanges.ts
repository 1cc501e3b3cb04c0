// Whether a query run read stale data: the changes announced while it ran, kept only while some
// run is in flight (a later run cannot have overlapped them), so a run that overlapped a change
// to what it read is run again.
import { ALL_TOPICS } from "./changeBus";

/** At most this many announcements are kept for runs in flight; older ones are dropped. */
const KEPT = 1000;

export class OverlappingChanges {
  private readonly recent: { seq: number; topics: readonly string[] }[] = [];
  private runsInFlight = 0;
  private seq = 0;

  /** A change was announced. */
  record(topics: readonly string[]): void {
    this.seq++;
    if (this.runsInFlight === 0) return;
    this.recent.push({ seq: this.seq, topics });
    if (this.recent.length > KEPT) this.recent.splice(0, this.recent.length - KEPT);
  }

  /** A run starts: returns the point its staleness check starts from. */
  beginRun(): number {
    this.runsInFlight++;
    return this.seq;
  }

  endRun(): void {
    if (--this.runsInFlight === 0) this.recent.length = 0;
  }

  /** Whether a change to any of `topics` was announced after `since` (from beginRun). */
  changedSince(since: number, topics: ReadonlySet<string>): boolean {
    for (let i = this.recent.length - 1; i >= 0 && this.recent[i]!.seq > since; i--) {
      const changed = this.recent[i]!.topics;
      if (changed.includes(ALL_TOPICS) || changed.some((t) => topics.has(t))) return true;
    }
    return false;
  }
}
