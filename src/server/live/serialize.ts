// JSON cached by object identity, so what all viewers of a room share is serialised once per
// change. Only frozen objects (what a group load gives every viewer, reuse.ts) are worth caching;
// a per-viewer (unfrozen) object is walked, so the shared values inside it are cached.

// The cache is a plain map owned by one flush of live queries (subscriptions.ts, FlushMemo).
export type JsonCache = Map<object, string>;

export function stringifyCached(value: unknown, cache: JsonCache = new Map()): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null) ?? "null";
  const frozen = Object.isFrozen(value);
  if (frozen) {
    // A shared value is written once per flush: by V8's own JSON, not walked here item by item
    // (a New Round's history entry of 100 votes, run once a round, would walk cold code).
    let json = cache.get(value);
    if (json === undefined) cache.set(value, (json = JSON.stringify(value)));
    return json;
  }
  let json: string;
  if (Array.isArray(value)) {
    json = "[" + value.map((item) => (item === undefined ? "null" : stringifyCached(item, cache))).join(",") + "]";
  } else {
    const parts: string[] = [];
    for (const key of Object.keys(value)) {
      const item = (value as Record<string, unknown>)[key];
      if (item === undefined || typeof item === "function") continue;
      parts.push(JSON.stringify(key) + ":" + stringifyCached(item, cache));
    }
    json = "{" + parts.join(",") + "}";
  }
  return json;
}
