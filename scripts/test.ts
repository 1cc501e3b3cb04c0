// `npm test`: lint, type check, every vitest project (unit, SQLite, PostgreSQL), then the browser tests.
// Stops at the first failing step and ends with one line: "N passed, N failed[, N skipped]".
//   npm test -- --skip-e2e    everything but the browser tests
//   npm test -- --only-unit   lint, type check and the unit projects (no database, no browser)
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { delimiter, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { findPostgresBinDir, startThrowawayCluster, type ThrowawayCluster } from "../tests/support/postgres";
import { FAILURE_DIGEST_FILE } from "../tests/support/failureDigestReporter";
import { ensureChromium } from "./ensure-chromium";

// Paths below are relative to the repository root, wherever this is started from.
process.chdir(fileURLToPath(new URL("..", import.meta.url)));

const USAGE = "usage: npm test [-- --skip-e2e | --only-unit]";
const REPORT_DIR = ".tmp/reports";
const VITEST_JSON = `${REPORT_DIR}/vitest.json`;
/** Must match PLAYWRIGHT_JSON_REPORT in playwright.config.ts. */
const PLAYWRIGHT_JSON = `${REPORT_DIR}/playwright.json`;

class StepFailed extends Error {
  constructor(
    readonly step: string,
    readonly exitCode: number,
  ) {
    super(`${step} failed`);
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 };
/** What failed in vitest, repeated at the end so the last lines of a log say why. */
let failureDigest = "";
/** The steps running now (lint and the type check run side by side). */
const running = new Set<ChildProcess>();
let interrupted: NodeJS.Signals | null = null;

function parseFlags(args: string[]): { skipE2e: boolean; onlyUnit: boolean } {
  const flags = { skipE2e: false, onlyUnit: false };
  for (const arg of args) {
    if (arg === "--skip-e2e") flags.skipE2e = true;
    else if (arg === "--only-unit") flags.onlyUnit = true;
    else if (arg === "--help" || arg === "-h") {
      console.log(USAGE);
      process.exit(0);
    } else {
      console.error(`Unknown option ${arg}\n${USAGE}`);
      process.exit(2);
    }
  }
  return flags;
}

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: [resolve("node_modules/.bin"), process.env.PATH].filter(Boolean).join(delimiter),
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
};

/**
 * Runs one command; throws StepFailed unless it exits 0. Its output is streamed, or with `buffered`
 * held and printed whole once it ends, so two steps side by side never mix their lines.
 */
function run(name: string, command: string, args: string[], { buffered = false } = {}): Promise<void> {
  if (interrupted) return Promise.reject(new StepFailed(name, 130));
  const header = `\n=== ${name}: ${command} ${args.join(" ")}`;
  if (!buffered) console.log(header);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: buffered ? ["inherit", "pipe", "pipe"] : "inherit", env });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    const flush = () => {
      if (!buffered) return;
      console.log(header);
      process.stdout.write(Buffer.concat(output));
    };
    running.add(child);
    child.on("error", (error) => {
      running.delete(child);
      flush();
      console.error(`Could not start ${command}: ${error.message}`);
      reject(new StepFailed(name, 127));
    });
    child.on("close", (code) => {
      running.delete(child);
      flush();
      if (code === 0 && !interrupted) resolvePromise();
      else reject(new StepFailed(name, interrupted ? 130 : code || 1));
    });
  });
}

/** Adds a JSON report's counts; returns how many failed (0 when there is no report). */
function countVitest(): number {
  const report = readJson(VITEST_JSON) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number } | null;
  if (existsSync(FAILURE_DIGEST_FILE)) failureDigest = readFileSync(FAILURE_DIGEST_FILE, "utf8");
  if (!report) return 0;
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
  return report.numFailedTests;
}

function countPlaywright(): number {
  const report = readJson(PLAYWRIGHT_JSON) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } | null;
  if (!report) return 0;
  counts.passed += report.stats.expected + report.stats.flaky;
  counts.failed += report.stats.unexpected;
  counts.skipped += report.stats.skipped;
  return report.stats.unexpected;
}

