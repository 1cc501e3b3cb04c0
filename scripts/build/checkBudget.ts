// `npm run check:budget`: prints each page's JavaScript weight beside its budget (after `npm run
// build`) and exits non-zero when one is over.
import { formatWeights, weighBuild } from "./bundleBudget";

const weights = weighBuild("dist/client");
console.log(formatWeights(weights));
if (weights.some((weight) => weight.overBudget)) process.exitCode = 1;
