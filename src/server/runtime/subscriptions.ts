// Live queries. Identical subscriptions (same function, arguments and user) share one query
// instance; a change on the bus marks the instances that read its topics dirty, and one flush
// per batch re-runs each dirty instance once, sending only results that changed.
import type { QueryModification } from "../../shared/protocol";
import type { ChangeBus } from "../db/changeBus";
import { describeError } from "./errors";
import type { CallerInfo, Executor } from "./executor";
import type { QueryDefinition } from "./functions";
import { clearDiffMemo, diffJson } from "../../shared/jsonPatch";
import { canonicalJson, clearJsonCache, stringifyShared } from "./serialize";
import type { SharedLoads } from "./sharedLoads";

/** The runtime's view of a socket: somewhere to put modifications, and a way to send them. */
export interface Subscriber {
  queueModification(json: string): void;
  sendTransition(): void;
}

type Result = { failed: false; value: unknown } | { failed: true; errorJson: string };

interface QueryInstance {
  key: string;
  /** Instances with the same path and arguments (different viewers) share a sharedQuery load. */
  groupKey: string;
  path: string;
  def: QueryDefinition;
  args: unknown;
  caller: CallerInfo;
  /** For each subscriber and its query ids, the result version it last received. */
  subscribers: Map<Subscriber, Map<number, number>>;
  topics: Set<string>;
  result: Result | null;
  /** Goes up by one each time the result changes. */
  version: number;
  /** How version-1 became version, as wire JSON, when both were values. */
  lastPatchJson: string | null;
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
   * transition). Unsubscribing needs the instance key: see instanceKey.
   */
  async subscribe(subscriber: Subscriber, queryId: number, path: string, def: QueryDefinition, args: unknown, rawArgs: unknown, caller: CallerInfo): Promise<void> {
    const groupKey = `${path}\u0000${canonicalJson(rawArgs)}`;
    const key = instanceKey(path, rawArgs, caller);
    let instance = this.instances.get(key);
    if (!instance) {
      instance = { key, groupKey, path, def, args, caller, subscribers: new Map(), topics: new Set(), result: null, version: 0, lastPatchJson: null, running: null, removed: false };
      this.instances.set(key, instance);
    }
    let ids = instance.subscribers.get(subscriber);
    if (!ids) instance.subscribers.set(subscriber, (ids = new Map()));
    ids.set(queryId, -1);
    if (instance.result === null || instance.running) {
      await (instance.running ?? this.run(instance, this.executor.createSharedLoads()));
    }
    // A flush may have brought this subscriber up to date while we waited.
    const sent = instance.subscribers.get(subscriber)?.get(queryId);
    if (!instance.removed && sent !== undefined && sent !== instance.version) {
      subscriber.queueModification(fullModification(queryId, instance));
      ids.set(queryId, instance.version);
    }
  }

  unsubscribe(subscriber: Subscriber, queryId: number, key: string): void {
    const instance = this.instances.get(key);
    const ids = instance?.subscribers.get(subscriber);
    if (!instance || !ids?.delete(queryId)) return;
    if (ids.size === 0) instance.subscribers.delete(subscriber);
    if (instance.subscribers.size === 0) this.remove(instance);
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
    const deliver = (instance: QueryInstance) => this.deliver(instance, touched);
    // Viewers of one sharedQuery (everyone in a room) share a load and are projected in one go.
    const groups = new Map<string, QueryInstance[]>();
    const singles: QueryInstance[] = [];
    for (const instance of batch) {
      if (instance.removed) continue;
      if (!instance.def.projection || instance.running) singles.push(instance);
      else {
        const group = groups.get(instance.groupKey);
        if (group) group.push(instance);
        else groups.set(instance.groupKey, [instance]);
      }
    }
    try {
      await Promise.all([
        ...singles.map(async (instance) => {
          await (instance.running ?? this.run(instance, shared));
          deliver(instance);
        }),
        ...[...groups.values()].map(async (group) => {
          await this.runGroup(group);
          group.forEach(deliver);
        }),
      ]);
      for (const subscriber of touched) subscriber.sendTransition();
    } finally {
      // Shared objects' diffs and JSON are reused within a batch; the next batch has new objects.
      clearDiffMemo();
      clearJsonCache();
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

  /** Queues the instance's newest result for every subscriber that does not have it yet. */
  private deliver(instance: QueryInstance, touched: Set<Subscriber>): void {
    if (instance.removed) return;
    for (const [subscriber, ids] of instance.subscribers) {
      let queued = false;
      for (const [queryId, sent] of ids) {
        if (sent === instance.version || sent === -1) continue;
        // A subscriber one version behind gets the small patch; anyone else the whole value.
        const json =
          sent === instance.version - 1 && instance.lastPatchJson !== null
            ? `{"type":"QueryPatched","queryId":${queryId},"patch":${instance.lastPatchJson}}`
            : fullModification(queryId, instance);
        subscriber.queueModification(json);
        ids.set(queryId, instance.version);
        queued = true;
      }
      if (queued) touched.add(subscriber);
    }
  }

  /** One load for the group, then each viewer's projection, synchronously. */
  private async runGroup(group: QueryInstance[]): Promise<void> {
    const startSeq = this.seq;
    const first = group[0]!;
    let loaded: unknown;
    let topics: Set<string>;
    let loadFailure: Result | null = null;
    try {
      ({ loaded, topics } = await this.executor.loadProjection(first.def, first.args));
    } catch (error) {
      loadFailure = failure(error, first.path);
      topics = first.topics;
    }
    const stale = this.changedSince(startSeq, topics);
    for (const instance of group) {
      if (instance.removed) continue;
      let next = loadFailure;
      if (!next) {
        try {
          next = { failed: false, value: instance.def.projection!.project(loaded, instance.args, instance.caller.auth) ?? null };
        } catch (error) {
          next = failure(error, instance.path);
        }
      }
      this.setResult(instance, next);
      this.setTopics(instance, topics);
      if (stale) this.dirty.add(instance);
    }
    if (stale) this.scheduleFlush();
  }

  private run(instance: QueryInstance, shared: SharedLoads): Promise<void> {
    const startSeq = this.seq;
    const running = (async () => {
      let topics: Set<string>;
      let next: Result;
      try {
        const result = await this.executor.runQuery(instance.def, instance.args, instance.caller, shared);
        topics = result.topics;
        next = { failed: false, value: result.value ?? null };
      } catch (error) {
        topics = instance.topics; // keep listening to what it read before, so it can recover
        next = failure(error, instance.path);
      }
      this.setResult(instance, next);
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

  /** Records a new result, and how to patch the previous one into it, only if it differs. */
  private setResult(instance: QueryInstance, next: Result): void {
    const previous = instance.result;
    let patchJson: string | null = null;
    if (previous && !previous.failed && !next.failed) {
      const ops = diffJson(previous.value, next.value);
      if (ops.length === 0) return;
      // Replacing the whole value is just the value: send it as such.
      if (ops.length > 1 || ops[0]!.path.length > 0) patchJson = stringifyShared(ops);
    } else if (previous && previous.failed && next.failed && previous.errorJson === next.errorJson) {
      return;
    }
    instance.result = next;
    instance.version++;
    instance.lastPatchJson = patchJson;
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

/** Which instance a subscription belongs to: same function, arguments and user. */
export function instanceKey(path: string, rawArgs: unknown, caller: CallerInfo): string {
  return `${path}\u0000${canonicalJson(rawArgs)}\u0000${caller.auth?.userId ?? ""}`;
}

function failure(error: unknown, path: string): Result {
  if (!(error instanceof Error && error.name === "FunctionError")) console.error(`query ${path} failed`, error);
  const { errorMessage, errorData } = describeError(error);
  return { failed: true, errorJson: `"errorMessage":${JSON.stringify(errorMessage)},"errorData":${JSON.stringify(errorData)}` };
}

function fullModification(queryId: number, instance: QueryInstance): string {
  const result = instance.result!;
  const type: QueryModification["type"] = result.failed ? "QueryFailed" : "QueryUpdated";
  const body = result.failed ? result.errorJson : `"value":${stringifyShared(result.value)}`;
  return `{"type":"${type}","queryId":${queryId},${body}}`;
}
