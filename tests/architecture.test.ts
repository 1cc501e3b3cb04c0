// ARCHITECTURE.md stays true: the tree names every folder that exists (below any folder whose
// children it lists), every folder it names exists, and every file the page cites exists.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const page = readFileSync(join(repoRoot, "ARCHITECTURE.md"), "utf8");

/** The folders of the ```text tree, as repo-relative paths ("src/server/live"). */
function treeFolders(markdown: string): string[] {
  const tree = /```text\n([\s\S]*?)```/.exec(markdown)?.[1];
  if (!tree) throw new Error("ARCHITECTURE.md has no ```text tree");
  const parents: string[] = [];
  const folders: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^((?:[│ ] {3})*)(?:[├└]── )?(\S.*)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4 + (/[├└]── /.test(line) ? 1 : 0);
    const names = match[2]!.split(/\s{2,}/).filter((word) => /^[\w.-]+\/$/.test(word));
    if (names.length === 0) continue;
    for (const name of names) {
      const path = [...parents.slice(0, depth), name.slice(0, -1)].join("/");
      folders.push(path);
      if (names.length === 1) parents[depth] = name.slice(0, -1);
    }
    parents.length = depth + 1;
  }
  return folders;
}

const folders = treeFolders(page);
const subfolders = (path: string) =>
  readdirSync(join(repoRoot, path)).filter((name) => statSync(join(repoRoot, path, name)).isDirectory());

describe("ARCHITECTURE.md", () => {
  it("reads the tree", () => {
    expect(folders).toEqual(expect.arrayContaining(["src/server/live", "src/server/features/voting", "src/plugins/jira/server", "src/client/sync", "tests"]));
  });

  it("names only folders that exist", () => {
    expect(folders.filter((path) => !existsSync(join(repoRoot, path)))).toEqual([]);
  });

  it("names every folder beside the ones it lists", () => {
    const listed = new Set(folders);
    const expanded = folders.filter((path) => folders.some((other) => other.startsWith(`${path}/`)));
    const missing = expanded.flatMap((path) => subfolders(path).map((name) => `${path}/${name}`)).filter((path) => !listed.has(path));
    expect(missing).toEqual([]);
  });

  it("cites only files that exist", () => {
    const cited = [...page.matchAll(/`((?:src|tests|bench)\/[\w./-]+\.[a-z]+)`/g)].map((match) => match[1]!);
    expect(cited.length).toBeGreaterThan(10);
    expect(cited.filter((path) => !existsSync(join(repoRoot, path)))).toEqual([]);
  });
});
