// cn() merges with tailwind-merge cut down to our class groups (src/client/components/ui/classMergeConfig.ts):
// every class our sources use, against every other, must come out as the full tailwind-merge makes it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { collectClassTokens } from "../../scripts/build/tailwindMerge/classTokens";
import { generateClassMergeConfig } from "../../scripts/build/tailwindMerge/generate";
import { referenceMerge } from "../../scripts/build/tailwindMerge/reference";
import { cn } from "../../src/client/components/ui/cn";

const CONFIG_FILE = "src/client/components/ui/classMergeConfig.ts";

/** Words the full tailwind-merge takes for classes: it merges a class with itself, and keeps a stranger beside it. */
const classes = collectClassTokens().filter((token) => referenceMerge(`${token} ${token}`) === token && referenceMerge(`${token} x-stranger`) === `${token} x-stranger`);

describe("cn's cut-down tailwind-merge", () => {
  it("is generated from today's sources (run `npm run build:class-merge` after adding a class)", () => {
    expect(readFileSync(CONFIG_FILE, "utf8")).toBe(generateClassMergeConfig());
  });

  it("finds the classes of our sources, our theme's names among them", () => {
    expect(classes.length).toBeGreaterThan(300);
    expect(classes).toEqual(expect.arrayContaining(["shadow-card", "rounded-card", "text-sm", "px-3", "focus-visible:outline-2"]));
  });

  it("merges every pair of our classes, in both orders, as the full tailwind-merge does", () => {
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const input = `${first} ${second}`;
        const expected = referenceMerge(input);
        const actual = cn(input);
        if (actual !== expected) differences.push(`"${input}": "${actual}", full tailwind-merge: "${expected}"`);
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
  });
});
