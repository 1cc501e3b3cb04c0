// SQLite in WAL mode copies its log back into the database file now and then (a checkpoint). By
// default the commit that takes the log past 1,000 pages does it, file syncs included, on the
// event loop: every few seconds under load one mutation, and every socket behind it, waited 4 to
// 8 ms (bench/README.md). Here a thread of its own does it with its own connection, in PASSIVE
// mode, which never waits for the app's readers or writers; a commit only appends to the log.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { CHECKPOINTED, STOP, THREAD_ROLE, type CheckpointThreadData } from "./checkpointThread";

/** How often the thread checkpoints: the log then holds about a second of writes. */
export const CHECKPOINT_EVERY_MS = 1_000;

export interface Checkpointer {
  /** Resolves after the next checkpoint has run (tests). */
  next(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The thread runs checkpointThread.ts. A thread does not inherit the `--import tsx` hook, so a
 * one-line bootstrap loads the file through tsx's require, which the server always runs with.
 */
function threadBootstrap(): string {
  const tsx = createRequire(import.meta.url).resolve("tsx/cjs/api");
  const file = fileURLToPath(new URL("./checkpointThread.ts", import.meta.url));
  return `require(${JSON.stringify(tsx)}).require(${JSON.stringify(file)}, ${JSON.stringify(file)});`;
}

/**
 * Turns off the connection's own checkpoints and runs them on a thread instead. If the thread
 * fails, the connection checkpoints by itself again, as SQLite does by default, and says why.
 */
export function startCheckpointer(path: string, connection: { pragma(source: string): unknown }, everyMs = CHECKPOINT_EVERY_MS): Checkpointer {
  const workerData: CheckpointThreadData = { role: THREAD_ROLE, path, everyMs };
  const worker = new Worker(threadBootstrap(), { eval: true, workerData });
  worker.unref();
  connection.pragma("wal_autocheckpoint = 0");
  let waiting: (() => void)[] = [];
  let stopping = false;
  let failed = false;
  const fallBack = (why: unknown) => {
    if (failed || stopping) return;
    failed = true;
    connection.pragma("wal_autocheckpoint = 1000");
    console.error("sqlite checkpoint thread failed; the database checkpoints on commit instead:", why);
  };
  worker.on("message", (message: string) => {
    if (message !== CHECKPOINTED) return fallBack(message);
    const done = waiting;
    waiting = [];
    for (const resolve of done) resolve();
  });
  worker.on("error", fallBack);
  worker.on("exit", (code) => fallBack(`the thread exited (${code})`));
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  return {
    next: () => new Promise((resolve) => waiting.push(resolve)),
    stop: () => {
      if (!stopping) {
        // Unreferenced, the thread would not keep the process alive until it has closed its connection.
        worker.ref();
        worker.postMessage(STOP);
      }
      stopping = true;
      return exited;
    },
  };
}
