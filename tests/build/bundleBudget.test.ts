// The bundle budget check on synthetic build manifests: which files a route loads, and that a route
// over its budget is reported as such (tests/e2e/bundle-budget.spec.ts checks the real build).
import { describe, expect, it } from "vitest";
import { filesLoadedBy, weighRoutes, type BuildManifest, type RouteBudget } from "../../scripts/build/bundleBudget";

const manifest: BuildManifest = {
  "index.html": { file: "assets/index.js", imports: ["_react.js"], dynamicImports: ["src/pages/Room.tsx", "src/sync.ts"] },
  "_react.js": { file: "assets/react.js" },
  "_dialog.js": { file: "assets/dialog.js", imports: ["_react.js"] },
  "src/sync.ts": { file: "assets/sync.js", imports: ["index.html"] },
  "src/pages/Room.tsx": { file: "assets/Room.js", imports: ["index.html", "_react.js"], dynamicImports: ["_dialog.js"] },
  "src/pages/Landing.tsx": { file: "assets/Landing.js", imports: ["index.html", "_style.css"] },
  "_style.css": { file: "assets/style.css" },
};
const sizes: Record<string, number> = {
  "assets/index.js": 20_000,
  "assets/react.js": 60_000,
  "assets/dialog.js": 15_000,
  "assets/sync.js": 10_000,
  "assets/Room.js": 40_000,
  "assets/Landing.js": 5_000,
};
const size = (file: string) => sizes[file] ?? 0;
const route = (name: string, entries: string[], budgetBytes: number): RouteBudget => ({ name, path: "/", entries, budgetBytes });

describe("filesLoadedBy", () => {
  it("follows static imports once each and leaves out lazy chunks and stylesheets", () => {
    expect(filesLoadedBy(manifest, ["index.html", "src/sync.ts", "src/pages/Room.tsx"]).sort()).toEqual(
      ["assets/Room.js", "assets/index.js", "assets/react.js", "assets/sync.js"],
    );
    expect(filesLoadedBy(manifest, ["index.html", "src/pages/Landing.tsx"]).sort()).toEqual(["assets/Landing.js", "assets/index.js", "assets/react.js"]);
  });

  it("names an entry the manifest does not have", () => {
    expect(() => filesLoadedBy(manifest, ["src/pages/Gone.tsx"])).toThrow(/src\/pages\/Gone\.tsx/);
  });
});

describe("weighRoutes", () => {
  it("passes routes within their budget, the limit included", () => {
    const [landing] = weighRoutes(manifest, size, [route("landing", ["index.html", "src/pages/Landing.tsx"], 85_000)]);
    expect(landing).toMatchObject({ bytes: 85_000, overBudget: false });
  });

  it("fails a route one byte over its budget, and only that route", () => {
    const weights = weighRoutes(manifest, size, [
      route("landing", ["index.html", "src/pages/Landing.tsx"], 90_000),
      route("room", ["index.html", "src/sync.ts", "src/pages/Room.tsx"], 129_999),
    ]);
    expect(weights.map((weight) => [weight.route.name, weight.bytes, weight.overBudget])).toEqual([
      ["landing", 85_000, false],
      ["room", 130_000, true],
    ]);
  });
});
