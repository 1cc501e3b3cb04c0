/**
 * Arguments as a stable string: the same arguments in any key order give the same text, and
 * keys whose value is undefined are dropped (as JSON.stringify would when sending them). The
 * client keys its subscriptions by it and the server its query groups, so both must agree.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null) ?? "null";
  if (Array.isArray(value)) return "[" + value.map(canonicalJson).join(",") + "]";
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return "{" + keys.map((key) => JSON.stringify(key) + ":" + canonicalJson(record[key])).join(",") + "}";
}
