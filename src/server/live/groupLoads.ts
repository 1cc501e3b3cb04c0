// The loads of projected queries (projectedQuery), one per group of viewers (one function, one set
// of arguments), kept between runs so the engine can reuse what did not change. A load may declare parts
// (ctx.part): each is re-read only once a topic it read has moved, else its last value stands.
import { ALL_TOPICS } from "./changeBus";
import type { DataAccess, LoadCtx, QueryDefinition } from "./functions";
import type { OverlappingChanges } from "./overlappingChanges";
import { reuseUnchanged } from "./reuse";

/** A scoped sub-load: its value and the topics it read, fresh until one of them moves. */
interface Part {
  value: unknown;
  topics: ReadonlySet<string>;
  fresh: boolean;
}

/** What the engine keeps of one projected query (one function, one set of arguments) between loads. */
export class GroupLoadState {
  /** The last load, as viewers were given it: a new load keeps every part equal to it. */
  previous: unknown = undefined;
  /** The topics the last load read: a load that read the same ones hands viewers this set again. */
  topics: Set<string> | null = null;
  readonly parts = new Map<string, Part>();
  /** The load under way, which everyone asking meanwhile shares. */
  running: Promise<GroupLoadOutcome> | null = null;
  /** No viewers left: a load still under way keeps nothing. */
  forgotten = false;
}

export type GroupLoadOutcome =
  | { failed: false; loaded: unknown; topics: Set<string>; stale: boolean }
  | { failed: true; error: unknown; topics: Set<string> | null; stale: boolean };

export interface LoadEnvironment {
  /** Data access whose reads are recorded into `topics`. */
  readData(topics: Set<string>): DataAccess;
  readonly app: LoadCtx["app"];
}

export class GroupLoads {
  private readonly partsByTopic = new Map<string, Set<Part>>();

  constructor(
    private readonly env: LoadEnvironment,
    private readonly overlapping: OverlappingChanges,
  ) {}

  /** Runs the query's load, or joins the one under way; `stale` when a change it read overlapped it. */
  load(state: GroupLoadState, def: QueryDefinition, args: unknown): Promise<GroupLoadOutcome> {
    state.running ??= this.run(state, def, args).finally(() => {
      state.running = null;
    });
    return state.running;
  }

  /** Parts that read a changed topic are read again at their next load. */
  invalidate(topics: readonly string[]): void {
    if (topics.includes(ALL_TOPICS)) {
      for (const parts of this.partsByTopic.values()) for (const part of parts) part.fresh = false;
      return;
    }
    for (const topic of topics) this.partsByTopic.get(topic)?.forEach((part) => (part.fresh = false));
  }

  /** The query has no viewers left: its parts stop listening. */
  forget(state: GroupLoadState): void {
    state.forgotten = true;
    for (const part of state.parts.values()) this.unindex(part);
    state.parts.clear();
    state.previous = undefined;
    state.topics = null;
  }

  private async run(state: GroupLoadState, def: QueryDefinition, args: unknown): Promise<GroupLoadOutcome> {
    const startSeq = this.overlapping.beginRun();
    const topics = new Set<string>();
    try {
      const ctx: LoadCtx = {
        data: this.env.readData(topics),
        now: Date.now(),
        app: this.env.app,
        part: (key, load) => this.part(state, key, load, topics),
      };
      const loaded = reuseUnchanged(state.previous, await def.projection!.load(ctx, args));
      const stale = this.overlapping.changedSince(startSeq, topics);
      // The same set as before tells every viewer's subscription, by identity, that its topics stand.
      const kept = state.topics !== null && sameTopics(state.topics, topics) ? state.topics : topics;
      if (!state.forgotten) [state.previous, state.topics] = [loaded, kept];
      return { failed: false, loaded, topics: kept, stale };
    } catch (error) {
      return { failed: true, error, topics: null, stale: false };
    } finally {
      this.overlapping.endRun();
    }
  }

  private async part<T>(state: GroupLoadState, key: string, load: (data: DataAccess, previous: T | undefined) => Promise<T>, credit: Set<string>): Promise<T> {
    const kept = state.parts.get(key);
    if (kept?.fresh) {
      kept.topics.forEach((topic) => credit.add(topic));
      return kept.value as T;
    }
    const startSeq = this.overlapping.beginRun();
    const topics = new Set<string>();
    try {
      const value = reuseUnchanged(kept?.value, await load(this.env.readData(topics), kept?.value as T | undefined));
      if (state.forgotten) return value;
      if (kept) this.unindex(kept);
      // A change announced while it was read leaves it to be read again next time.
      const part: Part = { value, topics, fresh: !this.overlapping.changedSince(startSeq, topics) };
      state.parts.set(key, part);
      for (const topic of topics) {
        let parts = this.partsByTopic.get(topic);
        if (!parts) this.partsByTopic.set(topic, (parts = new Set()));
        parts.add(part);
      }
      return value;
    } finally {
      topics.forEach((topic) => credit.add(topic));
      this.overlapping.endRun();
    }
  }

  private unindex(part: Part): void {
    for (const topic of part.topics) {
      const parts = this.partsByTopic.get(topic);
      parts?.delete(part);
      if (parts?.size === 0) this.partsByTopic.delete(topic);
    }
  }
}

function sameTopics(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const topic of b) if (!a.has(topic)) return false;
  return true;
}
