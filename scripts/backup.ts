// `npm run backup [-- FILE]`: a consistent copy of the SQLite database while the server runs
// (default DATA_DIR/backups/planning-poker-<time>.sqlite), checked before it is reported.
// With PostgreSQL it says which tool to use instead (README "Backups").
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
  const dest = resolve(process.argv[2] ?? join(config.dataDir, "backups", `planning-poker-${stamp}.sqlite`));
  ensurePrivateDir(dirname(dest));
  const { pages } = await backupSqlite(config.database.path, dest);
  const { problems } = inspectSqlite(dest);
  if (problems.length > 0) {
    console.error(`The backup at ${dest} failed its integrity check:\n  ${problems.slice(0, 10).join("\n  ")}`);
    return 1;
  }
  console.log(`Backup written to ${dest} (${pages} pages, integrity check ok).`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? `Backup failed: ${error.message}` : error);
    process.exit(1);
  },
);
