// cn() merges with tailwind-merge cut down to our class groups (src/client/components/ui/classMergeConfig.ts):
// every class our sources use, against every other, must come out as the full tailwind-merge makes it.
// The configuration is generated (`npm run build:class-merge`); this is what proves it.
import { describe, expect, it } from "vitest";
import { collectClassTokens } from "../../scripts/build/tailwindMerge/classTokens";
import { referenceMerge } from "../../scripts/build/tailwindMerge/reference";
import { cn } from "../../src/client/components/ui/cn";

/** A word `merge` takes for a class: it merges the class with itself, and keeps a stranger beside it. */
const isClassFor = (merge: (classes: string) => string) => (token: string) =>
  merge(`${token} ${token}`) === token && merge(`${token} x-stranger`) === `${token} x-stranger`;
/** The words of our sources either merger takes for classes. */
const classes = collectClassTokens().filter((token) => isClassFor(referenceMerge)(token) || isClassFor(cn)(token));

describe("cn's cut-down tailwind-merge", () => {
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
    // A new class the cut-down configuration does not know: `npm run build:class-merge` writes it again.
    expect(differences.slice(0, 20), "run `npm run build:class-merge`").toEqual([]);
    // About 300,000 merges: seconds on a busy machine.
  }, 60_000);
});
