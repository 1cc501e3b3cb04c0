// What a benchmark's server process reports over IPC: work done and resources used.
import { readFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const gc = (globalThis as { gc?: () => void }).gc;

/** What a server counts: database statements run, sockets open, and what it wrote to them. */
export interface Counted {
  statementCount(): number;
  sessionCount(): number;
  output(): { frames: number; writes: number; bytes: number; bodiesEncoded: number };
}

/** Starts watching the event loop; the returned function answers one "metrics" request. */
export function metricsReporter(server: Counted): (options: { collectGarbage: boolean }) => Record<string, number | string> {
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  return ({ collectGarbage }) => {
    // Memory is read after a full collection; the figures for a measured window are read without one.
    if (collectGarbage) {
      touchYoungGeneration();
      gc?.();
      gc?.();
    }
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    const output = server.output();
    const report = {
      type: "metrics",
      statements: server.statementCount(),
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      external: memory.external,
      ...rssParts(),
      cpuMs: (cpu.user + cpu.system) / 1000,
      cpuSystemMs: cpu.system / 1000,
      mainThreadCpuMs: mainThreadCpuMs(),
      sockets: server.sessionCount(),
      framesWritten: output.frames,
      writes: output.writes,
      bytesWritten: output.bytes,
      bodiesEncoded: output.bodiesEncoded,
      loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      loopDelayMaxMs: loopDelay.max / 1e6,
    };
    loopDelay.reset();
    return report;
  };
}

/**
 * The server runs with its young generation at full size from the start (see serverProcess.ts),
 * as a busy server's is; its pages become resident as allocation first cycles through them.
 * Cycling through them before every memory reading means the readings differ by what stayed,
 * not by whether the 32 MB of young pages had been touched yet.
 */
function touchYoungGeneration(): void {
  let sink = 0;
  // About 96 MB of short-lived arrays, a few hundred bytes each: three passes over both halves.
  for (let i = 0; i < 400_000; i++) sink += new Array<number>(30).length;
  if (sink !== 400_000 * 30) throw new Error("unreachable");
}

/**
 * The main thread's own CPU time (Linux: the scheduler's nanoseconds, /proc/self/task/<pid>/schedstat),
 * without the collector's helper threads and the checkpoint thread, which process.cpuUsage() adds in:
 * the steadier figure for one step's cost on a busy machine. NaN elsewhere.
 */
function mainThreadCpuMs(): number {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, "utf8").split(" ")[0]) / 1e6;
  } catch {
    return Number.NaN;
  }
}

/** Where resident memory lives (Linux): anonymous (heaps), file-backed (code, SQLite's mapped files) and shared. */
function rssParts(): Record<string, number> {
  try {
    const status = readFileSync("/proc/self/status", "utf8");
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN) * 1024;
    return { rssAnon: kb("RssAnon"), rssFile: kb("RssFile"), rssShmem: kb("RssShmem") };
  } catch {
    return {};
  }
}

