// CONTRIBUTING's "no module-level mutable state in src/server or src/shared", checked through
// ESLint's own API on code that exists only here.
import { describe, expect, it } from "vitest";
import { lintProbe } from "./support/lintProbe";

const MESSAGE = "No module-level mutable state in src/server or src/shared";
const lint = lintProbe();

/** How many module-state reports `code` gets as if it lived at `filePath`. */
async function moduleStateReports(filePath: string, code: string): Promise<number> {
  return (await lint(filePath, code, "no-restricted-syntax")).filter((m) => m.message.startsWith(MESSAGE)).length;
}

describe("module-level mutable state is reported", () => {
  it.each([
    ["a counter", "let count = 0;\nexport function next() { return ++count; }\n"],
    ["an exported let", "export let current: string | null = null;\n"],
    ["a var", "var seen = 0;\nexport { seen };\n"],
    ["a cache map", "const cache = new Map<string, string>();\nexport { cache };\n"],
    ["an exported set", "export const seen = new Set<string>();\n"],
    ["a weak map", "const byObject = new WeakMap<object, number>();\nexport { byObject };\n"],
    ["a class instance", "class Recent { items: string[] = []; }\nconst recent = new Recent();\nexport { recent };\n"],
    ["an array literal", "export const queue: string[] = [];\n"],
    ["an object literal", "const state = { count: 0 };\nexport { state };\n"],
    ["an object literal with satisfies", "export const state = { count: 0 } satisfies Record<string, number>;\n"],
    ["an object literal cast to a type", "export const state = {} as Record<string, number>;\n"],
  ])("reports %s", async (_what, code) => {
    expect(await moduleStateReports("src/server/features/rooms/data/probe.ts", code)).toBe(1);
  });

  it("reports it in src/shared, nested server folders and plugins' server and shared parts", async () => {
    expect(await moduleStateReports("src/shared/probe.ts", "const memo = new Map<object, string>();\nexport { memo };\n")).toBe(1);
    expect(await moduleStateReports("src/server/live/deep/probe.ts", "let flushes = 0;\nexport const f = () => ++flushes;\n")).toBe(1);
    expect(await moduleStateReports("src/plugins/jira/server/probe.ts", "let calls = 0;\nexport const f = () => ++calls;\n")).toBe(1);
    expect(await moduleStateReports("src/plugins/jira/shared/probe.ts", "export const seen = new Set<string>();\n")).toBe(1);
  });
});

describe("constants and per-call state are allowed", () => {
  it.each([
    ["a frozen literal", "export const LIMITS = Object.freeze({ votes: 10 });\n"],
    ["an `as const` array", "export const DECK = [1, 2, 3] as const;\n"],
    ["a read-only typed map", "const RANK: ReadonlyMap<string, number> = new Map([[\"high\", 1]]);\nexport { RANK };\n"],
    ["a read-only typed set", "const CODES: ReadonlySet<string> = new Set([\"08000\"]);\nexport { CODES };\n"],
    ["a stateless regular expression", "const PATTERN = new RegExp(\"^[A-Z]+$\");\nexport { PATTERN };\n"],
    ["primitives and functions", "const MAX = 5;\nexport const name = \"x\";\nexport const twice = (n: number) => n * 2;\nexport { MAX };\n"],
    ["state inside functions and classes", "export function f() { let n = 0; const m = new Map(); m.set(1, ++n); return m; }\nexport class C { private readonly seen = new Set<string>(); }\n"],
  ])("allows %s", async (_what, code) => {
    expect(await moduleStateReports("src/server/features/rooms/data/probe.ts", code)).toBe(0);
  });

  it("leaves the client and tests alone", async () => {
    expect(await moduleStateReports("src/client/probe.ts", "let count = 0;\nexport const next = () => ++count;\n")).toBe(0);
    expect(await moduleStateReports("src/server/features/rooms/data/probe.test.ts", "let database: unknown;\nexport { database };\n")).toBe(0);
  });
});
