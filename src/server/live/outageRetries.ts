// Live queries whose last run found the database unreachable: their result is only late, and no
// change announced meanwhile may say when to run them again, so they run again after a pause,
// all of them together.
export const UNAVAILABLE_RETRY_MS = 1_000;

export class OutageRetries<T> {
  private readonly waiting = new Set<T>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly retry: (items: T[]) => void,
    private readonly afterMs = UNAVAILABLE_RETRY_MS,
  ) {}

  /** Runs `retry` with this item (and any others added meanwhile) after the pause. */
  add(item: T): void {
    this.waiting.add(item);
    this.timer ??= setTimeout(() => {
      this.timer = null;
      const items = [...this.waiting];
      this.waiting.clear();
      this.retry(items);
    }, this.afterMs);
    this.timer.unref();
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
