// Boots the real server on a random loopback port against a fresh database: SQLite in a temp
// folder, or PostgreSQL (a new database on TEST_DATABASE_URL) when TEST_ENGINE=postgres.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startApp, type RunningApp, type StartOptions } from "../../src/server/app";
import { loadConfig, type Config } from "../../src/server/config";
import { testMigrations } from "./counterTable";
import { freePort } from "./freePort";
import { createTestDatabase } from "./postgres";

export type Engine = "sqlite" | "postgres";

export interface TestServerOptions extends StartOptions {
  engine?: Engine;
  /** Extra environment for loadConfig (e.g. GITHUB_CLIENT_ID, JIRA_BASE_URL). */
  env?: Record<string, string>;
  /** Reuse another test server's database (restarts, several instances). */
  database?: TestServer["database"];
}

export interface TestServer {
  app: RunningApp;
  url: string;
  wsUrl: string;
  config: Config;
  engine: Engine;
  database: { sqliteDir?: string; postgresUrl?: string };
  /** Stops the server but keeps its database, and starts it again on a new port. */
  restart(): Promise<TestServer>;
  /** Stops the server and throws its database away. */
  close(): Promise<void>;
}

export function testEngine(): Engine {
  return process.env.TEST_ENGINE === "postgres" ? "postgres" : "sqlite";
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const engine = options.engine ?? testEngine();
  let database = options.database;
  let dropDatabase = async () => {};
  if (!database) {
    if (engine === "postgres") {
      const base = process.env.TEST_DATABASE_URL;
      if (!base) throw new Error("TEST_ENGINE=postgres needs TEST_DATABASE_URL (npm test starts a throw-away cluster itself)");
      const created = await createTestDatabase(base);
      database = { postgresUrl: created.url };
      dropDatabase = created.drop;
    } else {
      const dir = mkdtempSync(join(tmpdir(), "planning-poker-test-"));
      database = { sqliteDir: dir };
      dropDatabase = async () => rmSync(dir, { recursive: true, force: true });
    }
  }
  const port = await freePort();
  const env: Record<string, string> = {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    // Tests sign up many users from one address; rate-limit tests switch them back on.
    RATE_LIMITS: "off",
    APP_SECRET: "test-secret-test-secret-test-secret-0123456789",
    DATA_DIR: database.sqliteDir ?? mkdtempSync(join(tmpdir(), "planning-poker-data-")),
    ...(database.postgresUrl ? { DATABASE_URL: database.postgresUrl } : {}),
    ...options.env,
  };
  const config = loadConfig(env);
  const app = await startApp(config, { webDir: null, extraMigrations: testMigrations, passwordHashing: "quick", ...options });
  const server: TestServer = {
    app,
    url: app.url,
    wsUrl: app.url.replace(/^http/, "ws") + "/api/sync",
    config,
    engine,
    database,
    /** The restarted server shares this one's database: close this one last to drop it. */
    async restart() {
      await app.close();
      return startTestServer({ ...options, engine, database });
    },
    async close() {
      await app.close();
      await dropDatabase();
    },
  };
  return server;
}
