import { applyPatch } from "../../shared/jsonPatch";
import type { ErrorFields, Json, ModifyQuerySetMessage, QueryId, QueryModification, TransitionMessage } from "../../shared/protocol";
import { queryKey } from "./queryKey";

export type QueryResult =
  | { status: "success"; value: Json }
  | ({ status: "error" } & ErrorFields);

export type QueryListener = () => void;

interface QueryEntry {
  key: string;
  queryId: QueryId;
  path: string;
  args: Json;
  listeners: Set<QueryListener>;
  result: QueryResult | undefined;
  /** A result arrived on the current socket (results from an older socket may be stale). */
  fresh: boolean;
}

export type TransitionOutcome = { ok: true } | { ok: false; reason: string };

/**
 * The client's live query results. Identical subscriptions (same path, same canonical args)
 * share one server query; the server only hears about the first listener and the last one
 * leaving. Results move from version to version, one whole Transition at a time.
 */
export class LocalQueryStore {
  private readonly byKey = new Map<string, QueryEntry>();
  private readonly byId = new Map<QueryId, QueryEntry>();
  /** Query ids the server holds for this socket; the next ModifyQuerySet is the difference. */
  private readonly sentIds = new Set<QueryId>();
  private nextQueryId = 1;
  private heldVersion = 0;

  /** Adds a listener; returns the function that removes it. */
  subscribe(path: string, args: Json, listener: QueryListener): () => void {
    const key = queryKey(path, args);
    let entry = this.byKey.get(key);
    if (!entry) {
      entry = { key, queryId: this.nextQueryId++, path, args, listeners: new Set(), result: undefined, fresh: false };
      this.byKey.set(key, entry);
      this.byId.set(entry.queryId, entry);
    }
    // Wrapped so the same function passed twice still counts as two subscribers.
    const own: QueryListener = () => listener();
    entry.listeners.add(own);
    const subscribed = entry;
    return () => {
      if (!subscribed.listeners.delete(own) || subscribed.listeners.size > 0) return;
      this.byKey.delete(subscribed.key);
      this.byId.delete(subscribed.queryId);
    };
  }

  result(path: string, args: Json): QueryResult | undefined {
    return this.byKey.get(queryKey(path, args))?.result;
  }

  get version(): number {
    return this.heldVersion;
  }

  get subscriptionCount(): number {
    return this.byKey.size;
  }

  /** Every current query has a result from the current socket: nothing shown is from before it. */
  get allFresh(): boolean {
    for (const entry of this.byKey.values()) if (!entry.fresh) return false;
    return true;
  }

  /**
   * What the server must hear to hold exactly our current queries; null when it already does.
   * Marks the change as sent.
   */
  takeQuerySetChange(): ModifyQuerySetMessage | null {
    const add = [];
    for (const entry of this.byKey.values()) {
      if (this.sentIds.has(entry.queryId)) continue;
      add.push({ queryId: entry.queryId, path: entry.path, args: entry.args });
      this.sentIds.add(entry.queryId);
    }
    const remove: QueryId[] = [];
    for (const queryId of this.sentIds) {
      if (this.byId.has(queryId)) continue;
      remove.push(queryId);
      this.sentIds.delete(queryId);
    }
    return add.length || remove.length ? { type: "ModifyQuerySet", add, remove } : null;
  }

  /**
   * A new socket starts empty at version 0. Results stay on screen (no loading flash) but are
   * marked stale until the new socket sends them again.
   */
  resetForNewSocket(): void {
    this.heldVersion = 0;
    this.sentIds.clear();
    for (const entry of this.byKey.values()) entry.fresh = false;
  }

  /**
   * Applies a whole transition or nothing. A version gap means we missed something and can no
   * longer trust our results: the caller drops the socket and resubscribes.
   */
  applyTransition(transition: TransitionMessage): TransitionOutcome {
    const { startVersion, endVersion, modifications } = transition;
    if (startVersion !== this.heldVersion) {
      return { ok: false, reason: `Transition starts at version ${startVersion}, client holds ${this.heldVersion}` };
    }
    if (typeof endVersion !== "number" || endVersion <= startVersion) {
      return { ok: false, reason: `Transition ends at version ${endVersion}, not after ${startVersion}` };
    }
    if (!Array.isArray(modifications) || !modifications.every(isModification)) {
      return { ok: false, reason: "Transition has a malformed modification" };
    }
    // Work out every new result first, so a bad patch leaves nothing half-applied.
    const updates: [QueryEntry, QueryResult | undefined][] = [];
    const pending = new Map<QueryEntry, QueryResult | undefined>();
    for (const modification of modifications) {
      // Unknown ids are queries we removed while the server was still answering them.
      const entry = this.byId.get(modification.queryId);
      if (!entry) continue;
      const current = pending.has(entry) ? pending.get(entry) : entry.fresh ? entry.result : undefined;
      const next = resultOf(modification, current);
      if (next === PATCH_FAILED) return { ok: false, reason: `Patch for query ${modification.queryId} does not fit the value held` };
      pending.set(entry, next);
      updates.push([entry, next]);
    }
    const touched = new Set<QueryEntry>();
    for (const [entry, result] of updates) {
      entry.result = result;
      entry.fresh = true;
      touched.add(entry);
    }
    this.heldVersion = endVersion;
    // Listeners run only after the whole batch is in place, so none sees half a transition.
    for (const entry of touched) for (const listener of [...entry.listeners]) callSafely(listener);
    return { ok: true };
  }
}

const PATCH_FAILED = Symbol("patch failed");

/** The result a modification leads to; a patch applies to the value this socket last gave. */
function resultOf(modification: QueryModification, current: QueryResult | undefined): QueryResult | undefined | typeof PATCH_FAILED {
  switch (modification.type) {
    case "QueryUpdated":
      return { status: "success", value: modification.value ?? null };
    case "QueryPatched":
      if (current?.status !== "success" || !Array.isArray(modification.patch)) return PATCH_FAILED;
      try {
        return { status: "success", value: applyPatch(current.value, modification.patch) };
      } catch {
        return PATCH_FAILED;
      }
    case "QueryFailed":
      return { status: "error", errorMessage: modification.errorMessage, errorData: modification.errorData ?? null, errorCode: modification.errorCode, errorParams: modification.errorParams };
    case "QueryRemoved":
      return undefined;
  }
}

function isModification(value: unknown): value is QueryModification {
  if (!value || typeof value !== "object") return false;
  const { type, queryId } = value as { type?: unknown; queryId?: unknown };
  return typeof queryId === "number" && (type === "QueryUpdated" || type === "QueryPatched" || type === "QueryFailed" || type === "QueryRemoved");
}

/** One throwing listener must not keep the others from hearing about the new results. */
function callSafely(listener: QueryListener): void {
  try {
    listener();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}
