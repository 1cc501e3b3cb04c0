// The facilitator's loop (issue 36), three people: start (on a desktop, from Up next), vote,
// reveal, agree, next, with the action bar under the results in view after the reveal, without
// scrolling the page, on a desktop and on a 390 px phone; a story skipped before anyone votes; and
// the end of the session, which says so and offers the summary and its exports. One session
// through the four stories, not a test per step: three fresh browsers per step cost more than the
// steps themselves.
import type { Page } from "@playwright/test";
import { enterRoom, expect, queueStories, roomFor, test, type Person } from "./helpers/people";

const STORIES = ["Checkout", "Invoices", "Not ready yet", "Reports"];
const panel = (page: Page) => page.getByTestId("voting-panel");
const card = (page: Page, value: string) => panel(page).getByRole("toolbar", { name: "Estimate cards" }).getByRole("button", { name: value, exact: true });
const bar = (page: Page) => page.getByRole("region", { name: "Agreed estimate" });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/loop-${name}.png`, animations: "disabled", style: "[data-sonner-toaster] { display: none !important; }" });

/**
 * The owner's loop of one story: vote, reveal, Next story (three clicks), and the page does not
 * scroll, on a desktop or a phone (the phone's whole loop for three people on phones, start to
 * next, is tests/e2e/phone-loop.spec.ts). With `start`, the room estimates nothing yet and the
 * owner starts `title` from the queue's Up next card first.
 */
async function loopOneStory({ owner, walt, xena, everyone }: { owner: Person; walt: Person; xena: Person; everyone: Person[] }, title: string, next: string, viewport: { width: number; height: number }, shots: string, { start = false } = {}) {
  const page = owner.page;
  await page.setViewportSize(viewport);
  await page.evaluate(() => window.scrollTo(0, 0));
  if (start) {
    const upNext = page.getByRole("region", { name: "Up next in the queue" });
    await expect(upNext).toContainText(title);
    await expect(upNext.getByRole("button", { name: "Start next story" })).toBeInViewport({ ratio: 1 });
    await upNext.getByRole("button", { name: "Start next story" }).click();
    for (const person of everyone) await expect(person.page.getByTestId("current-story")).toHaveText(title);
    expect(await scrollY(page)).toBe(0);
  }
  for (const person of [walt, xena]) await card(person.page, "5").click();
  await card(page, "8").click();
  const voteAt = await scrollY(page);
  expect(voteAt).toBe(0);
  await expect(page.getByTestId("vote-progress")).toHaveText("3 of 3 voted");
  await panel(page).getByRole("button", { name: "Reveal", exact: true }).click();
  await expect(bar(page).getByRole("radio", { name: "5 (suggested)" })).toBeChecked();
  // The action bar is in view after the reveal, the page not scrolled.
  const box = (await bar(page).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  await expect(bar(page).getByRole("button", { name: "Next story" })).toBeInViewport({ ratio: 1 });
  expect(await scrollY(page)).toBe(voteAt);
  await shot(page, `${shots}-light`);
  await page.emulateMedia({ colorScheme: "dark" });
  await shot(page, `${shots}-dark`);
  await page.emulateMedia({ colorScheme: "light" });
  // The keyboard reaches the bar with G.
  await page.keyboard.press("g");
  await expect(bar(page).getByRole("button", { name: "Next story" })).toBeFocused();
  await bar(page).getByRole("button", { name: "Next story" }).click();
  expect(await scrollY(page)).toBe(voteAt);
  for (const person of everyone) {
    await expect(person.page.getByTestId("current-story")).toHaveText(next);
    await expect(person.page.getByRole("region", { name: /Story queue/ }).getByTestId("queue-item").filter({ hasText: title })).toContainText("Agreed: 5");
  }
}

test("a sprint loop through the four stories: desktop, phone, a skip and the end of the session", async ({ people, baseURL }) => {
  test.setTimeout(120_000); // the whole session of three people on a busy machine
  // Fay's "Sprint loop" with Walt and Xena, the four stories queued, none started.
  const [owner, walt, xena] = await people.open(["Fay Facilitator", { acceptDownloads: true }], "Walt Member", "Xena Member");
  const everyone = [owner, walt, xena];
  const { code, roomId } = await roomFor(baseURL!, owner, { name: "Sprint loop", maxFibonacci: 21 });
  await queueStories(baseURL!, owner, roomId, STORIES, { start: false });
  await enterRoom(everyone, code);
  const room = { owner, walt, xena, everyone };

  await test.step("a whole story loop on a desktop: start, then three clicks, the action bar in view, no scrolling", async () => {
    await loopOneStory(room, STORIES[0]!, STORIES[1]!, { width: 1280, height: 800 }, "desktop", { start: true });
  });

  await test.step("a whole story loop on a 390 px phone: the action bar in view after the reveal, no scrolling", async () => {
    await loopOneStory(room, STORIES[1]!, STORIES[2]!, { width: 390, height: 844 }, "phone");
    // Back at the desk for the rest of the session.
    await owner.page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step("a story that is not ready is skipped before anyone votes", async () => {
    const page = owner.page;
    await expect(panel(walt.page).getByRole("button", { name: "Skip story" })).toHaveCount(0);
    await panel(page).getByRole("button", { name: "Skip story" }).click();
    for (const person of everyone) {
      await expect(person.page.getByTestId("current-story")).toHaveText(STORIES[3]!);
      await expect(person.page.getByRole("region", { name: /Story queue/ }).getByTestId("queue-item").filter({ hasText: STORIES[2]! })).toContainText("Skipped");
    }
  });

  await test.step("the end of the session says so and offers the summary and its exports", async () => {
    // The first two stories agreed at 5 and the third skipped, as the two loops and the skip left them.
    for (const person of everyone) await expect(person.page.getByTestId("current-story")).toHaveText(STORIES[3]!);
    const page = owner.page;
    for (const person of everyone) await card(person.page, "3").click();
    await panel(page).getByRole("button", { name: "Reveal", exact: true }).click();
    await bar(page).getByRole("button", { name: "Next story" }).click();
    for (const person of everyone) {
      const end = person.page.getByRole("region", { name: "Session complete" });
      await expect(end.getByTestId("session-end-text")).toHaveText("Every story in the queue is done: 13 points from 3 estimated stories · 1 skipped.");
      await expect(end.getByRole("button", { name: "See the summary" })).toBeVisible();
      await expect(end.getByRole("button", { name: "Download CSV" })).toHaveCount(person === owner ? 1 : 0);
    }
    await shot(page, "end-light");
    await page.emulateMedia({ colorScheme: "dark" });
    await shot(page, "end-dark");
    await page.emulateMedia({ colorScheme: "light" });
    const end = page.getByRole("region", { name: "Session complete" });
    await end.getByRole("button", { name: "See the summary" }).click();
    await expect(page.getByRole("heading", { name: "Session summary" })).toBeFocused();
    await expect(page.getByRole("heading", { name: "Session summary" })).toBeInViewport();
    const download = page.waitForEvent("download");
    await end.getByRole("button", { name: "Download CSV" }).click();
    expect((await download).suggestedFilename()).toBe("sprint-loop-planning-summary.csv");
  });

});
