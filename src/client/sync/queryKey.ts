import type { Json } from "../../shared/protocol";

/**
 * Arguments as a stable string: the same arguments in any key order give the same text, and
 * keys whose value is undefined are dropped (as JSON.stringify would when sending them).
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

/** Two subscriptions with the same key are the same server query. */
export function queryKey(path: string, args: unknown): string {
  return path + ":" + canonicalJson(args);
}

/** Arguments normalised to what the server will see (and what the key describes). */
export function normaliseArgs(args: unknown): Json {
  return JSON.parse(canonicalJson(args ?? {})) as Json;
}
