// The JavaScript a cold visit to each page downloads, in gzip bytes, from Vite's build manifest
// (dist/client/.vite/manifest.json): the page's entries and every chunk they import statically.
// Budgets from issue 17; tests/e2e/bundle-budget.spec.ts (and `npm run check:budget`) fail a build over one.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Vite's manifest: one record per entry or shared chunk, keyed by source path or `_chunk.js`. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

export interface RouteBudget {
  name: string;
  /** A URL path of this page, for people and for the web benchmark. */
  path: string;
  /** Manifest keys the page loads: the app's entry, its page chunk, the sync client and signed-in parts for live pages. */
  entries: string[];
  /** Gzip bytes of JavaScript (1 KB = 1024 bytes, as Lighthouse and the browsers' tools count). */
  budgetBytes: number;
}

const APP = "index.html";
const KB = 1024;
const SYNC_CLIENT = "src/client/lib/appClient.ts";
/** What every signed-in page adds: the header's account controls and the reconnecting notice. */
const SIGNED_IN = ["src/client/components/account/SignedInControls.tsx", "src/client/components/ConnectionBanner.tsx"];

export const ROUTE_BUDGETS: RouteBudget[] = [
  { name: "landing", path: "/", entries: [APP, "src/client/pages/Landing.tsx"], budgetBytes: 90 * KB },
  { name: "sign-in", path: "/signin", entries: [APP, "src/client/pages/SignIn.tsx"], budgetBytes: 90 * KB },
  { name: "dashboard", path: "/", entries: [APP, SYNC_CLIENT, ...SIGNED_IN, "src/client/pages/Dashboard.tsx"], budgetBytes: 120 * KB },
  { name: "room", path: "/room/:code", entries: [APP, SYNC_CLIENT, ...SIGNED_IN, "src/client/pages/Room.tsx"], budgetBytes: 160 * KB },
];

/** The JavaScript files `entries` load before the page can run: theirs and their static imports'. */
export function filesLoadedBy(manifest: BuildManifest, entries: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no entry "${key}"`);
    if (chunk.file.endsWith(".js")) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return files;
}

export interface RouteWeight {
  route: RouteBudget;
  files: string[];
  bytes: number;
  overBudget: boolean;
}

/** Each route's gzip bytes against its budget; `gzipBytes` sizes one built file. */
export function weighRoutes(manifest: BuildManifest, gzipBytes: (file: string) => number, budgets = ROUTE_BUDGETS): RouteWeight[] {
  return budgets.map((route) => {
    const files = filesLoadedBy(manifest, route.entries);
    const bytes = files.reduce((sum, file) => sum + gzipBytes(file), 0);
    return { route, files, bytes, overBudget: bytes > route.budgetBytes };
  });
}

/** The weights of a build on disk (e.g. `dist/client`), gzip at the level the build serves. */
export function weighBuild(distDir: string, budgets = ROUTE_BUDGETS): RouteWeight[] {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8")) as BuildManifest;
  return weighRoutes(manifest, (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length, budgets);
}

/** One line per route: "landing     84.1 KiB of 90 KiB". */
export function formatWeights(weights: RouteWeight[]): string {
  return weights
    .map(({ route, bytes, overBudget }) => `${route.name.padEnd(10)} ${(bytes / KB).toFixed(1).padStart(6)} KiB of ${route.budgetBytes / KB} KiB${overBudget ? "  OVER BUDGET" : ""}`)
    .join("\n");
}
