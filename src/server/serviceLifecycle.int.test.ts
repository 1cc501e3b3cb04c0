// The server as a service: SIGTERM through `npm start` reaches it and stops it gracefully (no
// orphaned node process), a second server on one SQLite DATA_DIR refuses to start, a server
// killed with -9 leaves no lock behind, and /livez and /readyz answer.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/postgres";
import { freePort, killServerProcesses, serverProcessEnv, serverRunning, spawnServer, spawnServerMain } from "../../tests/support/serverProcess";
import { startTestServer, testEngine, type TestServer } from "../../tests/support/testServer";

const orphans: number[] = [];
const dirs: string[] = [];
const databases: TestDatabase[] = [];

afterAll(async () => {
  killServerProcesses();
  for (const pid of orphans) if (isAlive(pid)) process.kill(pid, "SIGKILL");
  for (const database of databases) await database.drop().catch(() => {});
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A fresh database on this run's engine, for a server process of our own. */
async function freshDatabase(): Promise<TestServer["database"]> {
  if (testEngine() === "postgres") {
    const database = await createTestDatabase(process.env.TEST_DATABASE_URL!);
    databases.push(database);
    return { postgresUrl: database.url };
  }
  const dir = mkdtempSync(join(tmpdir(), "planning-poker-service-"));
  dirs.push(dir);
  return { sqliteDir: dir };
}

/** Every node process below pid (npm runs scripts through sh, which may or may not exec node). */
function nodeDescendants(pid: number): number[] {
  const rows = execFileSync("ps", ["-e", "-o", "pid=,ppid=,comm="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/));
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid, comm] of rows) {
      if (Number(ppid) !== parent) continue;
      if (comm === "node") found.push(Number(child));
      walk(Number(child));
    }
  };
  walk(pid);
  return found;
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

describe("SIGTERM through npm", () => {
  // The signal path does not depend on the engine: the build runs once, in the SQLite project.
  it.runIf(testEngine() === "sqlite")("npm start builds, serves, and on SIGTERM to npm the server finishes its work and exits: no node process is left", async () => {
    const server = spawnServer("npm", ["start"], serverProcessEnv(await freePort(), await freshDatabase()));
    await serverRunning(server, 150_000);
    const nodes = nodeDescendants(server.child.pid!);
    orphans.push(...nodes);
    expect(nodes).toHaveLength(1);
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);

    server.child.kill("SIGTERM");
    const code = await server.exited;
    expect(await waitUntil(() => !isAlive(nodes[0]!), 25_000)).toBe(true);
    expect(server.output()).toContain("SIGTERM received: finishing in-flight work and closing connections...");
    expect(server.output()).toContain("Planning Poker stopped.");
    expect(code).toBe(0);
    await expect(fetch(`${server.url}/livez`)).rejects.toThrow();
  }, 180_000);

  it("npm run serve passes SIGTERM on to the server as well", async () => {
    const server = spawnServer("npm", ["run", "serve"], serverProcessEnv(await freePort(), await freshDatabase()));
    await serverRunning(server);
    const nodes = nodeDescendants(server.child.pid!);
    orphans.push(...nodes);
    server.child.kill("SIGTERM");
    await server.exited;
    expect(await waitUntil(() => !isAlive(nodes[0]!), 25_000)).toBe(true);
    expect(server.output()).toContain("Planning Poker stopped.");
  }, 90_000);
});

describe.runIf(testEngine() === "sqlite")("one server per SQLite DATA_DIR", () => {
  let first: TestServer | undefined;
  afterAll(async () => first?.close());

  it("a second server on the same DATA_DIR refuses to start and says why; the first keeps serving", async () => {
    first = await startTestServer();
    const second = spawnServerMain(serverProcessEnv(await freePort(), first.database));
    const code = await Promise.race([second.exited, serverRunning(second).then(() => "started")]);
    expect(code).toBe(1);
    expect(second.output()).toContain(`Another Planning Poker server is already running on the data folder ${first.database.sqliteDir}.`);
    expect(second.output()).toContain("several instances need PostgreSQL");
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
  }, 90_000);

  it("a server killed with -9 leaves no lock behind: the next one starts on its DATA_DIR", async () => {
    const database = await freshDatabase();
    const crashed = spawnServerMain(serverProcessEnv(await freePort(), database));
    await serverRunning(crashed);
    crashed.child.kill("SIGKILL");
    await crashed.exited;
    const next = await startTestServer({ database });
    try {
      expect((await fetch(`${next.url}/readyz`)).status).toBe(200);
    } finally {
      await next.app.close();
    }
  }, 90_000);
});

describe("health endpoints", () => {
  it("/livez and /readyz answer 200 while the server runs and the database answers", async () => {
    const server = await startTestServer();
    try {
      const live = await fetch(`${server.url}/livez`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: "ok" });
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: "ready", database: testEngine() });
    } finally {
      await server.close();
    }
  });
});
