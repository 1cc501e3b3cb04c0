// Business and connection constants of the spec (section 9) and the design, in one place.

/** Sync connection (spec 9, DESIGN 3). */
export const RECONNECT_BACKOFF_INITIAL_MS = 1_000;
export const RECONNECT_BACKOFF_MAX_MS = 16_000;
export const SERVER_INACTIVITY_THRESHOLD_MS = 30_000;
export const LONG_DISCONNECT_REPORT_MS = 60_000;
/** How often the server pings; well under the client's inactivity threshold. */
export const SERVER_PING_INTERVAL_MS = 10_000;

/** Limits the server enforces on every socket and request (DESIGN 9). */
export const MAX_WS_FRAME_BYTES = 64 * 1024;
export const MAX_HTTP_BODY_BYTES = 64 * 1024;
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 256;
/** The JSON of a live query's arguments, at most: real queries take an id or a code. */
export const MAX_QUERY_ARGS_BYTES = 2 * 1024;
/** Open sockets per IP address and per account on one instance (RATE_LIMITS=off lifts both). */
export const MAX_SOCKETS_PER_ADDRESS = 200;
export const MAX_SOCKETS_PER_ACCOUNT = 20;
/** Messages a socket may send per second, averaged over a short window. */
export const MAX_WS_MESSAGES_PER_SECOND = 50;
/**
 * Bounded output (issue 30): one live query's answer as JSON, at most (characters); past it the
 * query fails with a sentence instead. A socket's next frame and what it leaves unread in the
 * server's send buffer, at most (bytes); past either the socket is closed and told why.
 */
export const MAX_QUERY_RESULT_CHARS = 2 * 1024 * 1024;
export const MAX_OUTBOUND_FRAME_BYTES = 8 * 1024 * 1024;
export const MAX_OUTBOUND_BUFFER_BYTES = 8 * 1024 * 1024;

/** Auth tokens (spec 9). */
export const TOKEN_REFRESH_LEEWAY_MS = 2_000;
export const TOKEN_REFRESH_MAX_RETRIES = 2;
export const TOKEN_REFETCH_MAX_DELAY_MS = 20 * 24 * 60 * 60 * 1000;

/** The loading screen stays this long when the visitor is not signed in (spec 2, 9). */
export const SPLASH_DELAY_MS = 500;

/** Toasts (spec 9): sonner's defaults, stated so nobody changes them by accident. */
export const TOAST_DURATION_MS = 4_000;
export const TOAST_VISIBLE = 3;
export const TOAST_GAP_PX = 14;
export const TOAST_WIDTH_PX = 356;

export const TERMS_LAST_UPDATED = "29.06.2025";
