import type { Kysely } from "kysely";
import type { AppDatabase, DataAccess } from "./functions";
import { readOnlyData } from "./readOnlyData";
import type { TopicClock } from "./topicClock";

interface SharedLoad {
  value: Promise<unknown>;
  topics: Set<string>;
}

/**
 * Loads shared by every query run of one re-run batch: when a vote changes a room, each
 * viewer's query asks for the room by the same key and the database is read once. The topics
 * the load read are credited to every query that uses it. A fresh instance per batch, so
 * nothing stale survives a change.
 */
export class SharedLoads {
  /** By the query definition that asks, then by its key. */
  private readonly loads = new Map<object, Map<string, SharedLoad>>();

  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly clock: TopicClock,
  ) {}

  get<T>(owner: object, key: string, load: (data: DataAccess) => Promise<T>, readTopic: (topic: string) => void): Promise<T> {
    let byKey = this.loads.get(owner);
    if (!byKey) this.loads.set(owner, (byKey = new Map()));
    let entry = byKey.get(key);
    if (!entry) {
      const topics = new Set<string>();
      entry = { value: load(readOnlyData(this.db, topics, this.clock)), topics };
      byKey.set(key, entry);
    }
    const { value, topics } = entry;
    // Topics are known once the load has run; credit them when it settles.
    return (value as Promise<T>).finally(() => topics.forEach(readTopic));
  }
}
