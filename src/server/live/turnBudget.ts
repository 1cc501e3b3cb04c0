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
      // A task waiting on the network (PostgreSQL) does not hold up the queue past this turn.
      await Promise.race([done, new Promise<void>((resolve) => setImmediate(resolve))]);
    }
    this.draining = false;
    if (this.waiting.length > 0) this.scheduleDrain();
  }
}
