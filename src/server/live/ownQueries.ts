// Read your writes, for one socket: a mutation's answer waits until that socket's own live
// queries that the mutation touched have been re-run and queued for it, not for the whole flush
// (every other socket's re-runs and sends). The subscription manager says when an instance is
// settled; the session sends its queued transition, then the answer.
import { ALL_TOPICS } from "./changeBus";

/** What the waiters read of a live query instance (subscriptions.ts owns the whole). */
interface WatchedInstance {
  readonly dirty: boolean;
  readonly running: unknown;
  readonly removed: boolean;
  readonly topics: ReadonlySet<string>;
}

/** What the waiters read of a socket's subscription. */
interface WatchedSubscription {
  readonly instance: WatchedInstance;
  readonly closed: boolean;
}

export class OwnQueryWaiters {
  private readonly waiting = new Map<WatchedInstance, (() => void)[]>();

  /**
   * Resolves once every instance behind these subscriptions that `topics` touched (all of them
   * when null: a duplicate or an action, whose topics are unknown) is re-run and queued.
   */
  settled(subscriptions: Iterable<WatchedSubscription>, topics: readonly string[] | null): Promise<void> {
    const behind = new Set<WatchedInstance>();
    for (const { instance, closed } of subscriptions) {
      if (closed || instance.removed || !(instance.dirty || instance.running)) continue;
      if (topics === null || topics.includes(ALL_TOPICS) || topics.some((topic) => instance.topics.has(topic))) behind.add(instance);
    }
    if (behind.size === 0) return Promise.resolve();
    let left = behind.size;
    return new Promise((resolve) => {
      const done = () => {
        if (--left === 0) resolve();
      };
      for (const instance of behind) {
        const list = this.waiting.get(instance);
        if (list) list.push(done);
        else this.waiting.set(instance, [done]);
      }
    });
  }

  /** Whether a mutation's answer waits for this instance's next delivery. */
  isAwaited(instance: WatchedInstance): boolean {
    return this.waiting.has(instance);
  }

  /** Called when the instance's result has been queued for its subscribers, or it is gone. */
  delivered(instance: WatchedInstance): void {
    // Marked again (it read stale data) or still running: its waiters wait for the next delivery.
    if (!instance.removed && (instance.dirty || instance.running)) return;
    const list = this.waiting.get(instance);
    if (!list) return;
    this.waiting.delete(instance);
    for (const done of list) done();
  }
}
