// The a11y scans' own helper must be able to fail: planted violations are found, and left out where asked.
import { expect, test } from "@playwright/test";
import { axeResults, violationSummary } from "./helpers/axe";

test("the axe helper finds planted violations, and leaves out what it is told to", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Planted</title></head><body><main><h1>Planted</h1>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-testid="bare">
    <p style="color:#777;background:#888" id="faint">Faint words</p></main></body></html>`);
  const found = violationSummary(await axeResults(page), "planted");
  expect(found.join("\n")).toContain("planted: image-alt:");
  expect(found.join("\n")).toContain("planted: color-contrast:");
  const withoutImage = (await axeResults(page, { exclude: ['[data-testid="bare"]'] })).violations.map((v) => v.id);
  expect(withoutImage).toEqual(["color-contrast"]);
  // Scanning again reuses the axe the page already holds.
  expect((await axeResults(page, { include: ["#faint"] })).violations.map((v) => v.id)).toEqual(["color-contrast"]);
});
