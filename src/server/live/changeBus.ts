// After a commit, the topics a write touched go on the change bus; live queries that read
// one of them re-run. One instance needs nothing more than a callback list; several
// instances sharing one Postgres use LISTEN/NOTIFY (see postgresChangeBus.ts).

/** Published alone, it means "anything may have changed" (e.g. after missed notifications). */
export const ALL_TOPICS = "*";

export type TopicsListener = (topics: readonly string[]) => void;

export interface ChangeBus {
  /** Announces committed changes, to this instance at once and to the others when there are any. */
  publish(topics: readonly string[]): void;
  subscribe(listener: TopicsListener): () => void;
  close(): Promise<void>;
}

export class LocalChangeBus implements ChangeBus {
  private readonly listeners = new Set<TopicsListener>();

  publish(topics: readonly string[]): void {
    if (topics.length === 0) return;
    for (const listener of this.listeners) listener(topics);
  }

  subscribe(listener: TopicsListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
