// Import circles in a source tree, read with TypeScript's own parser: every static import and
// re-export between the tree's files (type-only ones too: a circle of types is still two modules
// that cannot be understood apart). Dynamic import() is left out, since it loads on demand.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [resolve(path)] : [];
  });
}

/** The file a relative specifier names (extensionless, `.js` for `.ts`, or a folder's index). */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ""));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const targets: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const target = resolveSpecifier(file, specifier.text);
    if (target) targets.push(target);
  }
  return targets;
}

/**
 * Each circle as the files in it (relative to `root`, sorted), found as the strongly connected
 * components of the import graph (Tarjan), so a knot of many files is reported once.
 */
export function findImportCircles(root: string): string[][] {
  const files = new Set(sourceFiles(root));
  // Only edges inside the tree: a circle through files outside it is that tree's to report.
  const graph = new Map([...files].map((file) => [file, importsOf(file).filter((target) => files.has(target))]));
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];

  const visit = (file: string) => {
    index.set(file, index.size);
    lowLink.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) circles.push(component.map((f) => relative(root, f)).sort());
  };

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}
