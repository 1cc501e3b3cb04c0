// How far each topic has moved. A cache of rows that change only when a topic is published keeps
// the topic's version with them and reuses them while it is unchanged (see data/roomBundle.ts).
// Versions move when the change bus announces a topic, from this instance or any other.
import { ALL_TOPICS, type ChangeBus } from "./changeBus";

/** Topics remembered one by one; older ones share the floor, so memory stays bounded. */
const REMEMBERED_TOPICS = 10_000;

/**
 * One clock per app, and the caches that keep its versions (ctx.app.rooms.lastBundles) belong to
 * the same app, so two apps in one process never take each other's versions as current.
 */
export class TopicClock {
  private readonly lastWrite = new Map<string, number>();
  private versionsIssued = 0;
  /**
   * What a topic not in lastWrite reports: at least the version of its last write, whenever that
   * was. It only rises, so a topic evicted after a write never reports a version it had before it.
   */
  private floor = ++this.versionsIssued;

  constructor(
    bus: ChangeBus,
    private readonly remembered = REMEMBERED_TOPICS,
  ) {
    bus.subscribe((topics) => this.advance(topics));
  }

  /** Changes whenever the topic is published; equal versions mean no publication in between. */
  version(topic: string): number {
    return this.lastWrite.get(topic) ?? this.floor;
  }

  private advance(topics: readonly string[]): void {
    const seq = ++this.versionsIssued;
    if (topics.includes(ALL_TOPICS)) {
      this.lastWrite.clear();
      this.floor = seq;
      return;
    }
    for (const topic of topics) {
      this.lastWrite.delete(topic); // re-inserted last, so the map stays in order of writes
      this.lastWrite.set(topic, seq);
    }
    for (const [oldest, version] of this.lastWrite) {
      if (this.lastWrite.size <= this.remembered) break;
      this.lastWrite.delete(oldest);
      this.floor = Math.max(this.floor, version);
    }
  }
}
