// axe on the room's screens and states, light on the desktop and dark on the phone: the voting panel, the
// open participant menu, success and error toasts, the hovered primary button, a confirmation
// dialog, the results and the dashboard; and the session and room loading screens while the
// server has not answered. One session of Mia and Ned: each state is scanned in both looks,
// switched in place, not set up again in fresh browsers per look.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { controlLiveUpdates } from "./helpers/liveUpdates";
import { openActions } from "./helpers/participants";
import { expect, roomFor, test } from "./helpers/people";

/**
 * Each theme on one of the two layouts: axe reads the same states on both, and a scan costs more
 * than the rest of the test, so light is read on the desktop and dark on the phone.
 */
const LOOKS = [
  ["light", "desktop", { width: 1280, height: 800 }],
  ["dark", "phone", { width: 390, height: 844 }],
] as const;
type Look = (typeof LOOKS)[number];

const toaster = (page: Page) => page.locator("[data-sonner-toaster]");

async function wear(page: Page, [colorScheme, , viewport]: Look) {
  await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
  await page.setViewportSize(viewport);
}

/** The page as it stands, scanned in each look; `before` and `after` bring a state that does not survive the switch. */
async function scanInEachLook(page: Page, what: string, { before, after }: { before?: () => Promise<unknown>; after?: () => Promise<unknown> } = {}) {
  for (const look of LOOKS) {
    await wear(page, look);
    await before?.();
    await expectNoAxeViolations(page, `${what} (${look[0]}, ${look[1]})`);
    await after?.();
  }
}

test("the room's screens, states and loading screens have no axe violations (light on the desktop, dark on the phone)", async ({ people, baseURL }) => {
  test.setTimeout(150_000); // eighteen axe runs on a busy machine
  const [mia, ned] = await people.open("Mia Owner", "Ned Member");
  const name = "Axe room";
  const { code } = await roomFor(baseURL!, mia, { name, maxFibonacci: 13 });

  await test.step("the session and room loading screens each have one h1 and no axe violations while the server has not answered", async () => {
    const page = ned.page;
    const live = await controlLiveUpdates(page);
    const h1 = page.getByRole("heading", { level: 1 });

    // The session itself waits: "Loading..." is the screen's heading.
    live.hold();
    await page.goto("/");
    await expect(h1).toHaveText("Loading...");
    await expectNoAxeViolations(page, "session loading");
    live.release();
    await expect(h1).toHaveText(/^Welcome/);

    // Into the room while the server holds its answer: "Loading room..." (or "Joining room...").
    live.hold();
    await page.evaluate((path) => {
      window.history.pushState({}, "", path);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, `/room/${code}`);
    await expect(h1).toHaveText(/^(Loading|Joining) room\.\.\.$/);
    await expect(h1).toHaveCount(1);
    await expectNoAxeViolations(page, "room loading");
    live.release();
    await expect(h1).toHaveText(name);
  });

  await test.step("the room's screens and states have no axe violations (light, desktop; dark, phone)", async () => {
    const page = mia.page;
    await page.goto(`/room/${code}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByTestId("participant")).toHaveCount(2);
    await scanInEachLook(page, "voting");

    await scanInEachLook(page, "participant menu", { before: () => openActions(page, "Ned Member"), after: () => page.keyboard.press("Escape") });

    // A success toast, then an error toast (the clipboard refuses), in each look once the last look's have gone.
    for (const look of LOOKS) {
      await expect(toaster(page).locator("[data-sonner-toast]")).toHaveCount(0);
      await wear(page, look);
      await page.evaluate(() => Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.resolve() }, configurable: true }));
      await page.getByRole("button", { name: "Share Room" }).click();
      await expect(toaster(page).getByText("Room URL copied to clipboard!")).toBeVisible();
      await expectNoAxeViolations(page, `success toast (${look[0]}, ${look[1]})`);
      await page.evaluate(() => Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("denied")) }, configurable: true }));
      await page.getByRole("button", { name: "Share Room" }).click();
      await expect(toaster(page).locator('[data-type="error"]')).toBeVisible();
      await expectNoAxeViolations(page, `error toast (${look[0]}, ${look[1]})`);
    }

    // A vote makes Reveal the primary button; hovered, it keeps its contrast.
    await page.getByRole("toolbar", { name: "Estimate cards" }).getByRole("button", { name: "3", exact: true }).click();
    const reveal = page.getByTestId("voting-panel").getByRole("button", { name: "Reveal" });
    await scanInEachLook(page, "hovered primary button", { before: () => reveal.hover() });

    await reveal.click();
    await expect(page.getByRole("alertdialog", { name: "Not everyone has voted" })).toBeVisible();
    await scanInEachLook(page, "reveal question");
    await page.getByRole("alertdialog").getByRole("button", { name: "Reveal Votes" }).click();
    await expect(page.getByTestId("voting-panel").getByRole("heading", { name: "Results" })).toBeVisible();
    await scanInEachLook(page, "results");

    await page.getByRole("button", { name: "Leave Room" }).click();
    await expect(page.getByRole("alertdialog", { name: "Leave without a manager?" })).toBeVisible();
    await scanInEachLook(page, "leave question");
    await page.getByRole("alertdialog").getByRole("button", { name: "Leave Room" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await scanInEachLook(page, "dashboard");
  });
});
