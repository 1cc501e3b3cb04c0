// SQLite in WAL mode copies its log back into the database file now and then (a checkpoint). By
// default the commit that takes the log past 1,000 pages does it, file syncs included, on the
// event loop: every few seconds under load one mutation, and every socket behind it, waited 4 to
// 8 ms (bench/README.md). Here a thread of its own does it with its own connection, in PASSIVE
// mode, which never waits for the app's readers or writers; a commit only appends to the log.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/** How often the thread checkpoints: the log then holds about a second of writes. */
export const CHECKPOINT_EVERY_MS = 1_000;

export interface Checkpointer {
  /** Resolves after the next checkpoint has run (tests). */
  next(): Promise<void>;
  stop(): Promise<void>;
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma("busy_timeout = 5000");
const stop = () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
};
const timer = setInterval(() => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
    parentPort.postMessage("checkpointed");
  } catch (error) {
    parentPort.postMessage(String((error && error.message) || error));
    stop();
  }
}, workerData.everyMs);
parentPort.on("message", (message) => message === "stop" && stop());
`;

/**
 * Turns off the connection's own checkpoints and runs them on a thread instead. If the thread
 * fails, the connection checkpoints by itself again, as SQLite does by default, and says why.
 */
export function startCheckpointer(path: string, connection: { pragma(source: string): unknown }, everyMs = CHECKPOINT_EVERY_MS): Checkpointer {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, driver, everyMs } });
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
    if (message !== "checkpointed") return fallBack(message);
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
        worker.postMessage("stop");
      }
      stopping = true;
      return exited;
    },
  };
}
