// What the runtime reports as it works, for whoever watches (the app's metrics), and where it
// logs: one JSON line per event, each carrying the request id of the mutation it belongs to.
import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type Logger } from "pino";
import type { FunctionKind } from "../../shared/protocol";

export interface RuntimeObserver {
  /** A mutation or action ran, or a query failed; `error` is what it threw (null on success). */
  functionDone(kind: FunctionKind, path: string, seconds: number, error: unknown): void;
  /** One flush of live queries sent transitions to this many sockets. */
  flushed(sockets: number): void;
  /** A socket went over its message rate; it is read again when its window ends. */
  socketSlowed(): void;
}

export const unobserved: RuntimeObserver = Object.freeze({ functionDone() {}, flushed() {}, socketSlowed() {} });

/** The app's logger and the request a piece of work belongs to (socket to database). */
export interface RuntimeLog {
  logger: Logger;
  requests: AsyncLocalStorage<{ reqId: string }>;
}

export function createRuntimeLog(logger: Logger = pino({ level: "silent" })): RuntimeLog {
  return { logger, requests: new AsyncLocalStorage() };
}

/** The logger for the work in progress: with its request id when it belongs to one. */
export function currentLogger(log: RuntimeLog): Logger {
  const request = log.requests.getStore();
  return request ? log.logger.child({ reqId: request.reqId }) : log.logger;
}
