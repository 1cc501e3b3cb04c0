// The splash gives way without moving anything (issue 17): the layout shifts Chromium reports
// while the landing page and the dashboard load, on a phone and on a desktop. A score, not a time.
// (Before: the footer jumped out of view, 0.07-0.17, and the header's controls pushed its icons.)
import { expect, test, type Page } from "@playwright/test";
import { callOk, signUpWithPassword } from "../support/functionCalls";
import { expectSignedIn, newAccount, signInThroughForm } from "./helpers/accounts";

const SCREENS = [
  { name: "phone", viewport: { width: 393, height: 727 } },
  { name: "desktop", viewport: { width: 1350, height: 940 } },
];

/** Every unexpected layout shift since the page started, with what moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] })[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, moved: entry.sources.map((source) => source.node?.nodeName ?? "?") });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Once the page shows its content: what shifted on the way. */
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts);

for (const screen of SCREENS) {
  test(`the landing page does not shift when the splash gives way (${screen.name})`, async ({ page }) => {
    await page.setViewportSize(screen.viewport);
    await recordShifts(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Sign In" })).toBeVisible();
    expect(await shifts(page)).toEqual([]);
  });

  // A returning user with a room. (With none, 'Your Rooms' shows while loading and then goes, as
  // spec 2 asks: that first visit reflows once.)
  test(`the dashboard does not shift when the splash gives way (${screen.name})`, async ({ page, baseURL }) => {
    await page.setViewportSize(screen.viewport);
    const account = newAccount();
    const { token } = await signUpWithPassword(baseURL!, account);
    await callOk(baseURL!, "mutation", "rooms.createRoom", { name: "Sprint 42", sessionId: "e2e-layout", isPermanent: false }, token);
    await signInThroughForm(page, account);
    await expectSignedIn(page, account);
    await recordShifts(page);
    await page.reload();
    await expectSignedIn(page, account);
    await expect(page.getByText("Sprint 42")).toBeVisible();
    // The page stays put; only the header's account controls may settle (the name arrives after
    // the session), well under the 0.02 the issue allows in all.
    const moved = await shifts(page);
    expect(moved.flatMap((shift) => shift.moved).filter((node) => node !== "NAV")).toEqual([]);
    expect(moved.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.02);
  });
}
