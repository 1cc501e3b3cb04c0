import { canonicalJson } from "../../shared/canonicalJson";
import type { Json } from "../../shared/protocol";

/** Two subscriptions with the same key are the same server query. */
export function queryKey(path: string, args: unknown): string {
  return path + ":" + canonicalJson(args);
}

/** Arguments normalised to what the server will see (and what the key describes). */
export function normaliseArgs(args: unknown): Json {
  return JSON.parse(canonicalJson(args ?? {})) as Json;
}
