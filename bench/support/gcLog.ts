// BENCH_VERBOSE: the garbage collections of a process, on the wall clock, so a latency spike
// measured in one process can be matched with a pause in either.
import { PerformanceObserver, performance, constants } from "node:perf_hooks";

export interface GcPause {
  /** ms since the epoch */
  at: number;
  ms: number;
  kind: string;
}

const KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: "major",
  [constants.NODE_PERFORMANCE_GC_MINOR]: "minor",
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: "incremental",
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: "weak callbacks",
};

/** Starts recording pauses of at least minMs; the returned function hands over and clears them. */
export function recordGcPauses(minMs = 2): () => GcPause[] {
  let pauses: GcPause[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration < minMs) continue;
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0;
      pauses.push({ at: performance.timeOrigin + entry.startTime, ms: entry.duration, kind: KINDS[kind] ?? String(kind) });
    }
  });
  observer.observe({ entryTypes: ["gc"] });
  return () => {
    const taken = pauses;
    pauses = [];
    return taken;
  };
}
