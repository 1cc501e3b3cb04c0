// The real build against issue 17's budgets: the gzip bytes of JavaScript a cold visit to each page
// downloads, read from the build manifest (a size, not a timing).
import { expect, test } from "@playwright/test";
import { formatWeights, weighBuild } from "../../scripts/build/bundleBudget";

test("every page's first download stays within its JavaScript budget", () => {
  const weights = weighBuild("dist/client");
  expect(weights.filter((weight) => weight.overBudget), formatWeights(weights)).toEqual([]);
});
