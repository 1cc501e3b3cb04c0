// Live queries. Identical subscriptions (same function, arguments and user) share one query
// instance; a change on the bus marks the instances that read its topics dirty, and one flush
// per batch re-runs each dirty instance once, sending only results that changed.
import type { QueryModification } from "../../shared/protocol";
import type { ChangeBus } from "../db/changeBus";
import { describeError } from "./errors";
import type { CallerInfo, Executor } from "./executor";
import type { QueryDefinition } from "./functions";
import { canonicalJson, stringifyShared } from "./serialize";
import type { SharedLoads } from "./sharedLoads";

/** The runtime's view of a socket: somewhere to put modifications, and a way to send them. */
export interface Subscriber {
  queueModification(json: string): void;
  sendTransition(): void;
}

interface QueryInstance {
  key: string;
  path: string;
  def: QueryDefinition;
  args: unknown;
  caller: CallerInfo;
  subscribers: Map<Subscriber, Set<number>>;
  topics: Set<string>;
  /** The last result as it goes on the wire: `"value":...` or `"errorMessage":...`. */
  resultJson: string | null;
  resultFailed: boolean;
  running: Promise<void> | null;
  removed: boolean;
}

const ALL_TOPICS = "*";

export class SubscriptionManager {
  private readonly instances = new Map<string, QueryInstance>();
  private readonly byTopic = new Map<string, Set<QueryInstance>>();
  private readonly dirty = new Set<QueryInstance>();
  private readonly watchers = new Map<string, Set<() => void>>();
  /** Recent invalidations, so a run that overlapped one can tell whether it read stale data. */
  private readonly recent: { seq: number; topics: readonly string[] }[] = [];
  private seq = 0;
  private flushScheduled = false;
  private flushing = false;
  private nextFlushWaiters: (() => void)[] = [];
  private currentFlushWaiters: (() => void)[] = [];
  private readonly unsubscribeBus: () => void;

  constructor(private readonly executor: Executor, bus: ChangeBus) {
    this.unsubscribeBus = bus.subscribe((topics) => this.invalidate(topics));
  }

  instanceCount(): number {
    return this.instances.size;
  }

  /**
   * Subscribes and queues the current result for this subscriber (sent with its next
   * transition). Returns the instance key, which unsubscribing needs.
   */
  async subscribe(subscriber: Subscriber, queryId: number, path: string, def: QueryDefinition, args: unknown, rawArgs: unknown, caller: CallerInfo): Promise<string> {
    const key = `${path}\u0000${canonicalJson(rawArgs)}\u0000${caller.auth?.userId ?? ""}`;
    let instance = this.instances.get(key);
    if (!instance) {
      instance = { key, path, def, args, caller, subscribers: new Map(), topics: new Set(), resultJson: null, resultFailed: false, running: null, removed: false };
      this.instances.set(key, instance);
    }
    let ids = instance.subscribers.get(subscriber);
    if (!ids) instance.subscribers.set(subscriber, (ids = new Set()));
    ids.add(queryId);
    if (instance.resultJson === null || instance.running) {
      await (instance.running ?? this.run(instance, this.executor.createSharedLoads()));
    }
    if (!instance.removed && instance.subscribers.get(subscriber)?.has(queryId)) {
      subscriber.queueModification(modificationJson(queryId, instance));
    }
    return key;
  }

  unsubscribe(subscriber: Subscriber, queryId: number, key: string): void {
    const instance = this.instances.get(key);
    const ids = instance?.subscribers.get(subscriber);
    if (!instance || !ids?.delete(queryId)) return;
    if (ids.size === 0) instance.subscribers.delete(subscriber);
    if (instance.subscribers.size === 0) this.remove(instance);
  }

  unsubscribeAll(subscriber: Subscriber): void {
    for (const instance of [...this.instances.values()]) {
      if (!instance.subscribers.delete(subscriber)) continue;
      if (instance.subscribers.size === 0) this.remove(instance);
    }
  }

  /** Calls back when a topic is published (e.g. a session revoked); returns the undo. */
  watchTopic(topic: string, callback: () => void): () => void {
    let set = this.watchers.get(topic);
    if (!set) this.watchers.set(topic, (set = new Set()));
    set.add(callback);
    return () => {
      set.delete(callback);
      if (set.size === 0) this.watchers.delete(topic);
    };
  }

  invalidate(topics: readonly string[]): void {
    this.seq++;
    this.recent.push({ seq: this.seq, topics });
    if (this.recent.length > 1000) this.recent.splice(0, this.recent.length - 1000);
    const everything = topics.includes(ALL_TOPICS);
    if (everything) {
      for (const instance of this.instances.values()) this.dirty.add(instance);
      for (const set of this.watchers.values()) set.forEach((cb) => cb());
    } else {
      for (const topic of topics) {
        this.byTopic.get(topic)?.forEach((instance) => this.dirty.add(instance));
        this.watchers.get(topic)?.forEach((cb) => cb());
      }
    }
    if (this.dirty.size > 0) this.scheduleFlush();
  }

