// Lint rules checked through ESLint's own API on code that exists only in a test (tests/lint-*.test.ts).
import { fileURLToPath } from "node:url";
import { ESLint, type Linter } from "eslint";
import { beforeAll, expect } from "vitest";

/** Lints `code` as if it lived at `filePath` (no parse errors allowed) and gives `ruleId`'s messages. */
export type LintProbe = (filePath: string, code: string, ruleId: string) => Promise<Linter.LintMessage[]>;

/** Call at a test file's top level: ESLint is set up once, before the file's tests. */
export function lintProbe(): LintProbe {
  const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
  let eslint: ESLint;
  // Loading the config and the TypeScript parser takes seconds on a busy machine: do it once, with room.
  beforeAll(async () => {
    eslint = new ESLint({ cwd: repoRoot });
    await eslint.lintText("export {};\n", { filePath: "src/shared/warmUp.ts" });
  }, 30_000);
  return async (filePath, code, ruleId) => {
    const [result] = await eslint.lintText(code, { filePath });
    expect(result?.messages.filter((m) => m.fatal)).toEqual([]);
    return (result?.messages ?? []).filter((m) => m.ruleId === ruleId);
  };
}
