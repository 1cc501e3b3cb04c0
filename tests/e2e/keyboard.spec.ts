// A whole round with the keyboard alone, as the owner (spec 4, 5): set the story, vote, Escape
// out of the reveal question, reveal, start a new round. After every key the focus is on
// something, never the page body, and it shows.
import type { Locator, Page } from "@playwright/test";
import { enterRoom, expect, roomFor, test } from "./helpers/people";

/** What has focus, whether it is the body, and whether it shows (an outline or a ring). */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "lost to the body";
    const style = getComputedStyle(element);
    const shows = element.matches(":focus-visible") && (style.outlineStyle !== "none" || style.boxShadow !== "none");
    return shows ? "visible" : `not visible on ${element.outerHTML.slice(0, 120)}`;
  });

async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expect.poll(() => focusState(page)).toBe("visible");
}

/** Tabs (forward, or back with Shift) until `target` has focus, checking the focus after every key. */
async function tabTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab") {
  for (let step = 0; step < 60; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await press(page, key);
  }
  throw new Error("never reached by Tab");
}

test("a whole round by keyboard keeps focus visible and never on the body", async ({ people, baseURL }) => {
  const [kim, lee] = await people.open("Kim Keys", "Lee Member");
  const { code } = await roomFor(baseURL!, kim, { name: "Keyboard round", maxFibonacci: 13 });
  await enterRoom([kim, lee], code);
  await expect(kim.page.getByRole("heading", { level: 1, name: "Keyboard round" })).toBeVisible();
  const page = kim.page;
  const panel = page.getByTestId("voting-panel");

  // The story: type it, Enter saves, focus moves to Edit Story.
  await page.keyboard.press("Tab");
  await tabTo(page, page.getByLabel("Story to estimate"));
  await page.keyboard.type("As a keyboard user, I want to run a round");
  await press(page, "Enter");
  await expect(page.getByTestId("current-story")).toHaveText("As a keyboard user, I want to run a round");
  await expect(page.getByRole("button", { name: "Edit Story" })).toBeFocused();

  // Edit and Escape out of it: back on Edit Story.
  await press(page, "Enter");
  await expect(page.getByLabel("Edit the story")).toBeFocused();
  await press(page, "Escape");
  await expect(page.getByRole("button", { name: "Edit Story" })).toBeFocused();

  // Vote 5: into the deck (one tab stop), arrows to the card, Enter.
  const deck = panel.getByRole("toolbar", { name: "Estimate cards" });
  await tabTo(page, deck.locator('button[tabindex="0"]'));
  await press(page, "Home");
  const five = deck.getByRole("button", { name: "5", exact: true });
  for (let step = 0; step < 10 && !(await five.evaluate((element) => element === document.activeElement)); step++) await press(page, "ArrowRight");
  await expect(five).toBeFocused();
  await press(page, "Enter");
  await expect(page.getByTestId("own-vote-hint")).toContainText("Your vote: 5");

  // Reveal (before the deck) asks, as Lee has not voted; Escape gives focus back to Reveal.
  await tabTo(page, panel.getByRole("button", { name: "Reveal" }), "Shift+Tab");
  await press(page, "Enter");
  const question = page.getByRole("alertdialog", { name: "Not everyone has voted" });
  await expect(question).toBeVisible();
  await press(page, "Escape");
  await expect(question).toHaveCount(0);
  await expect(panel.getByRole("button", { name: "Reveal" })).toBeFocused();

  // Reveal for real: the answer is "Reveal Votes"; focus stays in the voting panel.
  await press(page, "Enter");
  await tabTo(page, question.getByRole("button", { name: "Reveal Votes" }));
  await press(page, "Enter");
  await expect(panel.getByRole("heading", { name: "Results" })).toBeVisible();
  await expect.poll(() => focusState(page)).toBe("visible");
  await expect(panel.getByRole("heading", { name: "Results" })).toBeFocused();

  // New Round: focus stays in the panel, now voting again.
  await tabTo(page, panel.getByRole("button", { name: "New Round" }));
  await press(page, "Enter");
  await expect(panel.getByRole("heading", { name: "Voting" })).toBeVisible();
  await expect.poll(() => focusState(page)).toBe("visible");
  await expect(panel).toContainText("Still to vote: Kim Keys, Lee Member");
});
