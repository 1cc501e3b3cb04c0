// The engine keeps what did not change between two loads of one projected query: every part of the
// new load equal to the previous load's is the previous object itself, and the result is frozen.
// Results are then diffed and serialised by identity (FlushMemo): an object kept from the
// previous load costs nothing to compare or send again, and frozen is how they know it is shared.

/** `next` with every part equal to `previous`'s replaced by it (the whole when equal), frozen. */
export function reuseUnchanged<T>(previous: unknown, next: T): T {
  if (previous === next || next === null || typeof next !== "object") return next;
  // Frozen is what this returns: with nothing to compare it with, a value a loader kept from an
  // earlier load (a part's value, a round already in the history) is handed on, not walked again.
  if ((previous === undefined || previous === null) && Object.isFrozen(next)) return next;
  const proto = Object.getPrototypeOf(next) as unknown;
  if (proto === Object.prototype || proto === null) return reuseObject(isPlainObject(previous) ? previous : null, next as Plain) as T;
  if (Array.isArray(next)) return reuseArray(Array.isArray(previous) ? previous : null, next) as T;
  if (next instanceof Map) return reuseMap(previous instanceof Map ? previous : null, next) as T;
  if (next instanceof Set) return reuseSet(previous instanceof Set ? previous : null, next) as T;
  return next;
}

/** Whether the two hold the same JSON-like content (plain objects, arrays, maps and sets). */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameContent(item, b[i]));
  if (a instanceof Map) return b instanceof Map && a.size === b.size && [...a].every(([key, value]) => b.has(key) && sameContent(value, b.get(key)));
  if (a instanceof Set) return b instanceof Set && a.size === b.size && [...a].every((item) => b.has(item));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => key in b && sameContent(a[key], b[key]));
}

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function reuseObject(previous: Plain | null, next: Plain): Plain {
  let same = previous !== null;
  let count = 0;
  let out = next;
  for (const key in next) {
    count++;
    const value = next[key];
    const had = previous !== null && key in previous;
    const before = had ? previous[key] : undefined;
    const kept = before === value ? value : reuseUnchanged(before, value);
    if (!had || kept !== before) same = false;
    if (kept !== value) {
      if (out === next && Object.isFrozen(next)) out = { ...next };
      out[key] = kept;
    }
  }
  if (same) {
    for (const _ in previous!) count--;
    if (count === 0) return previous!;
  }
  return Object.freeze(out);
}

/**
 * Items are matched in order, allowing for one inserted or removed item at a time (a vote
 * added, someone leaving, a round put in front of the history), so the rest keep their identity.
 */
function reuseArray(previous: readonly unknown[] | null, next: unknown[]): readonly unknown[] {
  const before = previous ?? [];
  const out = Object.isFrozen(next) ? next.slice() : next;
  let same = previous !== null && previous.length === out.length;
  let j = 0;
  for (let i = 0; i < out.length; i++) {
    const item = out[i];
    if (j < before.length) {
      // A loader that kept the previous items (the round history) says by identity alone where
      // one went in or out: no deep comparison of a new item with its neighbour (a round of 100 votes).
      if (item !== before[j] && j + 1 < before.length && item === before[j + 1]) {
        same = false;
        j += 2; // before[j] was removed
        continue;
      }
      if (item !== before[j] && i + 1 < out.length && out[i + 1] === before[j]) {
        same = false;
        out[i] = reuseUnchanged(undefined, item); // inserted before before[j]
        continue;
      }
      const kept = reuseUnchanged(before[j], item);
      if (kept === before[j]) {
        out[i] = kept;
        if (j !== i) same = false;
        j++;
        continue;
      }
      same = false;
      if (j + 1 < before.length && sameContent(before[j + 1], item)) {
        out[i] = before[j + 1]; // before[j] was removed
        j += 2;
        continue;
      }
      if (i + 1 < out.length && sameContent(before[j], out[i + 1])) {
        out[i] = reuseUnchanged(undefined, item); // inserted before before[j]
        continue;
      }
      out[i] = kept; // changed in place
      j++;
      continue;
    }
    same = false;
    out[i] = reuseUnchanged(undefined, item);
  }
  return same && previous !== null ? previous : Object.freeze(out);
}

function reuseMap(previous: ReadonlyMap<unknown, unknown> | null, next: Map<unknown, unknown>): ReadonlyMap<unknown, unknown> {
  let same = previous !== null && previous.size === next.size;
  for (const [key, value] of next) {
    const before = previous?.get(key);
    const kept = reuseUnchanged(before, value);
    if (previous === null || kept !== before || !previous.has(key)) same = false;
    if (kept !== value) next.set(key, kept);
  }
  return same && previous !== null ? previous : Object.freeze(next);
}

function reuseSet(previous: ReadonlySet<unknown> | null, next: Set<unknown>): ReadonlySet<unknown> {
  const same = previous !== null && previous.size === next.size && [...next].every((item) => previous.has(item));
  return same && previous !== null ? previous : Object.freeze(next);
}
