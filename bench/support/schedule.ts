import { performance } from "node:perf_hooks";

/**
 * Calls `send(k, intendedTime)` for k = 0..total-1 at `rate` per second on a fixed schedule
 * starting at `start`. It sleeps between slots (a busy loop would take the CPU the server under
 * test needs on a 2-core machine); a late wake-up sends every slot that is due, and latency is
 * measured from the intended time, so lateness counts against the result, never for it.
 */
export async function runSchedule(start: number, total: number, rate: number, send: (k: number, intended: number) => void): Promise<void> {
  let k = 0;
  while (k < total) {
    const now = performance.now();
    while (k < total && start + (k * 1000) / rate <= now) {
      send(k, start + (k * 1000) / rate);
      k++;
    }
    if (k >= total) break;
    const wait = start + (k * 1000) / rate - performance.now();
    await new Promise((resolve) => (wait >= 1 ? setTimeout(resolve, Math.floor(wait)) : setImmediate(resolve)));
  }
}
