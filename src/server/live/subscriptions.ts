// Live queries. Identical subscriptions (same function, arguments and user) share one query
// instance; a change on the bus marks the instances that read its topics dirty, and one flush
// per batch re-runs each dirty instance once, sending only results that changed.
import type { ChangeBus } from "./changeBus";
import { isUnavailable, RequestError } from "./errors";
import type { CallerInfo, Executor } from "./executor";
import { FlushMemo } from "./flushMemo";
import type { QueryDefinition } from "./functions";
import { GroupLoadState, GroupLoads } from "./groupLoads";
import { OutageRetries } from "./outageRetries";
import { OverlappingChanges } from "./overlappingChanges";
import { OwnQueryWaiters } from "./ownQueries";
import {
  failure,
  fullModification,
  NOT_SENT,
  recordResult,
  SENT_REFUSAL,
  tooLarge,
  type QueryGroup,
  type QueryInstance,
  type Result,
  type Subscriber,
  type Subscription,
} from "./queryInstances";
import { TopicIndex } from "./topicIndex";
import { microtasksDone, OutputCounters, type TurnBudget } from "./transport";
import { canonicalJson } from "../../shared/canonicalJson";
import { MAX_QUERY_RESULT_CHARS } from "../../shared/constants";
import { MESSAGES } from "../../shared/messages";

export type { QueryGroup, QueryInstance, Subscriber, Subscription } from "./queryInstances";

/** The longest a flush waits for queued client messages (see scheduleFlush). */
const FLUSH_GATHER_MS = 50;

export class SubscriptionManager {
  private readonly groups = new Map<string, QueryGroup>();
  private instances = 0;
  private readonly topics = new TopicIndex<QueryInstance>();
  /** Instances to re-run in the next flush, each once (its `dirty` flag); a list leaves less garbage than a set. */
  private dirty: QueryInstance[] = [];
  /** Changes announced while runs were in flight, so each run can tell whether it read stale data. */
  private readonly overlapping = new OverlappingChanges();
  private readonly groupLoads: GroupLoads;
  private flushScheduled = false;
  private flushing = false;
  private readonly ownQueryWaiters = new OwnQueryWaiters();
  private readonly unsubscribeBus: () => void;
  /** Instances whose last run found the database unreachable, to run again shortly. */
  private readonly retries = new OutageRetries<QueryInstance>((instances) => {
    for (const instance of instances) if (!instance.removed) this.markDirty(instance);
    if (this.dirty.length > 0) this.scheduleFlush();
  });

  constructor(
    private readonly executor: Executor,
    bus: ChangeBus,
    private readonly turns: TurnBudget,
    private readonly output: OutputCounters = new OutputCounters(),
  ) {
    this.groupLoads = new GroupLoads(executor, this.overlapping);
    this.unsubscribeBus = bus.subscribe((topics) => this.invalidate(topics));
  }

  instanceCount(): number {
    return this.instances;
  }

  /**
   * Joins (or creates) the instance for this function, arguments and user. Synchronous, so the
   * caller holds the subscription before anything else can happen; initialResult sends the value.
   */
  subscribe(subscriber: Subscriber, queryId: number, path: string, def: QueryDefinition, args: unknown, caller: CallerInfo): Subscription {
    const groupKey = `${path}\u0000${canonicalJson(args)}`;
    let group = this.groups.get(groupKey);
    if (!group) this.groups.set(groupKey, (group = { key: groupKey, path, def, args, instances: new Map(), loadState: def.projection ? new GroupLoadState() : null }));
    const userKey = caller.auth ? `${caller.auth.userId}\u0000${caller.auth.authSessionId}` : "";
    const existing = group.instances.get(userKey);
    if (existing) {
      // One socket, one copy (issue 30): the same query twice would only be sent twice.
      if (existing.subscriptions.some((other) => other.subscriber === subscriber)) throw new RequestError(MESSAGES.limits.duplicateQuery, 400);
      const subscription: Subscription = { instance: existing, subscriber, queryId, sent: NOT_SENT, closed: false };
      existing.subscriptions.push(subscription);
      return subscription;
    }
    const instance: QueryInstance = { group, userKey, caller, subscriptions: [], topics: new Set(), result: null, version: 0, lastPatchJson: null, running: null, removed: false, dirty: false };
    // Built as a one-element literal: an empty array's first push reserves room for seventeen.
    const subscription: Subscription = { instance, subscriber, queryId, sent: NOT_SENT, closed: false };
    instance.subscriptions = [subscription];
    group.instances.set(userKey, instance);
    this.instances++;
    return subscription;
  }

