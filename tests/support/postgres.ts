// Throw-away PostgreSQL for tests: one private cluster per test run, one empty database per test server.
// initdb refuses to run as root, so as root the cluster belongs to the `postgres` user (created if missing).
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import pg from "pg";
import { freePort } from "./freePort";

export interface ThrowawayCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: trust auth, loopback only. */
  url: string;
  /** Shuts the server down (fast: open connections are cut), keeping its data and port. */
  pause(): Promise<void>;
  /** Starts a paused server again, on the same port. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

const DIR_PREFIX = "planning-poker-pg-";
const OWNER_FILE = "owner.pid";

export class PostgresUnavailableError extends Error {}

/** The directory holding initdb and pg_ctl, or null when PostgreSQL's server binaries are not installed. */
export function findPostgresBinDir(): string | null {
  const candidates = (process.env.PATH ?? "").split(delimiter).filter(Boolean);
  // Debian installs the binaries outside PATH; prefer the newest major version.
  const debianRoot = "/usr/lib/postgresql";
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(debianRoot, v, "bin")));
  }
  for (const dir of candidates) {
    if (existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl"))) return dir;
  }
  return null;
}

export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const binDir = findPostgresBinDir();
  if (!binDir) {
    throw new PostgresUnavailableError(
      "PostgreSQL's initdb and pg_ctl were not found (looked on PATH and in /usr/lib/postgresql/*/bin).\n" +
        "Install the PostgreSQL server (Debian: apt-get install -y postgresql) or set TEST_DATABASE_URL\n" +
        "to a server where the user may CREATE DATABASE, e.g. postgres://postgres@127.0.0.1:5432/postgres",
    );
  }
  reapOrphanedClusters();

  const owner = clusterOwner();
  // As root, os.tmpdir() may point somewhere the postgres user cannot enter; /tmp is world-traversable.
  const dir = mkdtempSync(join(owner ? "/tmp" : tmpdir(), DIR_PREFIX));
  writeFileSync(join(dir, OWNER_FILE), String(process.pid));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  chmodSync(dir, 0o700);
  const dataDir = join(dir, "data");
  const logFile = join(dir, "postgres.log");

  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  try {
    await run(binDir, "initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync", "--no-instructions"], owner);
  } catch (error) {
    removeDir();
    throw error;
  }

  let lastError: unknown;
  // The free port can be taken between probing and binding; try a few.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const serverOptions = [
      `-p ${port}`,
      "-c listen_addresses=127.0.0.1",
      `-c unix_socket_directories=${dir}`,
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
      "-c max_connections=200",
    ].join(" ");
    try {
      await run(binDir, "pg_ctl", ["start", "-D", dataDir, "-l", logFile, "-w", "-t", "30", "-o", serverOptions], owner);
    } catch (error) {
      lastError = new Error(`${(error as Error).message}\n--- postgres.log ---\n${tail(logFile)}`);
      continue;
    }
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const pause = () => run(binDir, "pg_ctl", ["stop", "-D", dataDir, "-m", "fast", "-w", "-t", "30"], owner);
    const resume = async () => {
      await run(binDir, "pg_ctl", ["start", "-D", dataDir, "-l", logFile, "-w", "-t", "30", "-o", serverOptions], owner);
      await waitForConnection(url);
    };
    let stopped: Promise<void> | undefined;
    const stop = () =>
      (stopped ??= run(binDir, "pg_ctl", ["stop", "-D", dataDir, "-m", "fast", "-w", "-t", "30"], owner)
        .catch((error: Error) => console.error(`Could not stop the throw-away PostgreSQL cluster in ${dir}: ${error.message}`))
        .finally(removeDir));
    try {
      await waitForConnection(url);
    } catch (error) {
      await stop();
      throw error;
    }
    return { url, pause, resume, stop };
  }
  removeDir();
  throw lastError;
}

/** A new, empty database on the server at baseUrl (any database the user can connect to). */
export async function createTestDatabase(baseUrl: string): Promise<TestDatabase> {
  const name = `pp_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await withClient(baseUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  let dropped: Promise<void> | undefined;
  return {
    url: url.toString(),
    drop: () => (dropped ??= withClient(baseUrl, (client) => dropWhenIdle(client, name))),
  };
}

/**
 * A closed pool ends its connections without waiting for them to go, so their backends may
 * linger a moment: wait for them (briefly), so FORCE does not kill a connection the server under
 * test still holds and turn a clean shutdown into "terminating connection due to administrator command".
 */
async function dropWhenIdle(client: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
    if (rows[0]!.n === 0 || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function waitForConnection(url: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await withClient(url, (client) => client.query("SELECT 1"));
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`The throw-away PostgreSQL cluster did not accept connections: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

interface Owner {
  uid: number;
  gid: number;
}

/** Who runs the cluster: the postgres user when we are root (initdb refuses root), else ourselves (null). */
function clusterOwner(): Owner | null {
  if (process.getuid?.() !== 0) return null;
  const ids = () => ({
    uid: Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim()),
    gid: Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim()),
  });
  try {
    return ids();
  } catch {
    try {
      execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "--home-dir", "/nonexistent", "--shell", "/usr/sbin/nologin", "postgres"], { stdio: "pipe" });
    } catch (error) {
      throw new PostgresUnavailableError(
        `initdb refuses to run as root and the user "postgres" does not exist; creating it failed: ${(error as Error).message}\n` +
          "Create it (useradd --system --user-group postgres) or set TEST_DATABASE_URL.",
      );
    }
    return ids();
  }
}

function run(binDir: string, command: string, args: string[], owner: Owner | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(binDir, command), args, {
      cwd: owner ? "/" : undefined,
      env: { ...process.env, LC_ALL: "C", ...(owner ? { HOME: "/tmp", USER: "postgres", LOGNAME: "postgres" } : {}) },
      stdio: ["ignore", "pipe", "pipe"],
      ...(owner ?? {}),
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", (error) => reject(new Error(`Could not run ${command}: ${error.message}`)));
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args[0] ?? ""} failed (${signal ?? `exit code ${code}`}):\n${output.trim()}`));
    });
  });
}

function tail(file: string): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-20).join("\n");
  } catch {
    return "(no log)";
  }
}

/** Clusters whose test run was killed outright (SIGKILL) are stopped and removed by the next run. */
function reapOrphanedClusters(): void {
  for (const base of new Set(["/tmp", tmpdir()])) {
    let entries: string[];
    try {
      entries = readdirSync(base).filter((name) => name.startsWith(DIR_PREFIX));
    } catch {
      continue;
    }
    for (const name of entries) {
      const dir = join(base, name);
      const ownerPid = Number.parseInt(readFileSafe(join(dir, OWNER_FILE)), 10);
      if (!Number.isInteger(ownerPid) || isAlive(ownerPid)) continue;
      const postmasterPid = Number.parseInt(readFileSafe(join(dir, "data", "postmaster.pid")).split("\n")[0] ?? "", 10);
      if (Number.isInteger(postmasterPid) && isAlive(postmasterPid)) {
        try {
          process.kill(postmasterPid, "SIGQUIT"); // immediate shutdown: the data is thrown away anyway
        } catch {
          continue;
        }
      }
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

function readFileSafe(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
