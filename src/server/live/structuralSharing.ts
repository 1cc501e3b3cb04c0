// Keeping the identity of what did not change. Live results are diffed and serialised by object
// identity (runtime/serialize.ts, shared/jsonPatch.ts): an object reused from the previous load
// costs nothing to compare or send again. Everything returned is frozen.

/** `previous` when it has exactly the same keys and (===) values as `next`, else `next`, frozen. */
export function reuseIfEqual<T extends object>(previous: T | null | undefined, next: T): T {
  if (previous && shallowEqual(previous, next)) return previous;
  return Object.freeze(next);
}

/** `previous` when it holds the same items (===) in the same order, else `next`, frozen. */
export function reuseArray<T>(previous: readonly T[] | null | undefined, next: T[]): readonly T[] {
  if (previous && previous.length === next.length && previous.every((item, i) => item === next[i])) return previous;
  return Object.freeze(next);
}

function shallowEqual(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);
}
