// Browser tests in Debian's Chromium (never a downloaded browser) against tests/e2e/server.ts.
import { execFileSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";

/** Written here and read by scripts/test.ts for the summary line. */
export const PLAYWRIGHT_JSON_REPORT = ".tmp/reports/playwright.json";

// The config is loaded by the runner and again by each worker: the first load picks a free port and
// leaves it in the environment, which the workers inherit, so everyone agrees on one base URL.
process.env.E2E_PORT ??= execFileSync(
  process.execPath,
  ["-e", "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"],
  { encoding: "utf8" },
).trim();
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/playwright",
  // A test sets up its own people and room (sign-ups, browsers, the room's first load) inside this.
  timeout: 60_000,
  // What a person waits for (a sign-up's argon2, a page's first load) takes longer than 5 s with two
  // workers on a busy 2-core machine; a passing expectation returns as soon as it holds.
  expect: { timeout: 10_000 },
  // Every test brings its own people and rooms (tests/e2e/helpers/people.ts), so any test may run
  // beside any other: the workers share the one server, which takes them.
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // One worker per core: each drives three browsers at once, and a third or fourth worker on two
  // cores saturated them (18.2 min instead of 15, and set-ups timing out). E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS) || Math.min(8, availableParallelism()),
  reporter: [["list"], ["json", { outputFile: PLAYWRIGHT_JSON_REPORT }]],
  use: {
    baseURL,
    headless: true,
    trace: "on-first-retry",
    // A service worker in every fresh context installs and fetches the app shell again: a fifth of
    // what a person's first room visit costs the browser. Its own spec file allows it.
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: {
    command: "node --import tsx tests/e2e/server.ts",
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
