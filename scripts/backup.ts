// `npm run backup [-- FILE]`: a consistent copy of the SQLite database while the server runs
// (default BACKUP_DIR, else a folder beside DATA_DIR: DATA_DIR-backups/planning-poker-<time>.sqlite,
// so a lost volume does not take its backups with it), checked before it is reported. A restore
// needs the app secret too (it signs sessions and encrypts stored JIRA tokens): one generated into
// DATA_DIR is copied beside the backup (FILE.app-secret); one set as APP_SECRET is named as what
// to keep with it. With PostgreSQL it says which tool to use instead (README "Backups").
import { chmodSync, copyFileSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { ConfigError, loadConfig } from "../src/server/config";
import { ensurePrivateDir } from "../src/server/db/privateFiles";
import { backupSqlite, inspectSqlite } from "../src/server/ops/sqliteBackup";

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.database.engine === "postgres") {
    console.error('With PostgreSQL, back up with pg_dump: pg_dump --format=custom --file=planning-poker.dump "$DATABASE_URL"');
    return 2;
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  const folder = process.env.BACKUP_DIR ? resolve(process.env.BACKUP_DIR) : `${resolve(config.dataDir)}-backups`;
  const dest = resolve(process.argv[2] ?? join(folder, `planning-poker-${stamp}.sqlite`));
  ensurePrivateDir(dirname(dest));
  const { pages } = await backupSqlite(config.database.path, dest);
  const { problems } = inspectSqlite(dest);
  if (problems.length > 0) {
    console.error(`The backup at ${dest} failed its integrity check:\n  ${problems.slice(0, 10).join("\n  ")}`);
    return 1;
  }
  console.log(`Backup written to ${dest} (${pages} pages, integrity check ok).`);
  const secret = join(config.dataDir, "app-secret");
  if (process.env.APP_SECRET) {
    console.log("The app secret is APP_SECRET: keep it with this backup, a restored database needs the same one (sessions, stored JIRA tokens).");
  } else if (existsSync(secret)) {
    copyFileSync(secret, `${dest}.app-secret`);
    chmodSync(`${dest}.app-secret`, 0o600);
    console.log(`The app secret is copied to ${dest}.app-secret: keep both together (npm run restore puts it back).`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? `Backup failed: ${error.message}` : error);
    process.exit(1);
  },
);
