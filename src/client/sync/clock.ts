/** Time as the sync engine sees it; tests pass a fake one to step through backoff and timeouts. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A single restartable timer: the engine's timers are all "at most one pending" kinds. */
export class Timer {
  private handle: unknown = null;

  constructor(private readonly clock: Clock) {}

  start(ms: number, callback: () => void): void {
    this.stop();
    this.handle = this.clock.setTimeout(() => {
      this.handle = null;
      callback();
    }, ms);
  }

  stop(): void {
    if (this.handle !== null) this.clock.clearTimeout(this.handle);
    this.handle = null;
  }

  get isRunning(): boolean {
    return this.handle !== null;
  }
}
