// The server process writes JSON lines only: what still goes to the console (start-up, shutdown,
// a library's warning) becomes one log line per call, errors with their stack inside the line.
// Warnings and errors go to stderr, as console.warn/error always did; the rest to stdout.
import { inspect } from "node:util";
import pino, { type Level, type Logger } from "pino";

export function routeConsoleToLogger(level: Level): void {
  const out = pino({ level }, pino.destination({ fd: 1, sync: true }));
  const err = pino({ level }, pino.destination({ fd: 2, sync: true }));
  const line =
    (logger: Logger, method: "info" | "warn" | "error" | "debug") =>
    (...args: unknown[]): void => {
      const error = args.find((a) => a instanceof Error);
      const msg = args
        .filter((a) => a !== error)
        .map((a) => (typeof a === "string" ? a : inspect(a, { breakLength: Infinity, depth: 4 })))
        .join(" ");
      logger[method](error ? { err: error } : {}, msg);
    };
  console.log = line(out, "info");
  console.info = line(out, "info");
  console.debug = line(out, "debug");
  console.warn = line(err, "warn");
  console.error = line(err, "error");
}
