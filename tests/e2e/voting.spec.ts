// Voting in the browser (spec 2, 4, 5, 6, 8, 9): three people in three browsers in one room vote,
// the owner reveals, everyone reads the same results; confirmations for an early reveal and for
// Clear; New Round; a member voting with the keyboard alone; an observer; the CSV download. One
// evening of rounds, not a test per step: each step starts where the one before left the room, and
// three fresh browsers per step cost more than the steps themselves.
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { parseCsv } from "../support/csv";
import { participantAction } from "./helpers/participants";
import { enterRoom, expect, roomFor, test, type Person } from "./helpers/people";
import { axeResults, violationSummary } from "./helpers/axe";

const deck = (page: Page) => page.getByRole("toolbar", { name: "Estimate cards" });
const card = (page: Page, value: string): Locator => deck(page).getByRole("button", { name: value === "?" ? "? (unknown)" : value, exact: true });
const progress = (page: Page) => page.getByTestId("vote-progress");
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const results = (page: Page) => page.getByTestId("results");

async function expectResults(page: Page, figures: { average: string; median: string; min: string; max: string; total: string }, distribution: [string, string][]) {
  await expect(results(page)).toBeVisible();
  for (const [name, value] of Object.entries(figures)) await expect(page.getByTestId(`stat-${name}`)).toHaveText(value);
  const rows = page.getByTestId("distribution-row");
  await expect(rows).toHaveCount(distribution.length);
  for (const [index, [value, percentage]] of distribution.entries()) {
    await expect(rows.nth(index)).toHaveAttribute("data-card", value);
    await expect(rows.nth(index).getByTestId("distribution-percentage")).toHaveText(percentage);
  }
}

