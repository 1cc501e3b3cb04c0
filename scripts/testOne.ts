// `npm run test:one -- FILE [FILE...] [-- vitest/playwright options]`: runs the given test files
// where they belong. An integration file (*.int.test.ts) runs on SQLite and on PostgreSQL (the
// `pg` project starts its own throw-away cluster, or uses TEST_DATABASE_URL); a unit file in its
// unit project; a browser spec (tests/e2e/*.spec.ts) in Playwright against a fresh build.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./ensure-chromium";

process.chdir(fileURLToPath(new URL("..", import.meta.url)));

const USAGE = "usage: npm run test:one -- FILE [FILE...] [-- extra runner options]";

type Runner = "integration" | "unit" | "unit-dom" | "browser";

function runnerOf(file: string): Runner {
  if (file.endsWith(".int.test.ts")) return "integration";
  if (file.endsWith(".test.tsx")) return "unit-dom";
  if (file.endsWith(".test.ts")) return "unit";
  if (file.endsWith(".spec.ts")) return "browser";
  throw new Error(`${file} is not a test file (*.test.ts, *.test.tsx, *.int.test.ts or tests/e2e/*.spec.ts)`);
}

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: [resolve("node_modules/.bin"), process.env.PATH].filter(Boolean).join(delimiter),
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
};

function run(command: string, args: string[]): number {
  console.log(`\n=== ${command} ${args.join(" ")}`);
  return spawnSync(command, args, { stdio: "inherit", env }).status ?? 1;
}

function main(argv: string[]): number {
  const split = argv.indexOf("--");
  const files = (split === -1 ? argv : argv.slice(0, split)).map((file) => relative(".", resolve(file)));
  const extra = split === -1 ? [] : argv.slice(split + 1);
  if (files.length === 0 || files.some((file) => file === "-h" || file === "--help")) {
    console.log(USAGE);
    return files.length === 0 ? 2 : 0;
  }
  const byRunner = new Map<Runner, string[]>();
  for (const file of files) {
    if (!existsSync(file)) throw new Error(`${file}: no such file`);
    const runner = runnerOf(file);
    byRunner.set(runner, [...(byRunner.get(runner) ?? []), file]);
  }
  let failed = 0;
  const vitest = (projects: string[], group: string[]) =>
    run("vitest", ["run", ...projects.flatMap((project) => ["--project", project]), ...extra, ...group]);
  for (const [runner, group] of byRunner) {
    if (runner === "integration") failed += vitest(["sqlite*", "pg*"], group) === 0 ? 0 : 1;
    else if (runner === "browser") {
      env.CHROME_PATH = ensureChromium(env);
      failed += run("vite", ["build", "--logLevel", "warn"]) === 0 ? 0 : 1;
      if (failed === 0) failed += run("playwright", ["test", ...extra, ...group]) === 0 ? 0 : 1;
    } else failed += vitest([runner], group) === 0 ? 0 : 1;
  }
  return failed === 0 ? 0 : 1;
}

try {
  process.exit(main(process.argv.slice(2)));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
