// Focus never falls to the page (issue 36), three people: the owner's keyboard after Add all,
// Start, the timer dialog and Next story; a keyboard member's focus on a card when someone else
// reveals, and on the results when someone else starts a new round, moves to the voting panel's
// heading (which a screen reader reads out), never to the body. One drill, not a test per step:
// each step starts where the one before left the room, and three fresh browsers per step cost
// more than the steps themselves.
import type { Locator, Page } from "@playwright/test";
import { enterRoom, expect, roomFor, test } from "./helpers/people";

const panel = (page: Page) => page.getByTestId("voting-panel");
const queue = (page: Page) => page.getByRole("region", { name: /Story queue/ });
const card = (page: Page, value: string) => panel(page).getByRole("toolbar", { name: "Estimate cards" }).getByRole("button", { name: value, exact: true });

/** What has focus: its role and name as a person hears it, or that it fell to the page. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return "the page body";
    return `${element.tagName.toLowerCase()}: ${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 60)}`;
  });

/** Presses Enter on `target` as a keyboard user does (focus it, then the key). */
async function pressEnterOn(page: Page, target: Locator) {
  await target.focus();
  await expect(target).toBeFocused();
  await page.keyboard.press("Enter");
}

/** Once what the action shows is on screen, focus is somewhere, and settles there. */
async function expectFocusKept(page: Page, where: RegExp) {
  await expect.poll(() => focused(page)).toMatch(where);
  // A frame later it is still there (a rescue runs on the next frame at the latest).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await focused(page)).toMatch(where);
}

test("a focus drill: the owner's keyboard through the queue, a timer and Next story; a keyboard member through remote reveals and new rounds", async ({ people, baseURL }) => {
  test.setTimeout(120_000); // the whole drill of three people on a busy machine
  // Kim's room with Lee and Max, all three in it.
  const [kim, lee, max] = await people.open("Kim Keys", "Lee Keys", "Max Member");
  const { code } = await roomFor(baseURL!, kim, { name: "Focus drill", maxFibonacci: 13 });
  await enterRoom([kim, lee, max], code);

  await test.step("Add all to queue: focus stays in the queue", async () => {
    const page = kim.page;
    await pressEnterOn(page, queue(page).getByRole("button", { name: "Paste many" }));
    await queue(page).getByLabel("Stories, one per line").focus();
    await page.keyboard.type("First story\nSecond story\nThird story");
    await pressEnterOn(page, queue(page).getByRole("button", { name: "Add all to queue" }));
    await expect(queue(page).getByTestId("queue-item-title")).toHaveText(["First story", "Second story", "Third story"]);
    await expectFocusKept(page, /^(?!the page body)/);
    await expect(queue(page).locator(":focus")).toHaveCount(1);
  });

  await test.step("the timer dialog: once started, focus is not lost with the dialog", async () => {
    // The three stories wait in the queue, none started: the round is not a story's.
    const page = kim.page;
    await pressEnterOn(page, panel(page).getByRole("button", { name: "Timer" }));
    const menu = page.getByRole("dialog", { name: "Start a timer" });
    await pressEnterOn(page, menu.getByRole("button", { name: "5 min" }));
    await expect(menu).toHaveCount(0);
    await expect(page.getByTestId("round-timer")).toBeVisible();
    await expectFocusKept(page, /^(?!the page body)/);
  });

  await test.step("a remote reveal: a keyboard member's focus on a card moves to the Results heading", async () => {
    await card(max.page, "3").click();
    await card(kim.page, "5").click();
    // Lee votes with the keyboard and stays on the card.
    await pressEnterOn(lee.page, card(lee.page, "8"));
    await expect(lee.page.getByTestId("own-vote-hint")).toContainText("Your vote: 8");
    await expect(card(lee.page, "8")).toBeFocused();
    await panel(kim.page).getByRole("button", { name: "Reveal", exact: true }).click();
    await expect(panel(lee.page).getByRole("heading", { name: "Results" })).toBeVisible();
    await expectFocusKept(lee.page, /^h2: Results$/);
  });

  await test.step("a remote new round: a keyboard member's focus in the results moves to the Voting heading", async () => {
    // Lee reads the results from the keyboard: focus on the Results heading, as the remote reveal left it.
    await expect(panel(lee.page).getByRole("heading", { name: "Results" })).toBeFocused();
    await panel(kim.page).getByRole("button", { name: "New Round" }).click();
    await expect(panel(lee.page).getByRole("heading", { name: "Voting" })).toBeVisible();
    await expectFocusKept(lee.page, /^h2: Voting$/);
  });

  await test.step("Start: focus moves to the voting panel's heading", async () => {
    const page = kim.page;
    await pressEnterOn(page, queue(page).getByRole("button", { name: "Start First story" }));
    await expect(page.getByTestId("current-story")).toHaveText("First story");
    await expectFocusKept(page, /^h2: Voting$/);
  });

  await test.step("Next story: focus moves to the voting panel's heading", async () => {
    const page = kim.page;
    for (const person of [kim, lee, max]) await card(person.page, "5").click();
    await panel(page).getByRole("button", { name: "Reveal", exact: true }).click();
    const next = page.getByRole("button", { name: "Next story" });
    await pressEnterOn(page, next);
    await expect(page.getByTestId("current-story")).toHaveText("Second story");
    await expectFocusKept(page, /^h2: Voting$/);
  });
});
