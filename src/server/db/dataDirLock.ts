// One server per SQLite database: live updates travel inside one process only, so a second
// server on the same DATA_DIR would serve stale pages. The lock is an exclusive SQLite lock on a
// file beside the database; the operating system drops it with the process, so a server killed
// with -9 never blocks the next start.
import { ensurePrivateDir, ensurePrivateFile } from "./privateFiles";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another Planning Poker server is already running on the data folder ${dataDir}. ` +
        "Stop it first, or give this server its own DATA_DIR (several instances need PostgreSQL: set DATABASE_URL).",
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(sqlitePath: string): DataDirLock {
  const dir = dirname(sqlitePath);
  ensurePrivateDir(dir);
  ensurePrivateFile(`${sqlitePath}.lock`);
  const lock = new SQLite(`${sqlitePath}.lock`, { timeout: 0 });
  try {
    lock.pragma("locking_mode = EXCLUSIVE");
    lock.exec("BEGIN EXCLUSIVE");
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === "SQLITE_BUSY") throw new DataDirLockedError(dir);
    throw error;
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      lock.close();
    },
  };
}
