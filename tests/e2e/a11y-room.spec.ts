// axe on the room's screens and states, light on the desktop and dark on the phone: the voting panel, the
// open participant menu, success and error toasts, the hovered primary button, a confirmation
// dialog, the results and the dashboard.
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

const toaster = (page: Page) => page.locator("[data-sonner-toaster]");

for (const [colorScheme, device, viewport] of LOOKS) {
  test(`the room's screens and states have no axe violations (${colorScheme}, ${device})`, async ({ people, baseURL }) => {
    test.setTimeout(90_000); // seven axe runs on a busy machine
    const [mia, ned] = await people.open("Mia Owner", "Ned Member");
    const page = mia.page;
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await page.setViewportSize(viewport);
    const name = `Axe ${colorScheme} ${device}`;
    const { code } = await roomFor(baseURL!, mia, { name, maxFibonacci: 13 });
    for (const person of [mia, ned]) {
      await person.page.goto(`/room/${code}`);
      await expect(person.page.getByRole("heading", { level: 1, name })).toBeVisible();
    }
    await expect(page.getByTestId("participant")).toHaveCount(2);
    await expectNoAxeViolations(page, "voting");

    await openActions(page, "Ned Member");
    await expectNoAxeViolations(page, "participant menu");
    await page.keyboard.press("Escape");

    // A success toast, then an error toast (the clipboard refuses).
    await page.evaluate(() => Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.resolve() }, configurable: true }));
    await page.getByRole("button", { name: "Share Room" }).click();
    await expect(toaster(page).getByText("Room URL copied to clipboard!")).toBeVisible();
    await expectNoAxeViolations(page, "success toast");
    await page.evaluate(() => Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("denied")) }, configurable: true }));
    await page.getByRole("button", { name: "Share Room" }).click();
    await expect(toaster(page).locator('[data-type="error"]')).toBeVisible();
    await expectNoAxeViolations(page, "error toast");

    // A vote makes Reveal the primary button; hovered, it keeps its contrast.
    await page.getByRole("toolbar", { name: "Estimate cards" }).getByRole("button", { name: "3", exact: true }).click();
    const reveal = page.getByTestId("voting-panel").getByRole("button", { name: "Reveal" });
    await reveal.hover();
    await expectNoAxeViolations(page, "hovered primary button");

    await reveal.click();
    await expect(page.getByRole("alertdialog", { name: "Not everyone has voted" })).toBeVisible();
    await expectNoAxeViolations(page, "reveal question");
    await page.getByRole("alertdialog").getByRole("button", { name: "Reveal Votes" }).click();
    await expect(page.getByTestId("voting-panel").getByRole("heading", { name: "Results" })).toBeVisible();
    await expectNoAxeViolations(page, "results");

    await page.getByRole("button", { name: "Leave Room" }).click();
    await expect(page.getByRole("alertdialog", { name: "Leave without a manager?" })).toBeVisible();
    await expectNoAxeViolations(page, "leave question");
    await page.getByRole("alertdialog").getByRole("button", { name: "Leave Room" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page, "dashboard");
  });
}

test("the session and room loading screens each have one h1 and no axe violations while the server has not answered", async ({ people, baseURL }) => {
  const [mia, otto] = await people.open("Mia Owner", "Otto Waiting");
  const { code } = await roomFor(baseURL!, mia, { name: "Slow start", maxFibonacci: 13 });
  const page = otto.page;
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
  await expect(h1).toHaveText("Slow start");
});
