// SQLite's online backup and the checks a restore makes. The copy is one backup step: in WAL
// mode that is one read snapshot, so the server keeps writing meanwhile and the copy never
// restarts because of those writes (several small steps would start over after each one).
import { existsSync, renameSync, rmSync } from "node:fs";
import SQLite from "better-sqlite3";
import { ensurePrivateFile } from "../db/privateFiles";

const ALL_PAGES = 0x7fffffff;

/** Writes a consistent copy of the database at `sourcePath` to `destPath` (never half a file). */
export async function backupSqlite(sourcePath: string, destPath: string): Promise<{ pages: number }> {
  if (!existsSync(sourcePath)) throw new Error(`There is no database at ${sourcePath}.`);
  const partial = `${destPath}.partial`;
  rmSync(partial, { force: true });
  // Owner-only, like the database it copies (SQLite keeps the mode of a file it opens).
  ensurePrivateFile(partial);
  const source = new SQLite(sourcePath, { fileMustExist: true });
  try {
    source.pragma("busy_timeout = 5000");
    const progress = await source.backup(partial, { progress: () => ALL_PAGES });
    renameSync(partial, destPath);
    return { pages: progress.totalPages };
  } finally {
    source.close();
  }
}

/** What `PRAGMA integrity_check` finds wrong (empty when the file is sound), and whether it is ours. */
export function inspectSqlite(path: string): { problems: string[]; isPlanningPoker: boolean } {
  const db = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma("integrity_check") as { integrity_check: string }[];
    const problems = rows.map((r) => r.integrity_check).filter((r) => r !== "ok");
    const tables = db.prepare("select name from sqlite_master where type = 'table' and name in ('kysely_migration', 'mutation_records')").all();
    return { problems, isPlanningPoker: tables.length === 2 };
  } finally {
    db.close();
  }
}
