// The facilitator's loop (issue 36), three people: start, vote, reveal, agree, next, with the
// action bar under the results in view after the reveal, without scrolling the page, on a desktop
// and on a 390 px phone; a story skipped before anyone votes; and the end of the session, which
// says so and offers the summary and its exports.
import { expect, test, type Page } from "@playwright/test";
import { callOk } from "../support/functionCalls";
import { personWithBrowser, type Person } from "./helpers/accounts";

test.describe.configure({ mode: "serial" });
test.setTimeout(60_000);

let owner: Person;
let walt: Person;
let xena: Person;
let everyone: Person[];

const STORIES = ["Checkout", "Invoices", "Not ready yet", "Reports"];
const panel = (page: Page) => page.getByTestId("voting-panel");
const card = (page: Page, value: string) => panel(page).getByRole("toolbar", { name: "Estimate cards" }).getByRole("button", { name: value, exact: true });
const bar = (page: Page) => page.getByRole("region", { name: "Agreed estimate" });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/loop-${name}.png`, animations: "disabled", style: "[data-sonner-toaster] { display: none !important; }" });

test.beforeAll(async ({ browser, baseURL }) => {
  owner = await personWithBrowser(browser, baseURL!, "Fay Facilitator", { acceptDownloads: true });
  walt = await personWithBrowser(browser, baseURL!, "Walt Member");
  xena = await personWithBrowser(browser, baseURL!, "Xena Member");
  everyone = [owner, walt, xena];
  const { code } = await callOk(baseURL!, "mutation", "rooms.createRoom", { name: "Sprint loop", sessionId: "e2e-loop-owner", maxFibonacci: 21, isPermanent: false }, owner.token);
  const roomId = (await callOk(baseURL!, "query", "rooms.getRoomByCode", { code }, owner.token))._id;
  await callOk(baseURL!, "mutation", "queue.addStories", { roomId, sessionId: "e2e-loop-owner", text: STORIES.join("\n") }, owner.token);
  for (const person of everyone) {
    await person.page.goto(`/room/${code}`);
    await expect(person.page.getByTestId("participant")).toHaveCount(everyone.indexOf(person) + 1);
  }
  await owner.page.getByRole("button", { name: `Start ${STORIES[0]}` }).click();
  for (const person of everyone) await expect(person.page.getByTestId("current-story")).toHaveText(STORIES[0]!);
});

test.afterAll(async () => {
  for (const person of everyone ?? []) await person.context.close();
});

/**
 * The owner's loop of one story: vote, reveal, Next story (three clicks). From the vote on, the
 * page does not scroll: on a desktop not at all; on a phone the cards are below the room's header
 * and story, so the vote is where the page stays.
 */
async function loopOneStory(title: string, next: string, viewport: { width: number; height: number }, shots: string) {
  const page = owner.page;
  await page.setViewportSize(viewport);
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const person of [walt, xena]) await card(person.page, "5").click();
  await card(page, "8").click();
  const voteAt = await scrollY(page);
  if (viewport.width >= 1024) expect(voteAt).toBe(0);
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

test("a whole story loop on a desktop: three clicks, the action bar in view, no scrolling", async () => {
  await loopOneStory(STORIES[0]!, STORIES[1]!, { width: 1280, height: 800 }, "desktop");
});

test("a whole story loop on a 390 px phone: the action bar in view after the reveal, no scrolling", async () => {
  await loopOneStory(STORIES[1]!, STORIES[2]!, { width: 390, height: 844 }, "phone");
  await owner.page.setViewportSize({ width: 1280, height: 800 });
});

test("a story that is not ready is skipped before anyone votes", async () => {
  const page = owner.page;
  await expect(panel(walt.page).getByRole("button", { name: "Skip story" })).toHaveCount(0);
  await panel(page).getByRole("button", { name: "Skip story" }).click();
  for (const person of everyone) {
    await expect(person.page.getByTestId("current-story")).toHaveText(STORIES[3]!);
    await expect(person.page.getByRole("region", { name: /Story queue/ }).getByTestId("queue-item").filter({ hasText: STORIES[2]! })).toContainText("Skipped");
  }
});

test("the end of the session says so and offers the summary and its exports", async () => {
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
