// A T-shirt session, three people (issue 36): letters are no points, so the toasts, the summary,
// its CSV and Markdown say what the sizes mean (never "0 points" or "M points"); the most common
// card is preselected as the agreed value; and Print puts the summary on paper (page.pdf()).
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { parseCsv } from "../support/csv";
import { callOk as api } from "../support/functionCalls";
import { personWithBrowser, type Person } from "./helpers/accounts";

test.describe.configure({ mode: "serial" });
test.setTimeout(60_000);

let owner: Person;
let walt: Person;
let xena: Person;
let everyone: Person[];

const STORIES = ["Sign-up page", "Search", "Reports"];
const card = (page: Page, value: string) => page.getByRole("toolbar", { name: "Estimate cards" }).getByRole("button", { name: value, exact: true });
const record = (page: Page) => page.getByRole("region", { name: "Agreed estimate" });
const summary = (page: Page) => page.getByRole("region", { name: "Session summary" });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test.beforeAll(async ({ browser, baseURL }) => {
  owner = await personWithBrowser(browser, baseURL!, "Tess Owner", { acceptDownloads: true, permissions: ["clipboard-read", "clipboard-write"] });
  walt = await personWithBrowser(browser, baseURL!, "Walt Member");
  xena = await personWithBrowser(browser, baseURL!, "Xena Member");
  everyone = [owner, walt, xena];
  const deck = { kind: "tshirt", unknownCard: true, breakCard: false };
  const { code } = await api(baseURL!, "mutation", "rooms.createRoom", { name: "T-shirt sizing", sessionId: "e2e-tshirt-owner", isPermanent: false, deck }, owner.token);
  const roomId = (await api(baseURL!, "query", "rooms.getRoomByCode", { code }, owner.token))._id;
  await api(baseURL!, "mutation", "queue.addStories", { roomId, sessionId: "e2e-tshirt-owner", text: STORIES.join("\n") }, owner.token);
  for (const person of everyone) {
    await person.page.goto(`/room/${code}`);
    await expect(person.page.getByTestId("participant")).toHaveCount(everyone.indexOf(person) + 1);
  }
});

test.afterAll(async () => {
  for (const person of everyone ?? []) await person.context.close();
});

async function voteAndReveal(values: [string, string, string]) {
  for (const [index, person] of everyone.entries()) await card(person.page, values[index]!).click();
  await expect(owner.page.getByTestId("vote-progress")).toHaveText("3 of 3 voted");
  await owner.page.getByRole("button", { name: "Reveal", exact: true }).click();
}

test("the most common size is preselected and the toast names the size, not points", async () => {
  await owner.page.getByRole("button", { name: `Start ${STORIES[0]}` }).click();
  for (const person of everyone) await expect(person.page.getByTestId("current-story")).toHaveText(STORIES[0]!);
  await voteAndReveal(["M", "M", "L"]);
  await expect(record(owner.page).getByRole("radio", { name: "M (most common)" })).toBeChecked();
  await record(owner.page).getByRole("button", { name: "Next story" }).click();
  await expect(toast(owner.page, "Recorded M as the agreed value")).toBeVisible();
  await expect(owner.page.locator("[data-sonner-toast]").filter({ hasText: /points?\b/ })).toHaveCount(0);
  for (const person of everyone) await expect(person.page.getByTestId("current-story")).toHaveText(STORIES[1]!);

  await voteAndReveal(["L", "S", "L"]);
  await expect(record(owner.page).getByRole("radio", { name: "L (most common)" })).toBeChecked();
  await record(owner.page).getByRole("button", { name: "Next story" }).click();
  for (const person of everyone) await expect(person.page.getByTestId("current-story")).toHaveText(STORIES[2]!);
  await voteAndReveal(["S", "M", "XL"]);
  // A tie: nothing is preselected, so nothing is recorded by mistake.
  await expect(record(owner.page).getByRole("radio", { checked: true })).toHaveCount(0);
  await record(owner.page).getByRole("button", { name: "Skip story" }).click();
});

test("the summary, its CSV and its Markdown count the sizes, with no total of points", async () => {
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

test("Print puts the summary on paper: the PDF holds its text and nothing of the room around it", async () => {
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
