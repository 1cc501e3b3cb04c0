// axe-core on what the page shows now, with the tags the a11y spec uses, failing with a readable
// list; `what` names the screen or state in the message.
//
// axe-core 4.13 (the engine @axe-core/playwright wraps) runs in the page itself, injected once per
// document. The wrapper's analyze() injected its 560 KB again on every scan and opened a blank
// page to gather frames' results: 1.8 to 2.4 s of CPU a scan against 0.3 to 0.6 s this way, on a
// suite of over a hundred scans. The app has no frames, which is all that gathering was for.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/** The rule sets the a11y spec asks for. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

let axeSource: string | null = null;
const source = () => (axeSource ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"));

export interface AxeScan {
  /** CSS selectors to scan (the whole page when none). */
  include?: string[];
  /** CSS selectors left out. */
  exclude?: string[];
  /** Rule tags, the a11y spec's by default; "all" runs every rule axe has. */
  tags?: string[] | "all";
}

/** axe's results for the page as it is now. */
export async function axeResults(page: Page, { include = [], exclude = [], tags = AXE_TAGS }: AxeScan = {}): Promise<AxeResults> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(source());
  const options: RunOptions = tags === "all" ? {} : { runOnly: { type: "tag", values: tags } };
  return (await page.evaluate(
    ([included, excluded, runOptions]) => {
      const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
      const context = included.length === 0 && excluded.length === 0 ? document : { ...(included.length > 0 ? { include: included.map((selector) => [selector]) } : {}), exclude: excluded.map((selector) => [selector]) };
      return axe.run(context as never, runOptions);
    },
    [include, exclude, options] as const,
  )) as AxeResults;
}

/** One line per violation and the elements it found, `what` first. */
export function violationSummary(results: AxeResults, what = "page"): string[] {
  return results.violations.map((v) => `${what}: ${v.id}: ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join("\n    ")}`);
}

/** Toasts come and go on timers of their own: one that times out while axe reads it vanishes at once. */
const TOASTS_WITHOUT_FADES = "[data-sonner-toast], [data-sonner-toast] > * { transition: none !important; }";

export async function expectNoAxeViolations(page: Page, what = "page", scan: AxeScan = {}): Promise<void> {
  const toastsStill = await page.addStyleTag({ content: TOASTS_WITHOUT_FADES });
  try {
    await scanWhenStill(page, what, scan);
  } finally {
    await toastsStill.evaluate((style) => (style as Element).remove());
  }
}

async function scanWhenStill(page: Page, what: string, scan: AxeScan): Promise<void> {
  // Colours half-way through a fade (a dialog or page appearing) are not what a person reads. A
  // fade may start a frame or two after what opened it, so the page must stay still for two
  // frames in a row (at most two seconds); endless animations (a spinner) are left running.
  await page.evaluate(async () => {
    const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    for (let still = 0, frames = 0; still < 2 && frames < 120; frames++) {
      await nextFrame();
      const fading = document.getAnimations().filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().iterations !== Infinity);
      still = fading.length === 0 ? still + 1 : 0;
      await Promise.all(fading.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  const summary = violationSummary(await axeResults(page, scan), what);
  expect(summary, summary.join("\n")).toEqual([]);
}