function readJson(file: string): unknown {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** A test step's results come from its report; a failure with no failed test to show (a crash, a lint error) counts as one. */
async function step(name: string, command: string, args: string[], count: () => number = () => 0, options: { buffered?: boolean } = {}): Promise<void> {
  try {
    await run(name, command, args, options);
  } catch (error) {
    if (count() === 0) counts.failed += 1;
    throw error;
  }
  count();
}

async function main(): Promise<number> {
  const { skipE2e, onlyUnit } = parseFlags(process.argv.slice(2));
  rmSync(REPORT_DIR, { recursive: true, force: true });
  mkdirSync(REPORT_DIR, { recursive: true });

  // PostgreSQL: the given server, else one throw-away cluster for the whole run, started while lint runs.
  let postgres: "given" | "none" | Promise<ThrowawayCluster> = "none";
  if (!onlyUnit) {
    if (process.env.TEST_DATABASE_URL) postgres = "given";
    else if (findPostgresBinDir()) {
      postgres = startThrowawayCluster();
      postgres.catch(() => undefined); // reported when awaited
    } else {
      console.warn(
        "\nWARNING: PostgreSQL is not installed (no initdb) and TEST_DATABASE_URL is unset: the integration tests run on SQLite only.\n" +
          "Install it (Debian: apt-get install -y postgresql) or set TEST_DATABASE_URL to run them on PostgreSQL too.",
      );
    }
  }
  const stopPostgres = async () => {
    if (typeof postgres === "object") {
      const pending = postgres;
      postgres = "none";
      await pending.then((cluster) => cluster.stop(), () => undefined);
    }
  };

  try {
    // Each is one thread: side by side they take the two cores instead of one after the other.
    // Both finish (so both report) before a failure of either stops the run.
    const checks = await Promise.allSettled([
      step("lint", "eslint", ["."], undefined, { buffered: true }),
      step("type check", "tsc", ["-p", "tsconfig.json", "--noEmit"], undefined, { buffered: true }),
    ]);
    for (const check of checks) if (check.status === "rejected") throw check.reason;

    const projects = onlyUnit ? ["unit", "unit-dom"] : postgres === "none" ? ["unit", "unit-dom", "sqlite*"] : [];
    if (typeof postgres === "object") {
      try {
        env.TEST_DATABASE_URL = (await postgres).url;
      } catch (error) {
        console.error(`\nCould not start the throw-away PostgreSQL cluster:\n${(error as Error).message}`);
        counts.failed += 1;
        throw new StepFailed("PostgreSQL", 1);
      }
    }
    await step(
      "vitest",
      "vitest",
      ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${VITEST_JSON}`, "--reporter=./tests/support/failureDigestReporter.ts", ...projects.flatMap((p) => ["--project", p])],
      countVitest,
    );
    await stopPostgres();

    if (!skipE2e && !onlyUnit) {
      console.log("\n=== Chromium");
      try {
        env.CHROME_PATH = ensureChromium(env);
        console.log(env.CHROME_PATH);
      } catch (error) {
        console.error((error as Error).message);
        counts.failed += 1;
        throw new StepFailed("Chromium", 1);
      }
      await step("build", "vite", ["build"]);
      await step("playwright", "playwright", ["test"], countPlaywright);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
    console.error(`\n${interrupted ? `Interrupted (${interrupted}) during ${error.step}` : `${error.step} failed`}: stopping here.`);
    return error.exitCode;
  } finally {
    await stopPostgres();
  }
}

function onSignal(signal: NodeJS.Signals): void {
  // Ctrl-C reaches the whole process group already; a SIGTERM for us alone is passed on.
  for (const child of running) {
    if (interrupted) child.kill("SIGKILL");
    else if (signal === "SIGTERM") child.kill("SIGTERM");
  }
  interrupted = signal;
}
process.on("SIGINT", onSignal);
process.on("SIGTERM", onSignal);

main().then(
  (code) => {
    if (failureDigest.trim()) console.log(`\n=== What failed in vitest (in full above)\n${failureDigest.split("\n").slice(0, 80).join("\n")}`);
    const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : "";
    console.log(`\n${counts.passed} passed, ${counts.failed} failed${skipped}`);
    process.exit(code);
  },
  (error: unknown) => {
    console.error(error);
    console.log(`\n${counts.passed} passed, ${counts.failed + 1} failed`);
    process.exit(1);
  },
);
