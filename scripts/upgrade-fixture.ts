// `npm run upgrade:fixture`: plays tests/upgrade/fixtureScenario.ts on this code, on SQLite and on a
// throw-away PostgreSQL cluster, and keeps both databases and what the scenario's people read of
// them in tests/upgrade/fixtures/<name>/ (default: the current fixture's name). Run it on the code
// BEFORE a migration that moves data, then commit the folder: the upgrade test opens it after.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { startFakeJira } from "../src/plugins/jira/test/fakeJira";
import { startThrowawayCluster } from "../tests/support/postgres";
import { startTestServer, type Engine } from "../tests/support/testServer";
import { CURRENT_FIXTURE, FIXTURE_ENV, FIXTURES_DIR, observedFile, POSTGRES_FILE, SQLITE_FILE, type Observed } from "../tests/upgrade/fixtureFiles";
import { playScenario, readScenario } from "../tests/upgrade/fixtureScenario";

async function write(engine: Engine, dir: string): Promise<void> {
  const fake = await startFakeJira();
  const server = await startTestServer({ engine, env: { ...FIXTURE_ENV, JIRA_BASE_URL: fake.baseUrlTemplate } });
  try {
    const codes = await playScenario(server);
    const result: Observed = { codes, observed: await readScenario(server, codes) };
    writeFileSync(join(dir, observedFile(engine)), JSON.stringify(result, null, 2) + "\n");
    await server.app.close();
    if (engine === "sqlite") {
      const file = join(server.database.sqliteDir!, SQLITE_FILE);
      if (existsSync(`${file}-wal`)) throw new Error("the SQLite database still has a write-ahead log after closing");
      copyFileSync(file, join(dir, SQLITE_FILE));
      const copy = new Database(join(dir, SQLITE_FILE));
      copy.exec("VACUUM");
      copy.close();
    } else {
      // psql's meta-commands (\restrict) are left out: the test runs the dump through the pg driver.
      const dump = execFileSync("pg_dump", ["--inserts", "--no-owner", "--no-privileges", "--format=plain", server.database.postgresUrl!], { encoding: "utf8" });
      writeFileSync(join(dir, POSTGRES_FILE), dump.split("\n").filter((line) => !line.startsWith("\\")).join("\n"));
    }
    console.log(`${engine}: ${codes.length} rooms, ${Object.keys(result.observed).length} readings`);
  } finally {
    await server.close();
    await fake.close();
  }
}

const name = process.argv[2] ?? CURRENT_FIXTURE;
const dir = join(FIXTURES_DIR, name);
mkdirSync(dir, { recursive: true });
await write("sqlite", dir);
const cluster = await startThrowawayCluster();
process.env.TEST_DATABASE_URL = cluster.url;
try {
  await write("postgres", dir);
} finally {
  await cluster.stop();
}
console.log(`written to ${dir}`);
