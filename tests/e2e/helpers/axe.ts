// axe-core on what the page shows now, with the tags the a11y spec uses, failing with a readable
// list; `what` names the screen or state in the message.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Toasts come and go on timers of their own: one that times out while axe reads it vanishes at once. */
const TOASTS_WITHOUT_FADES = "[data-sonner-toast], [data-sonner-toast] > * { transition: none !important; }";

export async function expectNoAxeViolations(page: Page, what = "page"): Promise<void> {
  const toastsStill = await page.addStyleTag({ content: TOASTS_WITHOUT_FADES });
  try {
    await scanWhenStill(page, what);
  } finally {
    await toastsStill.evaluate((style) => (style as Element).remove());
  }
}

async function scanWhenStill(page: Page, what: string): Promise<void> {
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
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const summary = results.violations.map((v) => `${what}: ${v.id}: ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join("\n    ")}`);
  expect(summary, summary.join("\n")).toEqual([]);
}