  /** Waits for the instance's first result and queues it for this subscriber's next transition. */
  async initialResult(subscription: Subscription): Promise<void> {
    const { instance } = subscription;
    if (instance.group.loadState) {
      if (instance.result === null) await this.runGroup(instance.group, [instance], new FlushMemo());
    } else if (instance.result === null || instance.running) {
      await (instance.running ?? this.run(instance, new FlushMemo()));
    }
    // A flush may have brought this subscriber up to date while we waited.
    if (!subscription.closed && subscription.sent !== instance.version) {
      const json = fullModification(subscription.queryId, instance, new FlushMemo().json);
      subscription.subscriber.queueModification(json ?? tooLarge(subscription.queryId));
      subscription.sent = json === null ? SENT_REFUSAL : instance.version;
    }
  }

  unsubscribe(subscription: Subscription): void {
    if (subscription.closed) return;
    subscription.closed = true;
    const { instance } = subscription;
    const list = instance.subscriptions;
    list.splice(list.indexOf(subscription), 1);
    if (list.length === 0) this.remove(instance);
  }

  /** Calls back when a topic is published (e.g. a session revoked); returns the undo. */
  watchTopic(topic: string, callback: () => void): () => void {
    return this.topics.watch(topic, callback);
  }

  invalidate(topics: readonly string[]): void {
    this.overlapping.record(topics);
    this.groupLoads.invalidate(topics);
    this.topics.publish(topics, (instance) => this.markDirty(instance), () => this.allInstances());
    if (this.dirty.length > 0) this.scheduleFlush();
  }

  private *allInstances(): Iterable<QueryInstance> {
    for (const group of this.groups.values()) yield* group.instances.values();
  }

  private markDirty(instance: QueryInstance): void {
    if (instance.dirty) return;
    instance.dirty = true;
    this.dirty.push(instance);
  }

  /**
   * Resolves once the instances behind these subscriptions (one socket's) that the topics touched
   * are re-run and queued for it: a mutation's answer waits for this (see ownQueries.ts).
   */
  ownQueriesSettled(subscriptions: Iterable<Subscription>, topics: readonly string[] | null): Promise<void> {
    return this.ownQueryWaiters.settled(subscriptions, topics);
  }

  close(): void {
    this.retries.close();
    this.unsubscribeBus();
  }

  private scheduleFlush(): void {
    if (this.flushScheduled || this.flushing) return;
    this.flushScheduled = true;
    const since = performance.now();
    const flushWhenDue = () => {
      // While client messages wait for their turn (a wave of arrivals), their changes gather for
      // a while: one transition per socket for many of them, not one per turn of the loop.
      if (this.turns.backlog > 0 && performance.now() - since < FLUSH_GATHER_MS) return void setImmediate(flushWhenDue);
      this.flushScheduled = false;
      void this.flush();
    };
    setImmediate(flushWhenDue);
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    const batch = this.dirty;
    this.dirty = [];
    for (const instance of batch) instance.dirty = false;
    const memo = new FlushMemo();
    const touched = new Set<Subscriber>();
    const deliver = (instance: QueryInstance) => this.deliver(instance, touched, memo);
    // Viewers of one projectedQuery (everyone in a room) share a load and are projected in one go.
    const groups = new Map<QueryGroup, QueryInstance[]>();
    const singles: QueryInstance[] = [];
    for (const instance of batch) {
      if (instance.removed) continue;
      if (!instance.group.loadState) singles.push(instance);
      else {
        const group = groups.get(instance.group);
        if (group) group.push(instance);
        else groups.set(instance.group, [instance]);
      }
    }
    try {
      const rests = await Promise.all([
        ...singles.map(async (instance) => {
          await (instance.running ?? this.run(instance, memo));
          deliver(instance);
          return null;
        }),
        ...[...groups].map(([group, instances]) => this.runGroup(group, instances, memo, deliver)),
      ]);
      // The viewers a mutation's answer waits for are projected first: the answer goes now,
      // before the room's other viewers are projected (a reveal's owner waits for one, not 100).
      if (rests.some((rest) => rest !== null)) await microtasksDone();
      for (const rest of rests) rest?.();
    } finally {
      this.flushing = false;
      // A run that threw past its own handling must not leave an answer waiting forever.
      for (const instance of batch) this.ownQueryWaiters.delivered(instance);
      if (this.dirty.length > 0) this.scheduleFlush();
    }
    // Everything is queued: the next flush need not wait for these writes. A socket it touches
    // before they reach it gets both flushes in one frame, in order, and is skipped here.
    const sent = touched.size;
    for (const subscriber of touched) {
      // A room of hundreds is written over several turns: its sockets' writes do not hold the loop.
      if (this.turns.turnSpent()) await this.turns.nextTurn();
      // Sockets sent the same modifications share one encoded body: a reveal is encoded once per room.
      subscriber.sendTransition(false, memo.bodies);
    }
    this.output.bodiesEncoded += memo.bodies.encoded;
    this.executor.observer.flushed(sent);
  }

