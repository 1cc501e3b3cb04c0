// The Fibonacci guide folds away (issue 36): a disclosure under the action bar, open at a person's
// first reveal and folded from then on, each person's choice remembered across reveals and a
// reload; the keyboard opens and folds it. Two people, their own room.
import type { Page } from "@playwright/test";
import { enterRoom, expect, queueStories, roomFor, test, voteAs } from "./helpers/people";

const guideButton = (page: Page) => page.getByRole("button", { name: "What do the numbers mean?" });
const guideText = (page: Page) => page.getByTestId("fibonacci-guide").getByText("Too big to estimate well: split it");
const bar = (page: Page) => page.getByRole("region", { name: "Agreed estimate" });
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/fibonacci-guide-${name}.png`, animations: "disabled", style: "[data-sonner-toaster] { display: none !important; }" });

test("the Fibonacci guide: open at the first reveal, folded after it, by keyboard, remembered per person", async ({ people, baseURL }) => {
  test.setTimeout(60_000);
  const everyone = await people.open("Gina Guide", "Hal Member");
  const [gina, hal] = everyone;
  const { code, roomId } = await roomFor(baseURL!, gina, { name: "Guide night", maxFibonacci: 21 });
  await queueStories(baseURL!, gina, roomId, ["Search by tag", "Saved filters"]);
  await enterRoom(everyone, code);
  /** Both vote (through the API: the guide is the subject here), and Gina reveals in her browser. */
  const voteAndReveal = async () => {
    await voteAs(baseURL!, gina, roomId, "8");
    await voteAs(baseURL!, hal, roomId, "13");
    await expect(gina.page.getByTestId("vote-progress")).toHaveText("2 of 2 voted");
    await gina.page.getByTestId("voting-panel").getByRole("button", { name: "Reveal", exact: true }).click();
    for (const person of everyone) await expect(person.page.getByRole("heading", { name: "Results" })).toBeVisible();
  };

  // The first reveal: open for both, under Gina's action bar.
  await voteAndReveal();
  for (const person of everyone) {
    await expect(guideButton(person.page)).toHaveAttribute("aria-expanded", "true");
    await expect(guideText(person.page)).toBeVisible();
  }
  await expect(bar(gina.page).getByRole("button", { name: "Next story" })).toBeInViewport();
  const below = await gina.page.evaluate(() => {
    const bar = document.querySelector('[data-testid="record-estimate"]');
    const guide = document.querySelector('[data-testid="fibonacci-guide"]');
    return Boolean(bar && guide && bar.compareDocumentPosition(guide) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(below, "the guide comes after the action bar").toBe(true);

  // Hal folds it with the keyboard, and opens it again with Space.
  await guideButton(hal.page).focus();
  await hal.page.keyboard.press("Enter");
  await expect(guideButton(hal.page)).toHaveAttribute("aria-expanded", "false");
  await expect(guideText(hal.page)).toBeHidden();
  await hal.page.keyboard.press("Space");
  await expect(guideButton(hal.page)).toHaveAttribute("aria-expanded", "true");
  await expect(guideText(hal.page)).toBeVisible();

  // The next reveal: folded for Gina, who left it alone; open for Hal, who opened it.
  await bar(gina.page).getByRole("button", { name: "Next story" }).click();
  for (const person of everyone) await expect(person.page.getByTestId("current-story")).toHaveText("Saved filters");
  await voteAndReveal();
  await expect(guideButton(gina.page)).toHaveAttribute("aria-expanded", "false");
  await expect(guideText(gina.page)).toBeHidden();
  await expect(guideButton(hal.page)).toHaveAttribute("aria-expanded", "true");
  await shot(gina.page, "folded-light");
  await gina.page.emulateMedia({ colorScheme: "dark" });
  await shot(gina.page, "folded-dark");
  await hal.page.getByTestId("fibonacci-guide").screenshot({ path: "test-results/screenshots/fibonacci-guide-open-light.png", animations: "disabled" });

  // A re-vote and a third reveal: each keeps their own choice.
  await gina.page.emulateMedia({ colorScheme: "light" });
  await bar(gina.page).getByRole("button", { name: "Re-vote" }).click();
  for (const person of everyone) await expect(person.page.getByRole("heading", { name: "Voting" })).toBeVisible();
  await voteAndReveal();
  await expect(guideButton(gina.page)).toHaveAttribute("aria-expanded", "false");
  await expect(guideButton(hal.page)).toHaveAttribute("aria-expanded", "true");
  await expect(guideText(hal.page)).toBeVisible();

  // Folded by Hal, it stays folded after a reload.
  await guideButton(hal.page).click();
  await hal.page.reload();
  await expect(guideButton(hal.page)).toHaveAttribute("aria-expanded", "false");
  await expect(guideText(hal.page)).toBeHidden();
});
