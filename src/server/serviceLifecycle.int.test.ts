// The server as a service: SIGTERM through `npm start` reaches it and stops it gracefully (no
// orphaned node process), a second server on one SQLite DATA_DIR refuses to start, a server
// killed with -9 leaves no lock behind, and /livez and /readyz answer.
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/postgres";
import { startTestServer, testEngine, type TestServer } from "../../tests/support/testServer";

const ROOT = join(import.meta.dirname, "../..");
const started: ChildProcess[] = [];
const orphans: number[] = [];
const dirs: string[] = [];
const databases: TestDatabase[] = [];

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
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

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "planning-poker-service-"));
  dirs.push(dir);
  return dir;
}

/** The environment of a server we start as a separate process, on this run's database engine. */
async function serverEnv(port: number, dataDir: string): Promise<NodeJS.ProcessEnv> {
  const { DATABASE_URL: _url, APP_SECRET: _secret, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = { ...inherited, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", RATE_LIMITS: "off" };
  if (testEngine() === "postgres") {
    const database = await createTestDatabase(process.env.TEST_DATABASE_URL!);
    databases.push(database);
    Object.assign(env, { DATABASE_URL: database.url, APP_SECRET: "test-secret-test-secret-test-secret-0123456789" });
  }
  return env;
}

interface Spawned {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

function spawnServer(command: string, args: string[], env: NodeJS.ProcessEnv): Spawned {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  started.push(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves once the server says it runs; rejects if the process ends first. */
async function running(server: Spawned, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes("Planning Poker is running at")) {
    if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every node process below pid (npm runs scripts through sh, which may or may not exec node). */
function nodeDescendants(pid: number): number[] {
  const found: number[] = [];
  const rows = execFileSync("ps", ["-e", "-o", "pid=,ppid=,comm="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/));
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

async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
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
  it("npm start builds, serves, and on SIGTERM to npm the server finishes its work and exits: no node process is left", async () => {
    const port = await freePort();
    const server = spawnServer("npm", ["start"], await serverEnv(port, tempDir()));
    await running(server, 150_000);
    const nodes = nodeDescendants(server.child.pid!);
    orphans.push(...nodes);
    expect(nodes).toHaveLength(1);
    expect((await fetch(`http://127.0.0.1:${port}/livez`)).status).toBe(200);

    server.child.kill("SIGTERM");
    const code = await server.exited;
    expect(await waitUntil(() => !isAlive(nodes[0]!), 25_000)).toBe(true);
    expect(server.output()).toContain("SIGTERM received: finishing in-flight work and closing connections...");
    expect(server.output()).toContain("Planning Poker stopped.");
    expect(code).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/livez`)).rejects.toThrow();
  }, 180_000);

  it("npm run serve passes SIGTERM on to the server as well", async () => {
    const port = await freePort();
    const server = spawnServer("npm", ["run", "serve"], await serverEnv(port, tempDir()));
    await running(server, 60_000);
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
    const port = await freePort();
    const second = spawnServer("node", ["--import", "tsx", "src/server/main.ts"], await serverEnv(port, first.database.sqliteDir!));
    const code = await Promise.race([second.exited, running(second, 60_000).then(() => "started")]);
    expect(code).toBe(1);
    expect(second.output()).toContain(`Another Planning Poker server is already running on the data folder ${first.database.sqliteDir}.`);
    expect(second.output()).toContain("several instances need PostgreSQL");
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
  }, 90_000);

  it("a server killed with -9 leaves no lock behind: the next one starts on its DATA_DIR", async () => {
    const dataDir = tempDir();
    const crashed = spawnServer("node", ["--import", "tsx", "src/server/main.ts"], await serverEnv(await freePort(), dataDir));
    await running(crashed, 60_000);
    crashed.child.kill("SIGKILL");
    await crashed.exited;
    const next = await startTestServer({ database: { sqliteDir: dataDir } });
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
