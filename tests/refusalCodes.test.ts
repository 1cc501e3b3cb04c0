// Every refusal the server sends has a code the browser can say in the person's language
// (src/shared/messageCodes.ts): a FunctionError says a sentence of the shared catalogue, never
// words of its own written at the throw.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "src");

/** The server's and the plugins' source files (tests and fakes aside). */
function serverSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "test" || name === "client" ? [] : serverSources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

describe("the server's refusals", () => {
  it("come from the shared catalogue: no FunctionError is thrown with a sentence written at the throw", () => {
    const literal = /new FunctionError\(\s*["'`]/;
    const files = [...serverSources(join(ROOT, "server")), ...serverSources(join(ROOT, "plugins"))];
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => literal.test(readFileSync(file, "utf8")))).toEqual([]);
  });
});
