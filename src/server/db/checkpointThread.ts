// The checkpoint thread's own code (started by checkpointer.ts): its own connection copies the
// write-ahead log back into the database file in PASSIVE mode, which never waits for the app's
// readers or writers. It reports each pass, and any failure, to the thread that started it.
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";
import type BetterSqlite3 from "better-sqlite3";

export interface CheckpointThreadData {
  role: typeof THREAD_ROLE;
  path: string;
  everyMs: number;
}

/** Marks the thread's data, so that importing this file for its constants elsewhere runs nothing. */
export const THREAD_ROLE = "sqlite-checkpoint";

/** What the thread posts after each pass; anything else it posts is why it stopped. */
export const CHECKPOINTED = "checkpointed";
export const STOP = "stop";

function runCheckpointThread(port: NonNullable<typeof parentPort>, { path, everyMs }: CheckpointThreadData): void {
  const Database = createRequire(import.meta.url)("better-sqlite3") as typeof BetterSqlite3;
  const db = new Database(path);
  db.pragma("busy_timeout = 5000");
  const stop = () => {
    clearInterval(timer);
    db.close();
    port.close();
  };
  const timer = setInterval(() => {
    try {
      db.pragma("wal_checkpoint(PASSIVE)");
      port.postMessage(CHECKPOINTED);
    } catch (error) {
      port.postMessage(error instanceof Error ? error.message : String(error));
      stop();
    }
  }, everyMs);
  port.on("message", (message) => message === STOP && stop());
}

const data = workerData as Partial<CheckpointThreadData> | null;
if (parentPort && data?.role === THREAD_ROLE) runCheckpointThread(parentPort, data as CheckpointThreadData);
