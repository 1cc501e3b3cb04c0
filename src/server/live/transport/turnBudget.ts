// A budget per event-loop turn: past it, client messages wait for later turns (in arrival order)
// and a flush to hundreds of sockets spans turns, so one burst cannot hold the loop (bench/README.md).

export class TurnBudget {
  private turnStartedAt: number | null = null;
  private readonly waiting: (() => Promise<void>)[] = [];
  private draining = false;

  constructor(
    private readonly budgetMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Runs `task` in this turn if it has time left and nothing waits, else after what waits, in a later turn. */
  run<T>(task: () => Promise<T>): Promise<T> {
    if (!this.draining && this.waiting.length === 0 && this.turnHasTime()) return task();
    return new Promise<T>((resolve, reject) => {
      this.waiting.push(() => {
        const done = task();
        done.then(resolve, reject);
        return done.then(
          () => {},
          () => {},
        );
      });
      this.scheduleDrain();
    });
  }

  /** Whether this turn of the loop has used its budget: long loops check it and wait for the next turn. */
  turnSpent(): boolean {
    return !this.turnHasTime();
  }

  /** Resolves in a later turn of the loop, after what was queued before. */
  nextTurn(): Promise<void> {
    return new Promise((resolve) => setImmediate(resolve));
  }

  /** How many tasks wait for a later turn: while any do, the loop is saturated (flushes gather changes). */
  get backlog(): number {
    return this.waiting.length;
  }

  private turnHasTime(): boolean {
    const now = this.now();
    if (this.turnStartedAt === null) {
      this.turnStartedAt = now;
      // Immediates queued now run at the end of this turn: the next message starts a new one.
      setImmediate(() => (this.turnStartedAt = null));
    }
    return now - this.turnStartedAt < this.budgetMs;
  }

  private scheduleDrain(): void {
    if (this.draining) return;
    this.draining = true;
    setImmediate(() => void this.drain());
  }

  /** One turn's share of what waits; a task's synchronous work (SQLite) finishes before the next starts. */
  private async drain(): Promise<void> {
    const sliceStart = this.now();
    while (this.waiting.length > 0 && this.now() - sliceStart < this.budgetMs) {
      const done = this.waiting.shift()!();
      // A task waiting on something else (the network, a mutation's answer on the next flush) lets
      // the next start once its own work is done, in this turn: one task per turn would let the
      // queue grow while a flush writes, and the flush gather behind it.
      await Promise.race([done, microtasksDone()]);
    }
    this.draining = false;
    if (this.waiting.length > 0) this.scheduleDrain();
  }
}

/**
 * Resolves once the microtasks queued so far have run: a tick callback runs after the promise jobs
 * queue is empty, so a task whose database work runs in promise jobs (SQLite) has done it by then.
 */
export function microtasksDone(): Promise<void> {
  // Queued from a promise job, so the tick waits for the whole queue even when called outside one.
  return new Promise((resolve) => queueMicrotask(() => process.nextTick(resolve)));
}
