// No import circles in src: two modules that import each other cannot be understood (or loaded)
// apart. The finder is checked on small trees written here, then run over the real one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { findImportCircles } from "./support/importCircles";

const srcRoot = fileURLToPath(new URL("../src", import.meta.url));

const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

/** A throw-away source tree: path -> content. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "import-circles-"));
  trees.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

describe("the import-circle finder", () => {
  it("reports two modules that import each other, across folders and through a re-export", () => {
    const root = tree({
      "auth/useUser.ts": 'import { useAuth } from "./Provider";\nexport const useUser = () => useAuth();\n',
      "auth/Provider.tsx": 'export { helper } from "../util/helper";\nexport const useAuth = () => 1;\n',
      "util/helper.ts": 'import { useUser } from "../auth/useUser.js";\nexport const helper = useUser;\n',
    });
    expect(findImportCircles(root)).toEqual([["auth/Provider.tsx", "auth/useUser.ts", "util/helper.ts"]]);
  });

  it("counts type-only imports and a folder's index", () => {
    const root = tree({
      "a.ts": 'import type { B } from "./b";\nexport type A = B[];\n',
      "b/index.ts": 'import { type A } from "../a";\nexport type B = { a: A };\n',
    });
    expect(findImportCircles(root)).toEqual([["a.ts", "b/index.ts"]]);
  });

  it("reports each knot once, and a module that imports itself", () => {
    const root = tree({
      "one.ts": 'import "./two";\n',
      "two.ts": 'import "./three";\n',
      "three.ts": 'import "./one";\nimport "./two";\n',
      "self.ts": 'import "./self";\n',
    });
    expect(findImportCircles(root).sort()).toEqual([["one.ts", "three.ts", "two.ts"], ["self.ts"]]);
  });

  it("passes a chain, packages and imports loaded on demand", () => {
    const root = tree({
      "a.ts": 'import { b } from "./b";\nimport { z } from "zod";\nexport const a = () => [b, z];\n',
      "b.ts": 'export const b = () => import("./a");\n',
    });
    expect(findImportCircles(root)).toEqual([]);
  });
});

describe("src", () => {
  // Parsing every file of src takes seconds on a busy 2-core machine: a generous limit, not a speed goal.
  it("has no import circles (client, shared and server)", { timeout: 60_000 }, () => {
    expect(findImportCircles(srcRoot)).toEqual([]);
  });
});
