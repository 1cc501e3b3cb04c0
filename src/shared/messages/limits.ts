// The catalogue's limits area (MESSAGES.limits in src/shared/messages.ts): its own module, so a page
// loads only the areas it shows.
import { MAX_OUTBOUND_BUFFER_BYTES, MAX_OUTBOUND_FRAME_BYTES, MAX_QUERY_ARGS_BYTES, MAX_QUERY_RESULT_CHARS } from "../constants";

/** Limits on connections and requests (DESIGN 9): what a client that passes them is told. */
export const LIMITS_MESSAGES = {
  queryArgsTooLarge: `The arguments of a live query may be at most ${MAX_QUERY_ARGS_BYTES / 1024} KB.`,
  tooManyConnectionsFromAddress: "Too many open connections from this network. Close some tabs and try again.",
  tooManyConnectionsForAccount: "Too many open connections for this account. Close some tabs and try again.",
  tooManyRequests: "Too many requests. Please wait a minute and try again.",
  duplicateQuery: "This connection already watches this live query with the same arguments.",
  queryResultTooLarge: `The answer to this live query is larger than ${MAX_QUERY_RESULT_CHARS / (1024 * 1024)} MB, so it is not sent.`,
  frameTooLarge: `The server had more than ${MAX_OUTBOUND_FRAME_BYTES / (1024 * 1024)} MB to send to this connection at once, so it closed it.`,
  /** The WebSocket close reason (at most 123 bytes) for a client that does not read what it is sent. */
  slowReader: `SlowReader: more than ${MAX_OUTBOUND_BUFFER_BYTES / (1024 * 1024)} MB sent to this connection was left unread`,
} as const;
