// `npm run restore -- FILE`: puts a backup made by `npm run backup` back as the SQLite
// database, with the server stopped, and the app secret saved beside it (FILE.app-secret) back as
// DATA_DIR/app-secret. What it replaces is kept beside it.
import { chmodSync, copyFileSync, existsSync, readFileSync, renameSync } from "node:fs";
import { join, resolve } from "node:path";
import { ConfigError, loadConfig } from "../src/server/config";
import { DataDirLockedError, lockDataDir } from "../src/server/db/dataDirLock";
import { PRIVATE_FILE_MODE } from "../src/server/db/privateFiles";
import { inspectSqlite } from "../src/server/ops/sqliteBackup";

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.database.engine === "postgres") {
    console.error('With PostgreSQL, restore with pg_restore: pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" planning-poker.dump');
    return 2;
  }
  if (!process.argv[2]) {
    console.error("usage: npm run restore -- BACKUP_FILE");
    return 2;
  }
  const source = resolve(process.argv[2]);
  if (!existsSync(source)) {
    console.error(`There is no backup at ${source}.`);
    return 2;
  }
  const { problems, isPlanningPoker } = inspectSqlite(source);
  if (problems.length > 0 || !isPlanningPoker) {
    console.error(`${source} is not a sound Planning Poker backup${problems.length > 0 ? `: ${problems.slice(0, 10).join("; ")}` : "."}`);
    return 1;
  }
  const target = config.database.path;
  // The server's own DATA_DIR lock: held while a server runs, and by us until the copy is in place.
  let lock;
  try {
    lock = lockDataDir(target);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`A server is running on ${config.dataDir}: stop it before restoring (it holds the database open).`);
    return 1;
  }
  try {
    replaceDatabase(source, target);
    restoreSecret(source, config.dataDir);
  } finally {
    lock.release();
  }
  console.log(`Restored ${source} to ${target}. Start the server again.`);
  return 0;
}

/** The secret the backed-up server used, so sessions and stored JIRA tokens stay readable. */
function restoreSecret(source: string, dataDir: string): void {
  const saved = `${source}.app-secret`;
  if (process.env.APP_SECRET) {
    console.log("The app secret is APP_SECRET: it must be the one the backed-up server used.");
    return;
  }
  if (!existsSync(saved)) {
    console.log(`No app secret beside the backup (${saved}): ${join(dataDir, "app-secret")} must be the one the backed-up server used, or stored JIRA tokens cannot be read.`);
    return;
  }
  const target = join(dataDir, "app-secret");
  if (existsSync(target) && readFileSync(target, "utf8") === readFileSync(saved, "utf8")) return;
  if (existsSync(target)) {
    const aside = `${target}.before-restore-${Date.now()}`;
    renameSync(target, aside);
    console.log(`The app secret it replaces is kept at ${aside}.`);
  }
  copyFileSync(saved, target);
  chmodSync(target, 0o600);
  console.log(`The app secret is restored from ${saved}.`);
}

function replaceDatabase(source: string, target: string): void {
  if (existsSync(target)) {
    // The database and its WAL belong together: both move aside, so nothing of it is lost.
    const aside = `${target}.before-restore-${Date.now()}`;
    for (const suffix of ["", "-wal", "-shm"]) if (existsSync(target + suffix)) renameSync(target + suffix, aside + suffix);
    console.log(`The database it replaces is kept at ${aside}.`);
  }
  copyFileSync(source, `${target}.restoring`);
  chmodSync(`${target}.restoring`, PRIVATE_FILE_MODE);
  renameSync(`${target}.restoring`, target);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? `Restore failed: ${error.message}` : error);
    process.exit(1);
  },
);
