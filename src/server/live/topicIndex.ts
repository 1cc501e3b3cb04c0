// Which live query instances read which topics, and who else watches a topic (a sign-in session's
// revocation): what a change on the bus reaches.
import { ALL_TOPICS } from "./changeBus";

export class TopicIndex<T> {
  private readonly byTopic = new Map<string, Set<T>>();
  private readonly watchers = new Map<string, (() => void)[]>();

  /** `item` now reads `next` instead of `previous`. */
  move(item: T, previous: ReadonlySet<string>, next: ReadonlySet<string>): void {
    for (const topic of previous) if (!next.has(topic)) this.byTopic.get(topic)?.delete(item);
    for (const topic of next) {
      let set = this.byTopic.get(topic);
      if (!set) this.byTopic.set(topic, (set = new Set()));
      set.add(item);
    }
  }

  /** `item` is gone: it reads none of `topics` any more. */
  forget(item: T, topics: Iterable<string>): void {
    for (const topic of topics) {
      const set = this.byTopic.get(topic);
      set?.delete(item);
      if (set?.size === 0) this.byTopic.delete(topic);
    }
  }

  /** Calls back when a topic is published; returns the undo. */
  watch(topic: string, callback: () => void): () => void {
    // An array, not a set: nearly every topic watched (a sign-in session's) has one watcher.
    let list = this.watchers.get(topic);
    if (!list) this.watchers.set(topic, (list = []));
    list.push(callback);
    return () => {
      const index = list.indexOf(callback);
      if (index >= 0) list.splice(index, 1);
      if (list.length === 0 && this.watchers.get(topic) === list) this.watchers.delete(topic);
    };
  }

  /**
   * Hands `reached` every item that read one of `topics` and calls their watchers; ALL_TOPICS
   * reaches everything (`everyItem`) and every watcher.
   */
  publish(topics: readonly string[], reached: (item: T) => void, everyItem: () => Iterable<T>): void {
    if (topics.includes(ALL_TOPICS)) {
      for (const item of everyItem()) reached(item);
      for (const list of this.watchers.values()) [...list].forEach((callback) => callback());
      return;
    }
    for (const topic of topics) {
      this.byTopic.get(topic)?.forEach(reached);
      const watching = this.watchers.get(topic);
      if (watching) [...watching].forEach((callback) => callback());
    }
  }
}
