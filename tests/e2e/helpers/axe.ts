// axe-core on what the page shows now, with the tags the a11y spec uses, failing with a readable
// list; `what` names the screen or state in the message.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export async function expectNoAxeViolations(page: Page, what = "page"): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const summary = results.violations.map((v) => `${what}: ${v.id}: ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join("\n    ")}`);
  expect(summary, summary.join("\n")).toEqual([]);
}
