// The story queue in the browser (issue 14), as one sprint planning session of Quinn's with Walt
// and Xena: the owner pastes five stories, all three see them live, members read the queue without
// controls, the owner reorders with the keyboard alone and starts a story, which becomes everyone's
// current story; the stories are estimated to the session's summary, edited, dragged and pictured.
// One session, not a test per step: each step starts where the one before left the room, and
// three fresh browsers per step cost more than the steps themselves.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parseCsv } from "../support/csv";
import { expectNoAxeViolations } from "./helpers/axe";
import { enterRoom, expect, roomFor, test, type Person } from "./helpers/people";

const queue = (page: Page) => page.getByRole("region", { name: /Story queue/ });
const titles = (page: Page) => queue(page).getByTestId("queue-item-title");
const STORIES = ["Login with SSO", "Export invoices", "Dark mode", "Audit log", "Search filters"];

const card = (page: Page, value: string) => page.getByRole("toolbar", { name: "Estimate cards" }).getByRole("button", { name: value, exact: true });
const record = (page: Page) => page.getByRole("region", { name: "Agreed estimate" });

async function voteAndReveal(everyone: Person[], values: [string, string, string]) {
  const owner = everyone[0]!;
  for (const [index, person] of everyone.entries()) await card(person.page, values[index]!).click();
  await expect(owner.page.getByTestId("vote-progress")).toHaveText("3 of 3 voted");
  await owner.page.getByRole("button", { name: "Reveal", exact: true }).click();
}

const summary = (page: Page) => page.getByRole("region", { name: "Session summary" });

