// The catalogue's limits area (MESSAGES.limits in src/shared/messages.ts): its own module, so a page
// loads only the areas it shows.
import { MAX_QUERY_ARGS_BYTES } from "../constants";

/** Limits on connections and requests (DESIGN 9): what a client that passes them is told. */
export const LIMITS_MESSAGES = {
  queryArgsTooLarge: `The arguments of a live query may be at most ${MAX_QUERY_ARGS_BYTES / 1024} KB.`,
  tooManyConnectionsFromAddress: "Too many open connections from this network. Close some tabs and try again.",
  tooManyConnectionsForAccount: "Too many open connections for this account. Close some tabs and try again.",
  tooManyRequests: "Too many requests. Please wait a minute and try again.",
} as const;
