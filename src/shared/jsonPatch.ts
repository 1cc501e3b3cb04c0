// Small JSON diffs for live query results. A vote changes one flag in a room of a hundred
// participants; sending that flag instead of the whole room keeps frames tiny for the server,
// the network and every browser. Part of the wire protocol, so both sides share this file.

export type JsonPath = (string | number)[];

/**
 * `set` writes a key or an array slot (appending when the index is the length); `delete` removes
 * a key; `length` shortens an array; `prepend` puts items in front of an array (a newest-first
 * list such as the round history gaining an entry); `column` writes one key of every item of an
 * array, value by value (a reveal: every vote's value, without the rest of each vote again).
 */
export type PatchOp =
  | { op: "set"; path: JsonPath; value: unknown }
  | { op: "delete"; path: JsonPath }
  | { op: "length"; path: JsonPath; value: number }
  | { op: "prepend"; path: JsonPath; value: unknown[] }
  | { op: "column"; path: JsonPath; key: string; value: unknown[] };

/** At most this many new items in front are sent as a prepend rather than a replaced list. */
const MAX_PREPEND = 4;

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Viewers of one room share most objects by identity, so the diff of two shared (frozen) objects
 * is computed once and reused for every viewer. Unfrozen, per-viewer objects are not remembered.
 * The server makes one per flush of live queries and drops it with the flush.
 */
export class DiffMemo {
  readonly diffs = new Map<object, Map<object, readonly PatchOp[]>>();
  /** The same shared operation under the same parent key, for every viewer: one object, so its JSON is written once too. */
  readonly prefixed = new Map<PatchOp, Map<string | number, PatchOp>>();
}

/** What equal values diff to: one frozen empty list, not a new one per call (a room's viewers compare thousands of fields per change). */
const NO_OPS: readonly PatchOp[] = Object.freeze([]);

/** The operations that turn `before` into `after` (empty when they are equal); `memo` shares diffs across calls. */
export function diffJson(before: unknown, after: unknown, memo: DiffMemo = new DiffMemo()): readonly PatchOp[] {
  if (before === after) return NO_OPS;
  const bothArrays = Array.isArray(before) && Array.isArray(after);
  const bothObjects = isObject(before) && isObject(after);
  if (!bothArrays && !bothObjects) return primitiveEqual(before, after) ? NO_OPS : [{ op: "set", path: [], value: after }];
  const shared = Object.isFrozen(before) && Object.isFrozen(after);
  const byAfter = shared ? memo.diffs.get(before as object) : undefined;
  const cached = byAfter?.get(after as object);
  if (cached) return cached;
  const ops = bothArrays ? diffArrays(before as unknown[], after as unknown[], memo) : diffObjects(before as Obj, after as Obj, memo);
  if (!shared) return ops;
  for (const op of ops) Object.freeze(op);
  Object.freeze(ops);
  if (byAfter) byAfter.set(after as object, ops);
  else memo.diffs.set(before as object, new Map([[after as object, ops]]));
  return ops;
}

function primitiveEqual(a: unknown, b: unknown): boolean {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}

// Keys are walked with for-in and ops made only once something differs: this runs for every
// viewer of a room on every change, and key arrays and empty lists were most of its garbage.
function diffObjects(before: Obj, after: Obj, memo: DiffMemo): readonly PatchOp[] {
  let ops: PatchOp[] | null = null;
  for (const key in after) {
    const value = after[key];
    if (value === undefined) continue;
    const old = before[key];
    if (old === undefined) (ops ??= []).push({ op: "set", path: [key], value });
    else if (old !== value) {
      const inner = diffJson(old, value, memo);
      for (let i = 0; i < inner.length; i++) (ops ??= []).push(prefixed(key, inner[i]!, memo));
    }
  }
  for (const key in before) if (before[key] !== undefined && after[key] === undefined) (ops ??= []).push({ op: "delete", path: [key] });
  return ops ?? NO_OPS;
}

function diffArrays(before: unknown[], after: unknown[], memo: DiffMemo): readonly PatchOp[] {
  const common = Math.min(before.length, after.length);
  // Shared (frozen) lists keep unchanged items by identity, so when most slots hold new objects
  // (a reveal, a new round) one replacement is due: no need to diff each slot first.
  if (Object.isFrozen(before) && Object.isFrozen(after)) {
    const prepended = prependedCount(before, after);
    if (prepended > 0) {
      const ops: PatchOp[] = [{ op: "prepend", path: [], value: after.slice(0, prepended) }];
      // A list with a limit drops its oldest items at the end.
      if (before.length + prepended > after.length) ops.push({ op: "length", path: [], value: after.length });
      return ops;
    }
    let replaced = Math.abs(after.length - before.length);
    for (let i = 0; i < common; i++) if (before[i] !== after[i]) replaced++;
    if (replaced > 1 && replaced > after.length / 2) return [columnOp(before, after) ?? { op: "set", path: [], value: after }];
  }
  const ops: PatchOp[] = [];
  for (let i = 0; i < common; i++) {
    const inner = diffJson(before[i], after[i], memo);
    for (let j = 0; j < inner.length; j++) ops.push(prefixed(i, inner[j]!, memo));
  }
  for (let i = common; i < after.length; i++) ops.push({ op: "set", path: [i], value: after[i] });
  if (after.length < before.length) ops.push({ op: "length", path: [], value: after.length });
  // An insertion near the front shifts everything: one replacement is smaller than many edits.
  if (ops.length > 1 && ops.length > after.length / 2) return [{ op: "set", path: [], value: after }];
  return ops;
}