/** The summary table as a person reads it: header, story rows and the total row, cell by cell. */
async function summaryCells(page: Page): Promise<string[][]> {
  const rows = summary(page).getByRole("row");
  const cells: string[][] = [];
  for (let index = 0; index < (await rows.count()); index++) cells.push(await rows.nth(index).getByRole("cell").or(rows.nth(index).getByRole("columnheader")).allInnerTexts());
  return cells.map((row) => row.map((cell) => cell.trim()));
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/queue-${name}.png`, animations: "disabled", style: "[data-sonner-toaster] { display: none !important; }" });

/** These accounts saved no theme, so the page follows the system's; reduced motion ends the colour transitions at once. */
async function setTheme(page: Page, theme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
}

test("a sprint planning session: the queue pasted, reordered, estimated to the summary, edited, dragged and pictured", async ({ people, baseURL }) => {
  test.setTimeout(240_000); // the whole session, three people and three axe runs on a busy machine
  const [owner, walt, xena] = await people.open(["Quinn Owner", { acceptDownloads: true, permissions: ["clipboard-read", "clipboard-write"] }], "Walt Member", "Xena Member");
  const everyone = [owner, walt, xena];
  const { code } = await roomFor(baseURL!, owner, { name: "Sprint planning", maxFibonacci: 21 });
  await enterRoom(everyone, code);
  const page = owner.page;

  await test.step("the owner pastes five stories and everyone sees them in order; members get no controls", async () => {
    await queue(page).getByRole("button", { name: "Paste many" }).click();
    await queue(page).getByLabel("Stories, one per line").fill(`- ${STORIES.join("\n\n- ")}\n`);
    await queue(page).getByRole("button", { name: "Add all to queue" }).click();
    for (const person of everyone) await expect(titles(person.page)).toHaveText(STORIES);
    await expect(queue(walt.page).getByRole("button")).toHaveCount(0);
    await expect(queue(walt.page).getByLabel("Stories, one per line")).toHaveCount(0);
  });

  await test.step("an empty paste is refused with the sentence, and nothing is added", async () => {
    await queue(page).getByRole("button", { name: "Paste many" }).click();
    await queue(page).getByLabel("Stories, one per line").fill("  \n \n");
    await queue(page).getByRole("button", { name: "Add all to queue" }).click();
    await expect(queue(page).getByRole("alert")).toHaveText("Please paste at least one story, one per line");
    await expect(titles(walt.page)).toHaveCount(5);
  });

  await test.step("the owner moves a story with Alt+Arrow alone, hears where it went, and everyone sees the new order", async () => {
    const item = queue(page).getByTestId("queue-item").filter({ hasText: "Dark mode" });
    await item.focus();
    await page.keyboard.press("Alt+ArrowUp");
    await expect(queue(page).getByRole("status")).toHaveText("Dark mode moved to position 2 of 5");
    await expect(item).toBeFocused();
    await page.keyboard.press("Alt+ArrowUp");
    await expect(queue(page).getByRole("status")).toHaveText("Dark mode moved to position 1 of 5");
    const order = ["Dark mode", "Login with SSO", "Export invoices", "Audit log", "Search filters"];
    for (const person of everyone) await expect(titles(person.page)).toHaveText(order);
    await queue(page).getByRole("button", { name: "Move Audit log down" }).click();
    for (const person of everyone) await expect(titles(person.page)).toHaveText(["Dark mode", "Login with SSO", "Export invoices", "Search filters", "Audit log"]);
  });

  await test.step("the owner removes a story and starts another: it is everyone's current story", async () => {
    await queue(page).getByRole("button", { name: "Remove Audit log" }).click();
    for (const person of everyone) await expect(titles(person.page)).toHaveCount(4);
    await queue(page).getByRole("button", { name: "Start Dark mode" }).click();
    for (const person of everyone) {
      await expect(person.page.getByTestId("current-story")).toHaveText("Dark mode");
      await expect(queue(person.page).getByTestId("queue-item").filter({ hasText: "Dark mode" })).toContainText("Current");
    }
  });

  await test.step("after reveal the owner sees the suggested value, re-votes, picks another card and moves on", async () => {
    await voteAndReveal(everyone, ["5", "8", "5"]);
    await expect(record(walt.page)).toHaveCount(0);
    const values = record(page).getByRole("group", { name: "Agreed value" });
    await expect(values.getByRole("radio", { name: "5 (suggested)" })).toBeChecked();
    await expect(values.locator("label")).toHaveText(["5 (suggested)", "0", "1", "2", "3", "8", "13", "21"]);
    // One action bar: no Record beside Next story.
    await expect(record(page).getByRole("button", { name: "Record estimate" })).toHaveCount(0);
    // A re-vote of the same story keeps it current.
    await record(page).getByRole("button", { name: "Re-vote" }).click();
    await voteAndReveal(everyone, ["8", "13", "8"]);
    await record(page).locator("label").filter({ hasText: /^13$/ }).click();
    await expect(record(page).getByRole("radio", { name: "13", exact: true })).toBeChecked();
    await record(page).getByRole("button", { name: "Next story" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Recorded 13 points" })).toBeVisible();
    for (const person of everyone) {
      await expect(queue(person.page).getByTestId("queue-item").filter({ hasText: "Dark mode" })).toContainText("Agreed: 13");
      await expect(person.page.getByTestId("current-story")).toHaveText("Login with SSO");
    }
    await voteAndReveal(everyone, ["3", "3", "2"]);
    await record(page).getByRole("button", { name: "Skip story" }).click();
    for (const person of everyone) {
      await expect(queue(person.page).getByTestId("queue-item").filter({ hasText: "Login with SSO" })).toContainText("Skipped");
      await expect(person.page.getByTestId("current-story")).toHaveText("Export invoices");
    }
  });

  await test.step("two more stories are estimated; everyone sees the same summary, and its CSV and Markdown say exactly that", async () => {
    await voteAndReveal(everyone, ["3", "3", "5"]);
    await record(page).getByRole("button", { name: "Next story" }).click();
    for (const person of everyone) await expect(person.page.getByTestId("current-story")).toHaveText("Search filters");
    await voteAndReveal(everyone, ["2", "2", "2"]);
    // The last story: Next story records it and ends the queue, filing its round.
    await record(page).getByRole("button", { name: "Next story" }).click();
    for (const person of everyone) await expect(summary(person.page).getByTestId("summary-totals")).toHaveText("18 points from 3 estimated stories · 1 skipped");
    const shown = await summaryCells(page);
    expect(shown.slice(1).map((row) => row.slice(1, 6))).toEqual([
      ["Dark mode", "", "Estimated", "13", "2"],
      ["Login with SSO", "", "Skipped", "—", "1"],
      ["Export invoices", "", "Estimated", "3", "1"],
      ["Search filters", "", "Estimated", "2", "1"],
      ["Total", "", "", "18", "5"],
    ]);
    for (const person of [walt, xena]) {
      expect(await summaryCells(person.page)).toEqual(shown);
      await expect(summary(person.page).getByRole("button", { name: "Download CSV" })).toHaveCount(0);
      await expect(summary(person.page).getByRole("button", { name: "Copy Markdown" })).toHaveCount(0);
    }

    const download = page.waitForEvent("download");
    await summary(page).getByRole("button", { name: "Download CSV" }).click();
    // The file opens with a byte order mark, for spreadsheets.
    const csv = parseCsv((await readFile((await (await download).path())!, "utf8")).replace(/^\uFEFF/, ""));
    expect(csv).toEqual(shown);

    await summary(page).getByRole("button", { name: "Copy Markdown" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Summary copied as Markdown" })).toBeVisible();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    const tableLines = markdown.split("\n").filter((line) => line.startsWith("|") && !/^\| -+:? \|/.test(line));
    expect(tableLines).toEqual(shown.map((row) => `| ${row.join(" | ")} |`));
    expect(markdown).toContain("18 points from 3 estimated stories · 1 skipped");

    // The round history shows each story's agreed value beside all of its rounds; a skipped story has none.
    const history = walt.page.getByTestId("round-history");
    await history.getByRole("button", { name: /Round history/ }).click();
    const roundsOf = (title: string) => history.getByTestId("history-round").filter({ hasText: title });
    await expect(roundsOf("Dark mode")).toHaveCount(2);
    for (const round of await roundsOf("Dark mode").all()) await expect(round).toContainText(/Agreed\s*13/);
    await expect(roundsOf("Export invoices")).toContainText(/Agreed\s*3/);
    await expect(roundsOf("Search filters")).toContainText(/Agreed\s*2/);
    await expect(roundsOf("Login with SSO")).not.toContainText("Agreed");
    await history.screenshot({ path: "test-results/screenshots/queue-round-history.png", animations: "disabled" });
  });

  await test.step("the owner edits a story in place: a bad link is refused, then everyone sees the new title, description and link", async () => {
    await queue(page).getByRole("button", { name: "Edit Export invoices" }).click();
    const form = queue(page).getByRole("form", { name: "Edit Export invoices" });
    await form.getByLabel("Story title").fill("Export invoices as PDF");
    await form.getByLabel("Description (optional)").fill("Finance asks for PDF, not CSV");
    await form.getByLabel("Link (optional)").fill("javascript:alert(1)");
    await form.getByRole("button", { name: "Save story" }).click();
    await expect(form.getByRole("alert")).toHaveText("The link must be a web address starting with http:// or https://");
    await expectNoAxeViolations(page, "editing a story");
    await expect(titles(walt.page).nth(2)).toHaveText("Export invoices");
    await form.getByLabel("Link (optional)").fill("https://example.com/invoices");
    await form.getByRole("button", { name: "Save story" }).click();
    await expect(form).toHaveCount(0);
    for (const person of everyone) {
      const item = queue(person.page).getByTestId("queue-item").nth(2);
      await expect(item.getByTestId("queue-item-title")).toHaveText("Export invoices as PDF");
      await expect(item).toContainText("Finance asks for PDF, not CSV");
      await expect(item.getByRole("link", { name: "https://example.com/invoices" })).toBeVisible();
      await expect(queue(person.page).getByRole("button", { name: /^Edit / })).toHaveCount(person === owner ? 4 : 0);
    }
  });

  await test.step("a long description shows as an excerpt; the whole text loads on demand, and the edit form holds all of it", async () => {
    const long = `${"Invoices need a PDF layout finance can file. ".repeat(12)}The last line.`;
    await queue(page).getByRole("button", { name: "Edit Export invoices as PDF" }).click();
    const form = queue(page).getByRole("form", { name: "Edit Export invoices as PDF" });
    await form.getByLabel("Description (optional)").fill(long);
    await form.getByRole("button", { name: "Save story" }).click();
    await expect(form).toHaveCount(0);
    const item = (person: Person) => queue(person.page).getByTestId("queue-item").filter({ hasText: "Export invoices as PDF" });
    // The list carries the first 200 characters only.
    await expect(item(walt).getByTestId("queue-item-description")).toHaveText(`${long.slice(0, 200)}…`);
    await item(walt).getByRole("button", { name: "Show the full description of Export invoices as PDF" }).click();
    await expect(item(walt).getByTestId("queue-item-description")).toHaveText(long);
    await item(walt).getByRole("button", { name: "Show less of Export invoices as PDF" }).click();
    await expect(item(walt).getByTestId("queue-item-description")).not.toContainText("The last line.");
    // Editing starts from the whole description, not the excerpt.
    await queue(page).getByRole("button", { name: "Edit Export invoices as PDF" }).click();
    await expect(form.getByLabel("Description (optional)")).toHaveValue(long);
    await form.getByRole("button", { name: "Cancel" }).click();
    await expect(form).toHaveCount(0);
  });

  await test.step("the owner drags a story by its handle to the top; everyone sees the new order", async () => {
    const before = ["Dark mode", "Login with SSO", "Export invoices as PDF", "Search filters"];
    await expect(titles(page)).toHaveText(before);
    const handle = queue(page).getByTestId("queue-item").filter({ hasText: "Search filters" }).getByTestId("queue-drag-handle");
    // The queue is below the session's summary: in view first, as a person scrolls to it.
    await queue(page).scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const top = (await queue(page).getByTestId("queue-item").first().boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, top.y + 4, { steps: 12 });
    // While dragging, the list already shows where the story lands.
    await expect(titles(page).first()).toHaveText("Search filters");
    await page.mouse.up();
    await expect(queue(page).getByRole("status")).toHaveText("Search filters moved to position 1 of 4");
    for (const person of everyone) await expect(titles(person.page)).toHaveText(["Search filters", "Dark mode", "Login with SSO", "Export invoices as PDF"]);
    // Members have no handles.
    await expect(queue(walt.page).getByTestId("queue-drag-handle")).toHaveCount(0);
  });

  await test.step("pictures of the queue, recording an estimate and the summary, where axe finds nothing: desktop and phone, light and dark", async () => {
    await queue(page).getByRole("button", { name: "Paste many" }).click();
    await queue(page).getByLabel("Stories, one per line").fill("Billing page");
    await queue(page).getByRole("button", { name: "Add all to queue" }).click();
    await queue(page).getByRole("button", { name: "Start Billing page" }).click();
    await expect(page.getByTestId("current-story")).toHaveText("Billing page");
    await voteAndReveal(everyone, ["5", "8", "5"]);
    // Revealed, nothing recorded yet: the summary already counts the round, for everyone.
    const billing = (p: Page) => summary(p).getByRole("row").filter({ hasText: "Billing page" }).getByRole("cell");
    for (const person of everyone) await expect(billing(person.page).nth(5)).toHaveText("1");
    // Axe once per theme, each on one of the two layouts: the pictures show all four.
    const looks = [
      [{ width: 1280, height: 900 }, "desktop", "light", true],
      [{ width: 1280, height: 900 }, "desktop", "dark", false],
      [{ width: 390, height: 844 }, "phone", "light", false],
      [{ width: 390, height: 844 }, "phone", "dark", true],
    ] as const;
    for (const [viewport, label, theme, scan] of looks) {
      await page.setViewportSize(viewport);
      await setTheme(page, theme);
      await record(page).scrollIntoViewIfNeeded();
      await shot(page, `${label}-record-${theme}`);
      await queue(page).scrollIntoViewIfNeeded();
      await shot(page, `${label}-queue-${theme}`);
      await summary(page).scrollIntoViewIfNeeded();
      await shot(page, `${label}-summary-${theme}`);
      if (scan) await expectNoAxeViolations(page, `queue, recording and summary (${label}, ${theme})`);
    }
  });
});
