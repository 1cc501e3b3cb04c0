// Which failures mean "the database cannot be reached right now" (a restart, a failover, a
// terminated backend, a locked SQLite file) rather than a bug or a refused request: these are
// answered as temporarily unavailable, never as a bad token or a failed function.

// PostgreSQL SQLSTATE classes and codes: 08 connection exception, 57P01-57P03 shutdown or
// cannot connect now, 53300 too many connections, 40001/40P01 serialization failure, deadlock.
const UNAVAILABLE_SQLSTATES: ReadonlySet<string> = new Set(["57P01", "57P02", "57P03", "53300", "40001", "40P01"]);
const UNAVAILABLE_NODE_CODES: ReadonlySet<string> = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);
const UNAVAILABLE_SQLITE_CODES: ReadonlySet<string> = new Set(["SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_BUSY_SNAPSHOT", "SQLITE_BUSY_TIMEOUT"]);
// pg's own wording for a connection that died or never opened (these carry no code).
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /connection error and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /cannot use a pool after calling end/i,
  /client was closed and is not queryable/i,
  /connection(?:\s+was)? ended/i,
] as const;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (code.startsWith("08") || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code) || UNAVAILABLE_SQLITE_CODES.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // AggregateError (a connection tried on several addresses).
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
