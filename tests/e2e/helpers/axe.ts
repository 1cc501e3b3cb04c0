// axe-core on what the page shows now, with the tags the a11y spec uses, failing with a readable
// list; `what` names the screen or state in the message.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export async function expectNoAxeViolations(page: Page, what = "page"): Promise<void> {
  // Colours half-way through a fade (a dialog or page appearing) are not what a person reads.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const summary = results.violations.map((v) => `${what}: ${v.id}: ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join("\n    ")}`);
  expect(summary, summary.join("\n")).toEqual([]);
}