test("an estimation night: rounds voted, revealed, cleared, observed, downloaded and read by axe", async ({ people, baseURL }) => {
  test.setTimeout(180_000); // the whole evening, three people and four axe runs on a busy machine
  // Vera's "Estimation night" (Fibonacci up to 21) with Walt and Xena (on a touch screen), all three in it.
  const downloads = { acceptDownloads: true };
  const [owner, walt, xena] = await people.open(["Vera Owner", downloads], ["Walt Member", downloads], ["Xena Member", { ...downloads, hasTouch: true }]);
  const everyone: Person[] = [owner, walt, xena];
  const { code } = await roomFor(baseURL!, owner, { name: "Estimation night", maxFibonacci: 21 });
  await enterRoom(everyone, code);

  await test.step("an early reveal asks first; everyone votes; the owner reveals and all three read the same results", async () => {
    for (const person of everyone) {
      await expect(progress(person.page)).toHaveText("0 of 3 voted");
      // The room's deck (max 21) plus '?'.
      await expect(deck(person.page).getByRole("button")).toHaveText(["0", "1", "2", "3", "5", "8", "13", "21", "?"].map((v) => new RegExp(`^${v.replace("?", "\\?")}`)));
    }
    // Members have no round controls; the owner's are disabled with no votes (spec 5).
    await expect(walt.page.getByRole("button", { name: "Reveal", exact: true })).toHaveCount(0);
    await expect(owner.page.getByRole("button", { name: "Reveal", exact: true })).toBeDisabled();
    await expect(owner.page.getByRole("button", { name: "Clear Votes", exact: true })).toBeDisabled();

    await card(owner.page, "5").click();
    await expect(card(owner.page, "5")).toHaveAttribute("aria-pressed", "true");
    for (const person of everyone) await expect(progress(person.page)).toHaveText("1 of 3 voted");
    // Others see that the owner voted, not what.
    await expect(walt.page.getByTestId("participant").filter({ hasText: "Vera Owner" }).getByText("Voted")).toBeAttached();
    await expect(card(walt.page, "5")).toHaveAttribute("aria-pressed", "false");

    // Fewer votes than voters: a confirmation that says how many voted. Cancel keeps voting.
    await owner.page.getByRole("button", { name: "Reveal", exact: true }).click();
    const early = owner.page.getByRole("alertdialog", { name: "Not everyone has voted" });
    await expect(early).toContainText("Only 1 of 3 participants has voted.");
    await early.getByRole("button", { name: "Cancel" }).click();
    await expect(early).toBeHidden();
    await expect(deck(owner.page)).toBeVisible();

    // A changed card replaces the first one.
    await card(walt.page, "13").click();
    await card(walt.page, "8").click();
    await expect(card(walt.page, "8")).toHaveAttribute("aria-pressed", "true");
    await expect(card(walt.page, "13")).toHaveAttribute("aria-pressed", "false");
    // Xena is on a touch screen.
    await card(xena.page, "8").tap();
    for (const person of everyone) await expect(progress(person.page)).toHaveText("3 of 3 voted");

    // Everyone voted: no question asked.
    await owner.page.getByRole("button", { name: "Reveal", exact: true }).click();
    await expect(owner.page.getByRole("alertdialog")).toHaveCount(0);
    for (const person of everyone) {
      await expectResults(person.page, { average: "7.0", median: "8", min: "5", max: "8", total: "3" }, [
        ["5", "33%"],
        ["8", "67%"],
      ]);
      await expect(person.page.getByTestId("agreement-label")).toHaveText("Moderate agreement");
      await expect(person.page.getByRole("list", { name: "Votes by participant" })).toContainText("Vera Owner");
    }
    await expect(walt.page.getByTestId("reveal-announcement")).toHaveText("Votes revealed. Average 7.0 from 3 votes.");
    await expect(walt.page.getByRole("button", { name: "New Round" })).toHaveCount(0);

    // The Fibonacci guide is open at a first reveal; folded, it stays folded across a reload.
    const guide = (page: Page) => page.getByRole("button", { name: "What do the numbers mean?" });
    await expect(guide(walt.page)).toHaveAttribute("aria-expanded", "true");
    await guide(walt.page).click();
    await walt.page.reload();
    await expect(results(walt.page)).toBeVisible();
    await expect(guide(walt.page)).toHaveAttribute("aria-expanded", "false");
    await expect(owner.page.getByTestId("fibonacci-guide").getByText("Too big to estimate well: split it")).toBeVisible();
  });

  await test.step("New Round clears the selection; a member votes with the keyboard alone", async () => {
    // The round the step before revealed (5, 8, 8) is the one to start from.
    await owner.page.getByRole("button", { name: "New Round" }).click();
    for (const person of everyone) {
      await expect(deck(person.page)).toBeVisible();
      await expect(progress(person.page)).toHaveText("0 of 3 voted");
      await expect(deck(person.page).locator('[aria-pressed="true"]')).toHaveCount(0);
    }
    await expect(xena.page.getByTestId("reveal-announcement")).toHaveText("New round. Votes are hidden until they are revealed.");
    await expect(owner.page.getByRole("button", { name: /Round history/ })).toBeVisible();

    // Keyboard only: Tab into the deck from the panel's heading, arrows to move, Enter and Space to choose.
    const page = walt.page;
    await page.getByRole("heading", { name: "Voting" }).click();
    await page.keyboard.press("Tab");
    await expect(card(page, "0")).toBeFocused();
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    await expect(card(page, "5")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(card(page, "5")).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("ArrowRight");
    await expect(card(page, "8")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(card(page, "8")).toHaveAttribute("aria-pressed", "true");
    await expect(card(page, "5")).toHaveAttribute("aria-pressed", "false");
    // Tab leaves the deck in one step: only one card is in the tab order.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(card(page, "8")).toBeFocused();
    await expect(progress(owner.page)).toHaveText("1 of 3 voted");

    await card(owner.page, "13").click();
    await card(xena.page, "?").click();
    await expect(progress(owner.page)).toHaveText("3 of 3 voted");
    await owner.page.getByRole("button", { name: "Reveal", exact: true }).click();
    for (const person of everyone) {
      // '?' is left out of the numbers and listed last.
      await expectResults(person.page, { average: "10.5", median: "10.5", min: "8", max: "13", total: "3" }, [
        ["8", "33%"],
        ["13", "33%"],
        ["?", "33%"],
      ]);
    }
    await owner.page.getByRole("button", { name: "New Round" }).click();
    await expect(progress(owner.page)).toHaveText("0 of 3 voted");
  });

  await test.step("the owner downloads the round history as CSV; members cannot", async () => {
    // The two rounds played so far.
    await owner.page.getByRole("button", { name: /Round history/ }).click();
    await expect(owner.page.getByTestId("history-round")).toHaveCount(2);
    await expect(owner.page.getByTestId("history-round").first()).toContainText("Round 2");
    await expect(walt.page.getByRole("button", { name: /Round history/ })).toBeVisible();
    await expect(walt.page.getByRole("button", { name: "Download CSV" })).toHaveCount(0);

    const [download] = await Promise.all([owner.page.waitForEvent("download"), owner.page.getByRole("button", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^planning-poker-${code}-rounds-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const text = await readFile((await download.path())!, "utf8");
    const rows = parseCsv(text.replace(/^\uFEFF/, ""));
    expect(rows[0]).toEqual(["Round", "Story", "Ticket", "Ticket summary", "Votes", "Average", "Median", "Min", "Max", "Total votes", "Agreement", "Date", "Most common", "Agreed value"]);
    expect(rows.slice(1).map((row) => row.slice(0, 11))).toEqual([
      ["1", "", "", "", "Vera Owner: 5; Walt Member: 8; Xena Member: 8", "7.0", "8", "5", "8", "3", "Moderate agreement (67%)"],
      ["2", "", "", "", "Walt Member: 8; Vera Owner: 13; Xena Member: ?", "10.5", "10.5", "8", "13", "3", "Moderate agreement (50%)"],
    ]);
  });

  await test.step("Clear always asks first, then empties the round", async () => {
    await card(owner.page, "3").click();
    await card(walt.page, "2").click();
    await expect(progress(owner.page)).toHaveText("2 of 3 voted");

    await owner.page.getByRole("button", { name: "Clear Votes", exact: true }).click();
    const dialog = owner.page.getByRole("alertdialog", { name: "Clear all votes?" });
    await expect(dialog).toContainText("all 2 votes");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(progress(owner.page)).toHaveText("2 of 3 voted");

    await owner.page.getByRole("button", { name: "Clear Votes", exact: true }).click();
    await owner.page.getByRole("alertdialog", { name: "Clear all votes?" }).getByRole("button", { name: "Clear Votes" }).click();
    await expect(toast(owner.page, "Votes cleared successfully!")).toBeVisible();
    for (const person of everyone) {
      await expect(progress(person.page)).toHaveText("0 of 3 voted");
      await expect(deck(person.page).locator('[aria-pressed="true"]')).toHaveCount(0);
    }
    await expect(owner.page.getByRole("button", { name: "Reveal", exact: true })).toBeDisabled();
  });

  await test.step("an excluded participant only observes and is not counted", async () => {
    await participantAction(owner.page, "Xena Member", "Exclude Xena Member from voting");
    await expect(deck(xena.page).getByRole("button").first()).toBeDisabled();
    await expect(xena.page.getByText("You are observing this room")).toBeVisible();
    await expect(progress(owner.page)).toHaveText("0 of 2 voted");
    await participantAction(owner.page, "Xena Member", "Include Xena Member in voting");
    await expect(card(xena.page, "1")).toBeEnabled();
    await expect(progress(owner.page)).toHaveText("0 of 3 voted");
  });

  await test.step("axe finds nothing in the voting and results views, light and dark", async () => {
    const page = owner.page;
    const scan = async (label: string) => {
      const summary = violationSummary(await axeResults(page, { include: ['[data-testid="voting-panel"]', '[data-testid="round-history"]'] }), label);
      expect(summary, summary.join("\n")).toEqual([]);
    };
    await card(page, "5").click();
    await card(walt.page, "3").click();
    // The round history is still open from the download, so it is scanned too.
    await expect(page.getByTestId("history-round").first()).toBeVisible();
    for (const scheme of ["light", "dark"] as const) {
      // Reduced motion: the bars and colours are at their end at once; axe reads colours mid-transition otherwise.
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      await scan(`${scheme} voting`);
    }
    await page.getByRole("button", { name: "Reveal", exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Reveal Votes" }).click();
    await expect(results(page)).toBeVisible();
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      await scan(`${scheme} results`);
    }
  });

});
