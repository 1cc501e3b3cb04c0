// Periodic jobs (presence refresh, sweeps, pruning): one pattern instead of a setInterval each.
// A job never overlaps itself, never keeps the process alive, logs its failures, and stop()
// waits for whatever is running, so a closing app does not pull the database from under it.

export type JobErrorLog = (name: string, error: unknown) => void;

interface Job {
  name: string;
  timer: NodeJS.Timeout;
  running: Promise<void> | null;
  run(): void;
}

export class Scheduler {
  private readonly jobs = new Set<Job>();
  private stopped = false;

  constructor(private readonly onError: JobErrorLog) {}

  /**
   * Runs `job` every `ms` (and once at once with `immediately`); a tick that finds the previous
   * run still going is skipped. Returns how to cancel this job alone (waits for a run in progress).
   */
  every(ms: number, name: string, job: () => Promise<unknown>, options: { immediately?: boolean } = {}): () => Promise<void> {
    if (this.stopped) throw new Error(`the scheduler is stopped; cannot start ${name}`);
    const entry: Job = {
      name,
      running: null,
      timer: setInterval(() => entry.run(), ms),
      run: () => {
        if (entry.running) return;
        entry.running = Promise.resolve()
          .then(job)
          .then(
            () => {},
            (error: unknown) => this.onError(name, error),
          )
          .finally(() => (entry.running = null));
      },
    };
    entry.timer.unref();
    this.jobs.add(entry);
    if (options.immediately) entry.run();
    return () => this.cancel(entry);
  }

  /**
   * Runs `job` once after `delayMs` (a deadline someone is waiting for). Ignored once the
   * scheduler has stopped: a late wake-up of a closing app runs nothing.
   */
  once(delayMs: number, name: string, job: () => Promise<unknown>): void {
    if (this.stopped) return;
    const entry: Job = {
      name,
      running: null,
      timer: setTimeout(() => entry.run(), delayMs),
      run: () => {
        entry.running = Promise.resolve()
          .then(job)
          .then(
            () => {},
            (error: unknown) => this.onError(name, error),
          )
          .finally(() => this.jobs.delete(entry));
      },
    };
    entry.timer.unref();
    this.jobs.add(entry);
  }

  /** Stops every job and waits for the runs in progress; nothing starts after this. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.jobs].map((job) => this.cancel(job)));
  }

  private async cancel(job: Job): Promise<void> {
    clearInterval(job.timer); // clears a timeout too
    clearTimeout(job.timer);
    this.jobs.delete(job);
    await job.running;
  }
}
