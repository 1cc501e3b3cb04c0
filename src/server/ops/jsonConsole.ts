// The server process writes JSON lines only: what still goes to the console (start-up, shutdown,
// a library's warning) becomes one log line per call, errors with their stack inside the line.
import { inspect } from "node:util";
import type { Logger } from "pino";

export function routeConsoleToLogger(logger: Logger): void {
  const line =
    (level: "info" | "warn" | "error" | "debug") =>
    (...args: unknown[]): void => {
      const err = args.find((a) => a instanceof Error);
      const msg = args
        .filter((a) => a !== err)
        .map((a) => (typeof a === "string" ? a : inspect(a, { breakLength: Infinity, depth: 4 })))
        .join(" ");
      logger[level](err ? { err } : {}, msg);
    };
  console.log = line("info");
  console.info = line("info");
  console.warn = line("warn");
  console.error = line("error");
  console.debug = line("debug");
}
