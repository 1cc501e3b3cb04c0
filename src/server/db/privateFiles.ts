// The SQLite database, its WAL, the lock and backups hold every account: owner-only files
// (0600) in an owner-only DATA_DIR (0700), whatever the process umask. SQLite gives a WAL and
// shared-memory file the mode of their database, so creating the database 0600 first covers them.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates the folder if needed and makes it owner-only. A folder somebody else owns (a mounted
 * volume) cannot be changed: that is said in the log, and the files in it are owner-only still.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    chmodSync(dir, PRIVATE_DIR_MODE);
  } catch (error) {
    if ((error as { code?: string }).code !== "EPERM") throw error;
    console.warn(`Could not make ${dir} readable by its owner only (it belongs to another user); the files in it are.`);
  }
}

/** Creates the file (empty) if needed and makes it, and an existing WAL and shared-memory file beside it, owner-only. */
export function ensurePrivateFile(path: string): void {
  closeSync(openSync(path, "a", PRIVATE_FILE_MODE));
  chmodSync(path, PRIVATE_FILE_MODE);
  for (const suffix of ["-wal", "-shm"]) if (existsSync(path + suffix)) chmodSync(path + suffix, PRIVATE_FILE_MODE);
}
