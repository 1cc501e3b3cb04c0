import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Scheduler } from "./scheduler";

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/** A job whose runs the test finishes by hand. */
function manualJob() {
  const finishers: (() => void)[] = [];
  const job = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
  return { job, finishNext: () => finishers.shift()!() };
}

describe("Scheduler", () => {
  it("runs a job every interval, never two runs of it at once", async () => {
    const scheduler = new Scheduler(() => {});
    const { job, finishNext } = manualJob();
    scheduler.every(1_000, "slow job", job);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(job).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(job).toHaveBeenCalledTimes(1);
    finishNext();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(job).toHaveBeenCalledTimes(2);
  });

  it("logs a failure with the job's name and keeps the job going", async () => {
    const errors: [string, unknown][] = [];
    const scheduler = new Scheduler((name, error) => errors.push([name, error]));
    const failure = new Error("database away");
    const job = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    scheduler.every(500, "pruning", job, { immediately: true });
    await vi.advanceTimersByTimeAsync(500);
    expect(errors).toEqual([["pruning", failure]]);
    expect(job).toHaveBeenCalledTimes(2);
  });

  it("stop waits for a running job and starts nothing after", async () => {
    const scheduler = new Scheduler(() => {});
    const { job, finishNext } = manualJob();
    scheduler.every(1_000, "sweep", job, { immediately: true });
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stopped).toBe(false);
    finishNext();
    await stopping;
    expect(job).toHaveBeenCalledTimes(1);
    expect(() => scheduler.every(1_000, "late", job)).toThrow(/stopped/);
  });

  it("never keeps the process alive", () => {
    const scheduler = new Scheduler(() => {});
    const setIntervalSpy = vi.spyOn(globalThis, "setInterval");
    scheduler.every(1_000, "quiet", async () => {});
    const timer = setIntervalSpy.mock.results[0]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
  });
});