  /**
   * Resolves once every change announced before the call has been re-run and sent: a
   * mutation's answer waits for this, so it follows the transition that shows its effects.
   */
  afterFlush(): Promise<void> {
    if (this.dirty.size > 0) return new Promise((resolve) => this.nextFlushWaiters.push(resolve));
    if (this.flushing) return new Promise((resolve) => this.currentFlushWaiters.push(resolve));
    return Promise.resolve();
  }

  close(): void {
    this.unsubscribeBus();
  }

  private scheduleFlush(): void {
    if (this.flushScheduled || this.flushing) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    const batch = [...this.dirty];
    this.dirty.clear();
    this.currentFlushWaiters = this.nextFlushWaiters;
    this.nextFlushWaiters = [];
    const shared = this.executor.createSharedLoads();
    const touched = new Set<Subscriber>();
    try {
      await Promise.all(
        batch.map(async (instance) => {
          if (instance.removed) return;
          const before = instance.resultJson;
          await (instance.running ?? this.run(instance, shared));
          if (instance.removed || instance.resultJson === before) return;
          for (const [subscriber, ids] of instance.subscribers) {
            for (const queryId of ids) subscriber.queueModification(modificationJson(queryId, instance));
            touched.add(subscriber);
          }
        }),
      );
      for (const subscriber of touched) subscriber.sendTransition();
    } finally {
      this.flushing = false;
      const waiters = this.currentFlushWaiters;
      this.currentFlushWaiters = [];
      waiters.forEach((resolve) => resolve());
      if (this.dirty.size > 0) this.scheduleFlush();
      else if (this.nextFlushWaiters.length > 0) {
        const late = this.nextFlushWaiters;
        this.nextFlushWaiters = [];
        late.forEach((resolve) => resolve());
      }
    }
  }

  private run(instance: QueryInstance, shared: SharedLoads): Promise<void> {
    const startSeq = this.seq;
    const running = (async () => {
      let topics: Set<string>;
      try {
        const result = await this.executor.runQuery(instance.def, instance.args, instance.caller, shared);
        topics = result.topics;
        instance.resultJson = `"value":${stringifyShared(result.value ?? null)}`;
        instance.resultFailed = false;
      } catch (error) {
        if (!(error instanceof Error && error.name === "FunctionError")) console.error(`query ${instance.path} failed`, error);
        const { errorMessage, errorData } = describeError(error);
        topics = instance.topics; // keep listening to what it read before, so it can recover
        instance.resultJson = `"errorMessage":${JSON.stringify(errorMessage)},"errorData":${JSON.stringify(errorData)}`;
        instance.resultFailed = true;
      }
      if (!instance.removed) this.setTopics(instance, topics);
      // A change announced while this ran may have been missed: run again in the next flush.
      if (!instance.removed && this.changedSince(startSeq, topics)) {
        this.dirty.add(instance);
        this.scheduleFlush();
      }
    })();
    instance.running = running.finally(() => {
      instance.running = null;
    });
    return instance.running;
  }

  private changedSince(seq: number, topics: Set<string>): boolean {
    for (let i = this.recent.length - 1; i >= 0 && this.recent[i]!.seq > seq; i--) {
      const changed = this.recent[i]!.topics;
      if (changed.includes(ALL_TOPICS) || changed.some((t) => topics.has(t))) return true;
    }
    return false;
  }

  private setTopics(instance: QueryInstance, topics: Set<string>): void {
    for (const topic of instance.topics) if (!topics.has(topic)) this.byTopic.get(topic)?.delete(instance);
    for (const topic of topics) {
      let set = this.byTopic.get(topic);
      if (!set) this.byTopic.set(topic, (set = new Set()));
      set.add(instance);
    }
    instance.topics = topics;
  }

  private remove(instance: QueryInstance): void {
    instance.removed = true;
    this.instances.delete(instance.key);
    this.dirty.delete(instance);
    for (const topic of instance.topics) {
      const set = this.byTopic.get(topic);
      set?.delete(instance);
      if (set?.size === 0) this.byTopic.delete(topic);
    }
  }
}

function modificationJson(queryId: number, instance: QueryInstance): string {
  const type: QueryModification["type"] = instance.resultFailed ? "QueryFailed" : "QueryUpdated";
  return `{"type":"${type}","queryId":${queryId},${instance.resultJson}}`;
}
