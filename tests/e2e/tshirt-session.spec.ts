// A T-shirt session, three people (issue 36): letters are no points, so the toasts, the summary,
// its CSV and Markdown say what the sizes mean (never "0 points" or "M points"); the most common
// card is preselected as the agreed value; and Print puts the summary on paper (page.pdf()). One
// session, not a test per step: each step reads the summary the first one played, and three fresh
// browsers per step cost more than the steps themselves.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { parseCsv } from "../support/csv";
import { enterRoom, expect, queueStories, roomFor, test, type Person } from "./helpers/people";

const STORIES = ["Sign-up page", "Search", "Reports"];
const card = (page: Page, value: string) => page.getByRole("toolbar", { name: "Estimate cards" }).getByRole("button", { name: value, exact: true });
const record = (page: Page) => page.getByRole("region", { name: "Agreed estimate" });
const summary = (page: Page) => page.getByRole("region", { name: "Session summary" });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function voteAndReveal(everyone: Person[], values: [string, string, string]) {
  const owner = everyone[0]!;
  for (const [index, person] of everyone.entries()) await card(person.page, values[index]!).click();
  await expect(owner.page.getByTestId("vote-progress")).toHaveText("3 of 3 voted");
  await owner.page.getByRole("button", { name: "Reveal", exact: true }).click();
}

