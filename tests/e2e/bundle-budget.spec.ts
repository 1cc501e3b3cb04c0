// The real build against issue 17's budgets: the gzip bytes of JavaScript a cold visit to each page
// downloads, read from the build manifest (a size, not a timing).
import { expect, test } from "@playwright/test";
import { formatWeights, ROUTE_BUDGETS, weighBuild } from "../../scripts/build/bundleBudget";

for (const route of ROUTE_BUDGETS) {
  test(`the ${route.name} page's first download stays within ${route.budgetBytes / 1024} KiB of JavaScript`, () => {
    const weights = weighBuild("dist/client", [route]);
    expect(weights.filter((weight) => weight.overBudget), formatWeights(weights)).toEqual([]);
  });
}
