// The real server as a separate process (`node src/server/main.ts`, or through npm), for what an
// in-process test server cannot show: signals, kill -9, a second process on one DATA_DIR.
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import type { TestServer } from "./testServer";

export { freePort } from "./freePort";

export const REPO_ROOT = join(import.meta.dirname, "../..");
/** The secret startTestServer gives its servers, so tokens work across both kinds. */
const TEST_APP_SECRET = "test-secret-test-secret-test-secret-0123456789";

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  wsUrl: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  exited: Promise<number | null>;
}

/** Environment for a server process on a test server's database (its SQLite DATA_DIR or PostgreSQL URL). */
export function serverProcessEnv(port: number, database: TestServer["database"], extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, APP_SECRET: _secret, DATA_DIR: _dir, ...inherited } = process.env;
  return {
    ...inherited,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    RATE_LIMITS: "off",
    APP_SECRET: TEST_APP_SECRET,
    ...(database.postgresUrl ? { DATABASE_URL: database.postgresUrl } : { DATA_DIR: database.sqliteDir! }),
    ...extra,
  };
}

const children = new Set<ChildProcess>();

/** Starts `command args` in the repository; the env must carry PORT. */
export function spawnServer(command: string, args: string[], env: NodeJS.ProcessEnv): ServerProcess {
  const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  void exited.then(() => children.delete(child));
  const port = Number(env.PORT);
  return { child, port, url: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}/api/sync`, output: () => output, exited };
}

/** The server as `npm run serve` would start it, minus npm. */
export function spawnServerMain(env: NodeJS.ProcessEnv): ServerProcess {
  return spawnServer("node", ["--import", "tsx", "src/server/main.ts"], env);
}

/** Resolves once the server says it runs; rejects if the process ends first or it takes too long. */
export async function serverRunning(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes("Planning Poker is running at")) {
    if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Kills (-9) every server process still running; for afterAll. */
export function killServerProcesses(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}