test("a T-shirt session played to its summary, read as CSV, Markdown and print", async ({ people, baseURL }) => {
  test.setTimeout(120_000); // the whole session of three people on a busy machine
  // Tess's T-shirt room with Walt and Xena and the three stories queued (none started).
  const [owner, walt, xena] = await people.open(["Tess Owner", { acceptDownloads: true, permissions: ["clipboard-read", "clipboard-write"] }], "Walt Member", "Xena Member");
  const everyone = [owner, walt, xena];
  const deck = { kind: "tshirt", unknownCard: true, breakCard: false };
  const { code, roomId } = await roomFor(baseURL!, owner, { name: "T-shirt sizing", deck });
  await queueStories(baseURL!, owner, roomId, STORIES, { start: false });
  await enterRoom(everyone, code);

  await test.step("the most common size is preselected and the toast names the size, not points", async () => {
    await owner.page.getByRole("button", { name: `Start ${STORIES[0]}` }).click();
    for (const person of everyone) await expect(person.page.getByTestId("current-story")).toHaveText(STORIES[0]!);
    await voteAndReveal(everyone, ["M", "M", "L"]);
    await expect(record(owner.page).getByRole("radio", { name: "M (most common)" })).toBeChecked();
    await record(owner.page).getByRole("button", { name: "Next story" }).click();
    await expect(toast(owner.page, "Recorded M as the agreed value")).toBeVisible();
    await expect(owner.page.locator("[data-sonner-toast]").filter({ hasText: /points?\b/ })).toHaveCount(0);
    for (const person of everyone) await expect(person.page.getByTestId("current-story")).toHaveText(STORIES[1]!);

    await voteAndReveal(everyone, ["L", "S", "L"]);
    await expect(record(owner.page).getByRole("radio", { name: "L (most common)" })).toBeChecked();
    await record(owner.page).getByRole("button", { name: "Next story" }).click();
    for (const person of everyone) await expect(person.page.getByTestId("current-story")).toHaveText(STORIES[2]!);
    await voteAndReveal(everyone, ["S", "M", "XL"]);
    // A tie: nothing is preselected, so nothing is recorded by mistake.
    await expect(record(owner.page).getByRole("radio", { checked: true })).toHaveCount(0);
    await record(owner.page).getByRole("button", { name: "Skip story" }).click();
  });

  await test.step("the summary, its CSV and its Markdown count the sizes, with no total of points", async () => {
    // The session the step before played is over: M, L, then a skipped tie.
    const totals = "2 estimated stories (1 × M, 1 × L) · 1 skipped";
    for (const person of everyone) await expect(summary(person.page).getByTestId("summary-totals")).toHaveText(totals);
    const rows = summary(owner.page).getByRole("row");
    await expect(rows).toHaveCount(5);
    const shown: string[][] = [];
    for (const row of await rows.all()) shown.push((await row.getByRole("cell").or(row.getByRole("columnheader")).allInnerTexts()).map((cell) => cell.trim()));
    expect(shown.slice(1).map((row) => row.slice(1, 5))).toEqual([
      ["Sign-up page", "", "Estimated", "M"],
      ["Search", "", "Estimated", "L"],
      ["Reports", "", "Skipped", "—"],
      ["Total", "", "", "1 × M, 1 × L"],
    ]);
    await expect(summary(owner.page)).not.toContainText(/\bpoints?\b/);

    const download = owner.page.waitForEvent("download");
    await summary(owner.page).getByRole("button", { name: "Download CSV" }).click();
    const csvText = (await readFile((await (await download).path())!, "utf8")).replace(/^\uFEFF/, "");
    expect(parseCsv(csvText)).toEqual(shown);
    expect(csvText).not.toMatch(/\bpoints?\b/);

    await summary(owner.page).getByRole("button", { name: "Copy Markdown" }).click();
    await expect(toast(owner.page, "Summary copied as Markdown")).toBeVisible();
    const markdown = await owner.page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toContain("| Total |  |  | 1 × M, 1 × L | 3 |");
    expect(markdown).toContain(totals);
    expect(markdown).not.toMatch(/\bpoints?\b/);
  });

  await test.step("Print puts the summary on paper: the PDF holds its text and nothing of the room around it", async () => {
    await expect(summary(walt.page).getByTestId("summary-totals")).toBeVisible();
    const pdf = await walt.page.pdf({ format: "A4", printBackground: true });
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const { totalPages, text } = await extractText(document, { mergePages: true });
    expect(text).toContain("Session summary");
    expect(text).toContain("2 estimated stories (1 × M, 1 × L) · 1 skipped");
    for (const title of STORIES) expect(text).toContain(title);
    expect(text).toContain("1 × M, 1 × L");
    // The summary alone: no cards, no participants, no page header, on one sheet.
    expect(text).not.toContain("Estimate cards");
    expect(text).not.toContain("Participants");
    expect(text).not.toContain("Leave Room");
    expect(totalPages).toBe(1);
    // The print preview, as a picture to look at.
    await walt.page.emulateMedia({ media: "print" });
    await walt.page.screenshot({ path: "test-results/screenshots/tshirt-print-preview.png", fullPage: true, animations: "disabled" });
    await walt.page.emulateMedia({ media: "screen" });
  });

  await test.step("Print in the dark theme puts dark text on white paper: every line of the summary reads against white", async () => {
    const page = walt.page;
    // Walt's system is dark (he saved no theme): the room is dark on screen.
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(summary(page).getByTestId("summary-totals")).toBeVisible();
    await page.emulateMedia({ colorScheme: "dark", media: "print" });
    // A browser prints no backgrounds unless asked: the paper is white, so each piece of text needs
    // WCAG AA contrast against white (light theme text would vanish).
    const faint = await summary(page).evaluate((root) => {
      const luminance = (color: string) => {
        const [r, g, b] = color.match(/[\d.]+/g)!.slice(0, 3).map((c) => {
          const v = Number(c) / 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const found: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const element = node.parentElement!;
        if (!text || element.getClientRects().length === 0) continue;
        const contrast = 1.05 / (luminance(getComputedStyle(element).color) + 0.05);
        if (contrast < 4.5) found.push(`${text} (${contrast.toFixed(2)}:1)`);
      }
      return found;
    });
    expect(faint).toEqual([]);
    await expect(summary(page)).toContainText("1 × M, 1 × L");
    await page.screenshot({ path: "test-results/screenshots/tshirt-print-preview-dark.png", fullPage: true, animations: "disabled" });
    await page.emulateMedia({ colorScheme: "dark", media: "screen" });
  });

});
