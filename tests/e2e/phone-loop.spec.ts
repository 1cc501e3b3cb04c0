// The facilitator's loop on a 390 px phone (issue 36), three people each on a phone: start, vote,
// reveal, agree, next, and the next story's cards, without the page scrolling. Each control is
// in the viewport before it is pressed (so the press needs no scroll), and window.scrollY stays 0
// from the first press to the last. Then the long story's results read to their last line above
// the action bar. One sprint of the three, not a fresh trio of browsers per check.
import type { Locator, Page } from "@playwright/test";
import { callAs, enterRoom, expect, queueStories, roomFor, test, voteAs } from "./helpers/people";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const panel = (page: Page) => page.getByTestId("voting-panel");
const card = (page: Page, value: string) => panel(page).getByRole("toolbar", { name: "Estimate cards" }).getByRole("button", { name: value, exact: true });
const bar = (page: Page) => page.getByRole("region", { name: "Agreed estimate" });
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/phone-loop-${name}.png`, animations: "disabled", style: "[data-sonner-toaster] { display: none !important; }" });

/**
 * Wholly inside the window as the page stands, and not under anything (the tray): a tap reaches
 * it where it is, without a scroll.
 */
async function expectInView(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  const height = await locator.page().evaluate(() => window.innerHeight);
  expect(box.y, "top inside the viewport").toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, "bottom inside the viewport").toBeLessThanOrEqual(height);
  const uncovered = await locator.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    // The middle and four points toward the edges (not the corners: they are rounded off).
    const points = [
      [left + width / 2, top + height / 2],
      [left + width * 0.1, top + height / 2],
      [left + width * 0.9, top + height / 2],
      [left + width / 2, top + height * 0.1],
      [left + width / 2, top + height * 0.9],
    ] as const;
    return points.every(([x, y]) => element.contains(document.elementFromPoint(x, y)));
  });
  expect(uncovered, "nothing covers it").toBe(true);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

// The second story is long: it pushes the cards' place below the fold, and the tray brings them up.
const STORIES = [
  "Login with a passkey",
  "As a finance lead, I want to export every invoice of a month as one PDF with our letterhead, so that the accountant gets the whole month in one file without asking the team for each invoice again",
  "Dark mode for reports",
];

test("a phone sprint, three people on 390 px phones: a whole story loop without a scroll, then results read to their last line above the action bar", async ({ people, baseURL }) => {
  test.setTimeout(90_000);
  const everyone = await people.open(["Fay Phone", PHONE], ["Walt Phone", PHONE], ["Xena Phone", PHONE]);
  const [fay, walt, xena] = everyone;
  // Fay owns the room, Walt is an admin (both run the loop), Xena is a member; three stories queued, none started.
  const { code, roomId } = await roomFor(baseURL!, fay, { name: "Phone sprint", maxFibonacci: 21 });
  await queueStories(baseURL!, fay, roomId, STORIES, { start: false });
  await enterRoom(everyone, code);
  const { me: waltId } = await callAs(baseURL!, walt, "query", "rooms.getRoomData", { roomId });
  await callAs(baseURL!, fay, "mutation", "rooms.toggleAdminStatus", { roomId, participantId: waltId, sessionId: "e2e-phone-loop" });
  await expect(walt.page.getByText("You are an admin")).toBeVisible();
  for (const person of everyone) expect(await scrollY(person.page)).toBe(0);

  await test.step("a whole story loop on a 390 px phone, three people: start, vote, reveal, agree, next, the page never scrolled", async () => {
    // Start: the queue's first story is offered above the voting panel.
    const upNext = fay.page.getByRole("region", { name: "Up next in the queue" });
    await expect(upNext).toContainText(STORIES[0]!);
    await expectInView(upNext.getByRole("button", { name: "Start next story" }));
    await upNext.getByRole("button", { name: "Start next story" }).click();
    for (const person of everyone) await expect(person.page.getByTestId("current-story")).toHaveText(STORIES[0]!);

    // Vote: each one's cards are on their screen.
    for (const [person, value] of [[fay, "8"], [walt, "5"], [xena, "5"]] as const) {
      await expectInView(card(person.page, value));
      await card(person.page, value).click();
      await expect(card(person.page, value)).toHaveAttribute("aria-pressed", "true");
    }
    await expect(fay.page.getByTestId("vote-progress")).toHaveText("3 of 3 voted");
    await shot(xena.page, "vote-light");
    await shot(fay.page, "owner-vote-light");

    // Reveal: the results for everyone, the action bar on the screen of both who run the loop.
    await expectInView(panel(fay.page).getByRole("button", { name: "Reveal", exact: true }));
    await panel(fay.page).getByRole("button", { name: "Reveal", exact: true }).click();
    for (const manager of [fay, walt]) {
      await expect(bar(manager.page).getByRole("radio", { name: "5 (suggested)" })).toBeChecked();
      await expectInView(bar(manager.page).getByRole("button", { name: "Next story" }));
    }
    await expect(xena.page.getByTestId("stat-average")).toHaveText("6.0");
    await expectInView(xena.page.getByTestId("stat-average"));
    await shot(fay.page, "revealed-light");
    await fay.page.emulateMedia({ colorScheme: "dark" });
    await shot(fay.page, "revealed-dark");
    await fay.page.emulateMedia({ colorScheme: "light" });

    // Agree on 8 rather than the suggested 5, and go on: the next story's cards are on every screen.
    await expectInView(bar(fay.page).getByText("8", { exact: true }));
    await bar(fay.page).getByText("8", { exact: true }).click();
    await expect(bar(fay.page).getByRole("radio", { name: "8" })).toBeChecked();
    await bar(fay.page).getByRole("button", { name: "Next story" }).click();
    for (const person of everyone) {
      await expect(person.page.getByTestId("current-story")).toHaveText(STORIES[1]!);
      await expect(person.page.getByTestId("queue-item").filter({ hasText: STORIES[0]! })).toContainText("Agreed: 8");
      await expectInView(card(person.page, "3"));
    }
    // The long story shows three lines on a phone, so the round's controls stay in view too.
    await card(fay.page, "3").click();
    await expect(fay.page.getByTestId("vote-progress")).toHaveText("1 of 3 voted");
    await expectInView(panel(fay.page).getByRole("button", { name: "Reveal", exact: true }));
    await shot(walt.page, "next-light");
    await walt.page.emulateMedia({ colorScheme: "dark" });
    await shot(walt.page, "next-dark");
    // Xena reads the whole story: the tray keeps her cards at the bottom of the screen, over the rest of the panel.
    await expectInView(xena.page.getByRole("button", { name: "Show the whole story" }));
    await xena.page.getByRole("button", { name: "Show the whole story" }).click();
    await expect(xena.page.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    await expectInView(card(xena.page, "3"));
    const tray = (await xena.page.getByTestId("card-tray").boundingBox())!;
    expect(tray.y + tray.height).toBeCloseTo(844, 0);
    await shot(xena.page, "whole-story-light");
    for (const person of everyone) expect(await scrollY(person.page), `${person.name} never scrolled`).toBe(0);
  });

  await test.step("on a 390 px phone the results read to their last line above the action bar, which stays on the screen", async () => {
    // The long story's round: Fay voted 3 above; Walt and Xena vote through the API, Xena last and highest.
    for (const [person, value] of [[walt, "5"], [xena, "13"]] as const) await voteAs(baseURL!, person, roomId, value);
    await expect(fay.page.getByTestId("vote-progress")).toHaveText("3 of 3 voted");
    await panel(fay.page).getByRole("button", { name: "Reveal", exact: true }).click();
    await expectInView(bar(fay.page).getByRole("button", { name: "Next story" }));

    // Fay reads down to the last vote. The browser brings a line into view the way find-in-page, a
    // screen reader's cursor or focus do; the bar stuck to the bottom of the screen must not hide it.
    const lastLine = panel(fay.page).getByTestId("participant-vote").last();
    await expect(lastLine).toContainText("Xena Phone");
    await lastLine.evaluate((element) => element.scrollIntoView({ block: "nearest" }));
    const line = (await lastLine.boundingBox())!;
    const barBox = (await bar(fay.page).boundingBox())!;
    const height = await fay.page.evaluate(() => window.innerHeight);
    expect(line.y, "the last line's top is on the screen").toBeGreaterThanOrEqual(0);
    expect(line.y + line.height, "the last line ends above the bar").toBeLessThanOrEqual(barBox.y);
    expect(barBox.y + barBox.height, "the bar within the viewport").toBeLessThanOrEqual(height);
    await expectInView(bar(fay.page).getByRole("button", { name: "Next story" }));
    await shot(fay.page, "results-last-line-light");
  });
});
