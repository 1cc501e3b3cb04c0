// The web benchmark (issue 17): builds the client, starts the server with a seeded room of 10
// participants, and runs Lighthouse 12 (mobile and desktop) against the landing page, sign-in,
// the dashboard and the room in Debian's Chromium. Prints the four scores, LCP, TBT, CLS and the
// JavaScript bytes per page beside the targets. Every run is a cold visit: cache, service worker
// and Cache Storage are cleared first (signed-in pages keep only the stored session).
//   npm run bench:web                                 everything (4 pages x 2 form factors)
//   npm run bench:web -- --page landing --form mobile --skip-build
//   npm run bench:web -- --page room --form mobile --save /tmp/lh    also writes each report's JSON there
//   npm run bench:web -- --page dashboard --form mobile --runs 3      each page 3 times, then the median
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "@playwright/test";
import lighthouse, { desktopConfig } from "lighthouse";
import { ROUTE_BUDGETS } from "../scripts/build/bundleBudget";
import { callOk, signUpWithPassword } from "../tests/support/functionCalls";
import { freePort } from "../tests/support/freePort";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--no-sandbox", "--disable-gpu", "--headless=new", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const PASSWORD = "bench password 42";
const ROOM_SIZE = 10;

const argv = process.argv.slice(2);
const option = (name: string) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : undefined);
const PAGES = (option("page") ?? "landing,sign-in,dashboard,room").split(",");
const FORMS = (option("form") ?? "mobile,desktop").split(",") as ("mobile" | "desktop")[];
/** A folder for the full Lighthouse reports (main-thread breakdown, bootup time per script...). */
const SAVE_DIR = option("save");
/** Runs per page and form factor; with more than one, each run's row and then their median. */
const RUNS = Number(option("runs") ?? 1);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs ${option("runs")}: a whole number of at least 1`);

/** Targets from issue 17: mobile performance, accessibility, CLS and the room's TBT. */
const TARGET = { performance: { room: 90, other: 95 }, accessibility: 100, cls: 0.02, roomTbtMs: 200 };

type Tokens = Awaited<ReturnType<typeof signUpWithPassword>>;

async function signUp(base: string, name: string, index: number): Promise<Tokens> {
  return signUpWithPassword(base, { name, email: `bench-${index}-${Date.now().toString(36)}@example.com`, password: PASSWORD });
}

/** The host and 9 others in one room; half of them have voted. */
async function seedRoom(base: string): Promise<{ host: Tokens; code: string }> {
  const host = await signUp(base, "Bench Host", 0);
  const { code } = await callOk(base, "mutation", "rooms.createRoom", { name: "Sprint 42", sessionId: "bench-host", isPermanent: false }, host.token);
  await callOk(base, "mutation", "rooms.joinRoom", { code, sessionId: "bench-host" }, host.token);
  for (let i = 1; i < ROOM_SIZE; i++) {
    const person = await signUp(base, `Participant ${i}`, i);
    const { roomId, participantId } = await callOk(base, "mutation", "rooms.joinRoom", { code, sessionId: `bench-${i}` }, person.token);
    if (i % 2 === 0) await callOk(base, "mutation", "voting.submitVote", { roomId, participantId, value: "5" }, person.token);
  }
  return { host, code };
}

async function waitForHealth(base: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not become healthy in 60 s");
}

/** A cold visit: no HTTP cache, service worker or Cache Storage; the session only when asked. */
async function prepare(context: BrowserContext, base: string, session: Tokens | null): Promise<void> {
  const page = await context.newPage();
  // An API answer, not an app page: an app page would register the service worker, which could
  // finish installing (and precache every asset) after the clearing below.
  await page.goto(`${base}/api/health`);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await cdp.send("Storage.clearDataForOrigin", { origin: base, storageTypes: "service_workers,cache_storage,local_storage,indexeddb" });
  if (session) {
    await page.evaluate(({ token, refreshToken }) => {
      localStorage.setItem("pp-auth-token", token);
      localStorage.setItem("pp-auth-refresh-token", refreshToken);
    }, session);
  }
  await page.close();
}

interface Row {
  page: string;
  form: string;
  /** Which run this row is (with --runs above 1); "median" for their median. */
  run?: number | "median";
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
}

interface Measurement {
  name: string;
  form: "mobile" | "desktop";
  url: string;
  prepareVisit: () => Promise<void>;
  port: number;
  run: number;
}

/** One Lighthouse run of one page (retried when Chromium failed to load it). */
async function measure({ name, form, url, prepareVisit, port, run }: Measurement): Promise<Row> {
  let result: Awaited<ReturnType<typeof lighthouse>> = undefined;
  // A run Chromium failed to load (no paint, a protocol timeout) scores 0: run it again.
  for (let attempt = 1; attempt <= 3; attempt++) {
    await prepareVisit();
    result = await lighthouse(url, { port, output: "json", logLevel: "error", disableStorageReset: true }, form === "desktop" ? desktopConfig : undefined);
    if (result && !result.lhr.runtimeError && result.lhr.categories.performance?.score != null) break;
    console.log(`retry: ${name} (${form}) failed to load${result?.lhr.runtimeError ? `: ${result.lhr.runtimeError.message}` : ""}`);
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${name} (${form})`);
  if (SAVE_DIR) {
    mkdirSync(SAVE_DIR, { recursive: true });
    writeFileSync(join(SAVE_DIR, `${name}-${form}${RUNS > 1 ? `-${run}` : ""}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const summary = (audits["resource-summary"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return {
    page: name,
    form,
    ...(RUNS > 1 ? { run } : {}),
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((categories["best-practices"]?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    jsBytes: summary.find((item) => item.resourceType === "script")?.transferSize ?? NaN,
  };
}

async function main(): Promise<void> {
  if (!argv.includes("--skip-build")) execFileSync("npx", ["vite", "build"], { stdio: "inherit" });

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "planning-poker-bench-web-"));
  const { DATABASE_URL: _db, ...env } = process.env;
  const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: base, DATA_DIR: dataDir, RATE_LIMITS: "off", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const debuggingPort = await freePort();
  const userDataDir = mkdtempSync(join(tmpdir(), "planning-poker-bench-chrome-"));
  let context: BrowserContext | null = null;
  try {
    await waitForHealth(base);
    const { host, code } = await seedRoom(base);
    const pages: Record<string, { path: string; session: Tokens | null }> = {
      landing: { path: "/", session: null },
      "sign-in": { path: "/signin", session: null },
      dashboard: { path: "/", session: host },
      room: { path: `/room/${code}`, session: host },
    };
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROME_PATH,
      headless: true,
      args: [...CHROME_FLAGS, `--remote-debugging-port=${debuggingPort}`],
    });

    const rows: Row[] = [];
    for (const name of PAGES) {
      const target = pages[name];
      if (!target) throw new Error(`--page ${name}: one of ${Object.keys(pages).join(", ")}`);
      for (const form of FORMS) {
        const runs: Row[] = [];
        for (let run = 1; run <= RUNS; run++) {
          runs.push(await measure({ name, form, url: `${base}${target.path}`, prepareVisit: () => prepare(context!, base, target.session), port: debuggingPort, run }));
          console.log(`done: ${name} (${form})${RUNS > 1 ? ` run ${run} of ${RUNS}` : ""}`);
        }
        if (RUNS > 1) rows.push(...runs, medianRow(runs));
        else rows.push(...runs);
      }
    }
    printTable(rows);
  } finally {
    await context?.close();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Each figure's median over the runs. */
function medianRow(runs: Row[]): Row {
  const median = (pick: (row: Row) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  return {
    page: runs[0]!.page,
    form: runs[0]!.form,
    run: "median",
    performance: median((row) => row.performance),
    accessibility: median((row) => row.accessibility),
    bestPractices: median((row) => row.bestPractices),
    seo: median((row) => row.seo),
    lcpMs: median((row) => row.lcpMs),
    tbtMs: median((row) => row.tbtMs),
    cls: median((row) => row.cls),
    jsBytes: median((row) => row.jsBytes),
  };
}

function printTable(rows: Row[]): void {
  const budgetKb = (page: string) => (ROUTE_BUDGETS.find((route) => route.name === page)?.budgetBytes ?? 0) / 1024;
  const mark = (ok: boolean) => (ok ? " " : "!");
  console.log("\npage           form     perf  a11y  best  seo   LCP ms  TBT ms  CLS     JS KiB (budget, gzip)");
  for (const row of rows) {
    const perfTarget = row.page === "room" ? TARGET.performance.room : TARGET.performance.other;
    const mobile = row.form === "mobile";
    console.log(
      [
        (row.run === undefined ? row.page : `${row.page} ${row.run === "median" ? "med" : `#${row.run}`}`).padEnd(14),
        row.form.padEnd(7),
        `${String(row.performance).padStart(4)}${mark(!mobile || row.performance >= perfTarget)}`,
        `${String(row.accessibility).padStart(4)}${mark(row.accessibility >= TARGET.accessibility)}`,
        String(row.bestPractices).padStart(5),
        String(row.seo).padStart(4),
        String(Math.round(row.lcpMs)).padStart(8),
        `${String(Math.round(row.tbtMs)).padStart(7)}${mark(row.page !== "room" || !mobile || row.tbtMs < TARGET.roomTbtMs)}`,
        `${row.cls.toFixed(3).padStart(6)}${mark(row.cls < TARGET.cls)}`,
        `${(row.jsBytes / 1024).toFixed(1).padStart(7)} (${budgetKb(row.page)})`,
      ].join(" "),
    );
  }
  console.log(`\nTargets (mobile): performance >= ${TARGET.performance.other} (room >= ${TARGET.performance.room}), accessibility ${TARGET.accessibility}, CLS < ${TARGET.cls}, room TBT < ${TARGET.roomTbtMs} ms; "!" marks a miss.`);
  console.log("JS KiB is what Lighthouse saw transferred (Brotli); the budget is gzip of the same files (npm run check:budget).");
}

await main();
