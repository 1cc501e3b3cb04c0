// After a commit, the topics a write touched go on the change bus; live queries that read
// one of them re-run. One instance needs nothing more than a callback list; several
// instances sharing one Postgres use LISTEN/NOTIFY (see postgresChangeBus.ts).

/** Published alone, it means "anything may have changed" (e.g. after missed notifications). */
export const ALL_TOPICS = "*";

export type TopicsListener = (topics: readonly string[]) => void;

/** A notice the committing transaction sends itself (PostgreSQL delivers it on commit, never before). */
export interface ChangeNotice {
  channel: string;
  payload: string;
}

export interface ChangeBus {
  /**
   * Announces committed changes, to this instance at once and to the others when there are any;
   * `noticesSent`: the transaction sent noticesFor(topics) itself, so only this instance is told.
   */
  publish(topics: readonly string[], noticesSent?: boolean): void;
  /**
   * The notices telling other instances of these topics, for the writing transaction to send, so
   * they go out exactly when it commits, even if this process dies right after; null when no other
   * instance listens (one SQLite instance).
   */
  noticesFor(topics: readonly string[]): ChangeNotice[] | null;
  subscribe(listener: TopicsListener): () => void;
  close(): Promise<void>;
}

export class LocalChangeBus implements ChangeBus {
  private readonly listeners = new Set<TopicsListener>();

  publish(topics: readonly string[]): void {
    if (topics.length === 0) return;
    for (const listener of this.listeners) listener(topics);
  }

  noticesFor(): null {
    return null;
  }

  subscribe(listener: TopicsListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
