// axe-core with the WCAG 2.1 A/AA and best-practice rules, failing with a readable list.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const summary = results.violations.map((v) => `${what}: ${v.id}: ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join("\n    ")}`);
  expect(summary, summary.join("\n")).toEqual([]);
}