/** One `column` op when the lists differ only in one key of their items (objects with the same keys), else null. */
function columnOp(before: readonly unknown[], after: readonly unknown[]): PatchOp | null {
  if (before.length !== after.length) return null;
  let column: string | null = null;
  // Keys walked with for-in, no key lists: a reveal runs this once per room, in code seldom warm.
  for (let i = 0; i < after.length; i++) {
    const a = before[i];
    const b = after[i];
    if (a === b) continue;
    if (!isObject(a) || !isObject(b)) return null;
    let keys = 0;
    for (const key in b) {
      keys++;
      const was = a[key];
      const is = b[key];
      if (was === undefined || is === undefined) return null;
      if (primitiveEqual(was, is)) continue;
      if ((column !== null && column !== key) || (typeof is === "object" && is !== null)) return null;
      column = key;
    }
    for (const _ in a) keys--;
    if (keys !== 0) return null;
  }
  if (column === null) return null;
  const key = column;
  const value = new Array<unknown>(after.length);
  for (let i = 0; i < after.length; i++) value[i] = (after[i] as Obj)[key];
  return { op: "column", path: [], key, value };
}

/** k when `after` is k new items followed by `before` (maybe cut short at the end), else 0. */
function prependedCount(before: readonly unknown[], after: readonly unknown[]): number {
  if (before.length === 0 || after.length === 0) return 0;
  const k = after.indexOf(before[0]);
  if (k < 1 || k > MAX_PREPEND) return 0;
  for (let i = k; i < after.length; i++) if (after[i] !== before[i - k]) return 0;
  return k;
}

function prefixed(segment: string | number, op: PatchOp, memo: DiffMemo): PatchOp {
  if (!Object.isFrozen(op)) return { ...op, path: [segment, ...op.path] };
  let bySegment = memo.prefixed.get(op);
  if (!bySegment) memo.prefixed.set(op, (bySegment = new Map()));
  let shared = bySegment.get(segment);
  if (!shared) bySegment.set(segment, (shared = Object.freeze({ ...op, path: [segment, ...op.path] })));
  return shared;
}

/**
 * Applies operations without touching `base`: changed branches are copied, the rest is shared,
 * so UI code can compare references to see what changed. Throws on a path that does not exist.
 */
export function applyPatch<T>(base: T, ops: readonly PatchOp[]): T {
  let root: unknown = base;
  for (const op of ops) root = applyOne(root, op, 0);
  return root as T;
}

function applyOne(node: unknown, op: PatchOp, depth: number): unknown {
  if (depth === op.path.length) {
    if (op.op === "set") return op.value;
    if (op.op === "prepend") {
      if (!Array.isArray(node) || !Array.isArray(op.value)) throw new Error("patch: prepend on a non-array");
      return [...op.value, ...node];
    }
    if (op.op === "column") {
      if (!Array.isArray(node) || node.length !== op.value.length || !node.every(isObject)) throw new Error("patch: column on a non-list or one of another length");
      return node.map((item: Obj, i) => ({ ...item, [op.key]: op.value[i] }));
    }
    if (op.op === "length") {
      if (!Array.isArray(node) || op.value > node.length) throw new Error("patch: length on a non-array or longer than it");
      return node.slice(0, op.value);
    }
    throw new Error("patch: delete needs a key");
  }
  const segment = op.path[depth]!;
  if (Array.isArray(node)) {
    if (typeof segment !== "number" || segment < 0 || segment > node.length) throw new Error(`patch: no slot ${String(segment)}`);
    if (segment === node.length && !(op.op === "set" && depth === op.path.length - 1)) throw new Error("patch: path beyond the array");
    const copy = node.slice();
    copy[segment] = applyOne(node[segment], op, depth + 1);
    return copy;
  }
  if (!isObject(node) || typeof segment !== "string") throw new Error(`patch: no key ${String(segment)}`);
  const copy: Obj = { ...node };
  if (op.op === "delete" && depth === op.path.length - 1) delete copy[segment];
  else {
    if (!(segment in node) && !(op.op === "set" && depth === op.path.length - 1)) throw new Error(`patch: no key ${segment}`);
    copy[segment] = applyOne(node[segment], op, depth + 1);
  }
  return copy;
}
