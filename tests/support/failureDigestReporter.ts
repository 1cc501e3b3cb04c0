// A vitest reporter that writes the run's failures and unhandled errors, briefly, to a text
// file. `npm test` prints it again just before its last line: a CI log that keeps only its
// tail still shows what failed and why, not just "1 error".
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { Reporter, SerializedError, TestModule } from "vitest/node";

/** Read by scripts/test.ts. */
export const FAILURE_DIGEST_FILE = ".tmp/reports/vitest-failures.txt";
const MAX_LINES_PER_ERROR = 14;

export default class FailureDigestReporter implements Reporter {

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const entries: string[] = [];
    for (const module of testModules) {
      const project = module.project.name;
      for (const error of module.errors()) entries.push(`[${project}] ${module.moduleId} (while loading)\n${describe(error)}`);
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state !== "failed") continue;
        entries.push(`[${project}] ${test.fullName}\n${result.errors.map(describe).join("\n")}`);
      }
    }
    for (const error of unhandledErrors) entries.push(`Unhandled error${origin(error)}\n${describe(error)}`);
    mkdirSync(dirname(FAILURE_DIGEST_FILE), { recursive: true });
    writeFileSync(FAILURE_DIGEST_FILE, entries.join("\n\n"));
  }
}

function origin(error: SerializedError): string {
  const file = (error as { VITEST_TEST_PATH?: string }).VITEST_TEST_PATH;
  return file ? ` while ${file} ran` : "";
}

function describe(error: SerializedError): string {
  const text = error.stack || `${error.name ?? "Error"}: ${error.message}`;
  const cause = (error as { cause?: SerializedError }).cause;
  // The test runner's own frames say nothing about the failure.
  const lines = text
    .split("\n")
    .filter((line) => !/node_modules\/@?vitest|node:internal|new Promise \(<anonymous>\)/.test(line))
    .slice(0, MAX_LINES_PER_ERROR);
  if (cause) lines.push(`  cause: ${cause.stack?.split("\n").slice(0, 4).join("\n    ") ?? cause.message}`);
  return lines.map((line) => `  ${line}`).join("\n");
}