  /** Queues the instance's newest result for every subscriber that does not have it yet. */
  private deliver(instance: QueryInstance, touched: Set<Subscriber>, memo: FlushMemo): void {
    if (instance.removed) return;
    for (const subscription of instance.subscriptions) {
      const { sent, queryId } = subscription;
      if (sent === instance.version || sent === NOT_SENT) continue;
      // A subscriber one version behind gets the small patch; anyone else the whole value.
      const patch = sent === instance.version - 1 && instance.lastPatchJson !== null && instance.lastPatchJson.length <= MAX_QUERY_RESULT_CHARS ? instance.lastPatchJson : null;
      const json = patch !== null ? memo.patchedModification(queryId, patch) : fullModification(queryId, instance, memo.json);
      subscription.subscriber.queueModification(json ?? tooLarge(queryId));
      subscription.sent = json === null ? SENT_REFUSAL : instance.version;
      touched.add(subscription.subscriber);
    }
    // Everyone has it: kept until the next change, it would only burden the garbage collector.
    instance.lastPatchJson = null;
    this.ownQueryWaiters.delivered(instance);
  }

  /**
   * One load for the group (or the one under way), then each viewer's projection, synchronously,
   * each delivered as it is projected. Viewers a mutation's answer waits for go first; the rest
   * is returned for the caller to finish once those answers are sent (null: nothing left).
   */
  private async runGroup(group: QueryGroup, instances: QueryInstance[], memo: FlushMemo, deliver: (instance: QueryInstance) => void = () => {}): Promise<(() => void) | null> {
    const outcome = await this.groupLoads.load(group.loadState!, group.def, group.args);
    const { def, args, path } = group;
    const outage = outcome.failed && isUnavailable(outcome.error);
    const loadFailure = outcome.failed ? failure(outcome.error, path) : null;
    const project = (instance: QueryInstance) => {
      if (instance.removed) return;
      if (outage) this.retries.add(instance);
      // An outage keeps the result viewers have (it is only late), like a failed single run.
      let next = outage && instance.result && !instance.result.failed ? instance.result : loadFailure;
      if (!next) {
        try {
          next = { failed: false, value: def.projection!.project((outcome as { loaded: unknown }).loaded, args, instance.caller.auth) ?? null };
        } catch (error) {
          next = failure(error, path);
        }
      }
      recordResult(instance, next, memo);
      // A failed load keeps listening to what it read before, so it can recover.
      this.setTopics(instance, outcome.topics ?? instance.topics);
      if (outcome.stale) this.markDirty(instance);
      deliver(instance);
    };
    const finish = (rest: QueryInstance[]) => {
      rest.forEach(project);
      if (outcome.stale) this.scheduleFlush();
    };
    const awaited = instances.filter((instance) => this.ownQueryWaiters.isAwaited(instance));
    if (awaited.length === 0 || awaited.length === instances.length) {
      finish(instances);
      return null;
    }
    awaited.forEach(project);
    const first = new Set(awaited);
    return () => finish(instances.filter((instance) => !first.has(instance)));
  }

  private run(instance: QueryInstance, memo: FlushMemo): Promise<void> {
    const startSeq = this.overlapping.beginRun();
    const running = (async () => {
      let topics: Set<string>;
      let next: Result;
      try {
        const result = await this.executor.runQuery(instance.group.def, instance.group.args, instance.caller);
        topics = result.topics;
        next = { failed: false, value: result.value ?? null };
      } catch (error) {
        topics = instance.topics; // keep listening to what it read before, so it can recover
        next = this.failureOf(instance, error);
      }
      recordResult(instance, next, memo);
      if (!instance.removed) this.setTopics(instance, topics);
      // A change announced while this ran may have been missed: run again in the next flush.
      if (!instance.removed && this.overlapping.changedSince(startSeq, topics)) {
        this.markDirty(instance);
        this.scheduleFlush();
      }
    })();
    instance.running = running.finally(() => {
      instance.running = null;
      this.overlapping.endRun();
    });
    return instance.running;
  }

  /**
   * A failed run's result. An outage (the database unreachable) keeps the last good result, as it
   * is only late, and runs the query again shortly: no change announced meanwhile may say so.
   */
  private failureOf(instance: QueryInstance, error: unknown): Result {
    if (!isUnavailable(error)) return failure(error, instance.group.path);
    this.retries.add(instance);
    return instance.result && !instance.result.failed ? instance.result : failure(error, instance.group.path);
  }

  private setTopics(instance: QueryInstance, topics: Set<string>): void {
    if (instance.topics === topics) return;
    this.topics.move(instance, instance.topics, topics);
    instance.topics = topics;
  }

  private remove(instance: QueryInstance): void {
    instance.removed = true;
    const { group } = instance;
    group.instances.delete(instance.userKey);
    if (group.instances.size === 0) {
      this.groups.delete(group.key);
      if (group.loadState) this.groupLoads.forget(group.loadState);
    }
    this.instances--; // left in the dirty list, if there: the flush skips removed instances
    this.ownQueryWaiters.delivered(instance);
    this.topics.forget(instance, instance.topics);
  }
}
