// The room in the person's language (issue 35): the pseudo-language walk through the room while
// voting and revealed, the queue, the summary, the room's settings and JIRA's; a person who switches
// to Japanese in the room sees it follow; a German 360 px phone keeps the room from scrolling sideways,
// and a 1366 px laptop shows the German summary's every column.
import type { Page } from "@playwright/test";
import { pseudoText } from "../../src/client/i18n/pseudo";
import { MESSAGES } from "../../src/shared/messages";
import { callAs, enterRoom, estimateStory, expect, playRound, queueStories, roomFor, test, voteAs, type Person } from "./helpers/people";
import { untranslatedText } from "./helpers/untranslated";

const LANGUAGE_KEY = "planning-poker.language";

async function storeLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_KEY, language]);
}

/** The shared spec's sentences (src/shared/messages): still English everywhere, a later step makes them codes. */
const SHARED_SENTENCES: ReadonlySet<string> = new Set(Object.values(MESSAGES).flatMap((area) => Object.values(area as Record<string, unknown>).filter((value): value is string => typeof value === "string")));

/**
 * Intl's own output (a round's date and time, a time spent): the pseudo-language has no Intl locale,
 * so it reads as English there, and in every real language as that language.
 */
const INTL_OUTPUT = [/^[\d\s/:,.]+(AM|PM)?$/, /^(\d+\s?[hms]\s?)+$/];

/**
 * The site's theme toggle is in every page's first download, which has no room left under the
 * sign-in budget for its words (docs/i18n.md): still English, like the shared sentences.
 */
const SITE_CONTROLS = ["Switch to dark theme", "Switch to light theme"];

/** What the walk allows: people's and the room's names, the stories' titles, a link field's "https://" and JIRA's ".atlassian.net", Intl's output and the shared sentences. */
function untranslatedBeyond(found: string[], allowed: readonly string[]): string[] {
  return found.filter((text) => ![...allowed, "https://", ".atlassian.net", ...SITE_CONTROLS].includes(text) && !SHARED_SENTENCES.has(text) && !INTL_OUTPUT.some((pattern) => pattern.test(text)));
}

/** A name as the pseudo-language writes it (accented; its padding left out). */
const pseudo = (english: string) => new RegExp(`^${pseudoText(english).slice(0, english.length).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

const STORIES = ["Audit log", "Export to PDF", "Search box"];

test("the pseudo-language reaches everything a person reads in the room: voting, revealed, the queue, the summary, the settings and JIRA's", async ({ people, baseURL }) => {
  const [ada, bob] = await people.open("Ada", "Bob");
  await storeLanguage(ada.page, "en-XA");
  const { code, roomId } = await roomFor(baseURL!, ada, { name: "Sprint planning" });
  await queueStories(baseURL!, ada, roomId, STORIES);
  await enterRoom([ada, bob], code);
  // One story estimated (the summary shows), one round in the history, then the second story's round.
  await estimateStory(baseURL!, ada, roomId, [[ada, "3"], [bob, "5"]], "3");
  await playRound(baseURL!, ada, roomId, [[ada, "8"], [bob, "8"]]);
  const page = ada.page;
  const allowed = ["Sprint planning", ...STORIES, ada.name, bob.name, `${ada.name}, ${bob.name}`];
  const walk = async (what: string) => expect(untranslatedBeyond(await untranslatedText(page, "main"), allowed), what).toEqual([]);

  // Voting: Bob has voted, Ada has not.
  await voteAs(baseURL!, bob, roomId, "5");
  await expect(page.getByTestId("participant-mark").locator('[data-mark="voted"]')).toHaveCount(1);
  await expect(page.getByTestId("story-queue")).toBeVisible();
  await expect(page.getByTestId("round-history")).toBeVisible();
  await walk("voting");

  // Revealed: the results, their statistics, the agreement, the votes.
  await voteAs(baseURL!, ada, roomId, "8");
  await callAs(baseURL!, ada, "mutation", "voting.revealVotes", { roomId, sessionId: "e2e" });
  await expect(page.getByTestId("results")).toBeVisible();
  await expect(page.getByTestId("stat-average")).toHaveText("6.5");
  await walk("revealed");

  // The room's settings and the deck fields.
  await page.locator("[data-room-header]").getByRole("button", { name: pseudo("Room Settings") }).click();
  const settings = page.getByRole("dialog");
  await expect(settings.getByRole("heading", { name: pseudo("Room settings") })).toBeVisible();
  const inDialog = async (what: string) => expect(untranslatedBeyond(await untranslatedText(page, "[role=dialog]"), allowed), what).toEqual([]);
  await inDialog("room settings");
  await page.keyboard.press("Escape");
  await expect(settings).toBeHidden();

  // JIRA's settings (the story panel's source controls come once the room is idle).
  await page.getByRole("button", { name: pseudo("JIRA Settings") }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: pseudo("JIRA Settings") })).toBeVisible();
  await inDialog("JIRA settings");
  await page.keyboard.press("Escape");
});

/** The room's own words in Japanese, as a person reads them. */
async function expectJapaneseRoom(page: Page): Promise<void> {
  const header = page.locator("[data-room-header]");
  await expect(header.getByRole("button", { name: "ルームを共有" })).toBeVisible();
  await expect(header.getByRole("button", { name: "ルームを退出" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "参加者" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "ストーリーキュー" })).toBeVisible();
}

test("a person who switches to Japanese in the room sees the room follow, the results too", async ({ people, baseURL }) => {
  const [ada, bob] = await people.open("Ada", "Bob");
  const { code, roomId } = await roomFor(baseURL!, ada, { name: "Sprint 7" });
  await queueStories(baseURL!, ada, roomId, STORIES);
  await enterRoom([ada, bob], code);
  const page = ada.page;
  await expect(page.getByTestId("voting-panel").getByRole("heading", { name: "Voting" })).toBeVisible();

  await page.getByRole("button", { name: "Account" }).click();
  await page.getByRole("dialog").getByLabel("Language").selectOption({ label: "日本語" });
  await expect(page.getByRole("dialog").getByRole("heading", { name: "アカウント" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByTestId("voting-panel").getByRole("heading", { name: "投票" })).toBeVisible();
  await expectJapaneseRoom(page);
  await expect(page.getByRole("toolbar", { name: "見積もりカード" })).toBeVisible();

  // The reveal that follows speaks Japanese too: its heading, its figures, the votes.
  for (const [person, value] of [[ada, "3"], [bob, "5"]] as Array<[Person, string]>) await voteAs(baseURL!, person, roomId, value);
  await expect(page.getByTestId("vote-progress")).toHaveText("2 人中 2 人が投票済み");
  await page.getByTestId("voting-panel").getByRole("button", { name: "公開", exact: true }).click();
  await expect(page.getByTestId("voting-panel").getByRole("heading", { name: "結果" })).toBeVisible();
  await expect(page.getByText("平均", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "参加者ごとの投票" })).toBeVisible();
  // Bob's room stays in his English.
  await expect(bob.page.getByTestId("voting-panel").getByRole("heading", { name: "Results" })).toBeVisible();
});

test("a 360 px phone in German keeps the room from scrolling sideways, while voting, revealed and with the summary's async columns; at 1366 px the summary fits unscrolled", async ({ people, baseURL }) => {
  const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: "de-DE" };
  const [ada, bob] = await people.open(["Ada", phone], "Bob");
  const { code, roomId } = await roomFor(baseURL!, ada, { name: "Qualitätssicherungsmaßnahmenplanung" });
  const storyIds = await queueStories(baseURL!, ada, roomId, ["Datenschutzfolgenabschätzungsvorlage überarbeiten", "Export to PDF", "Zahlungsabwicklungsqualitätssicherung"], { start: false });
  // The third story agreed async (both voted alike), so the summary shows its async columns.
  for (const [index, person] of [ada, bob].entries()) await callAs(baseURL!, person, "mutation", "rooms.joinRoom", { code, sessionId: `e2e-phone-${index}` });
  await callAs(baseURL!, ada, "mutation", "async.openBatch", { roomId, sessionId: "e2e", stories: [storyIds[2]], deadline: Date.now() + 86_400_000, remindHoursBefore: 0 });
  for (const person of [ada, bob]) await callAs(baseURL!, person, "mutation", "async.submitVote", { roomId, sessionId: "e2e", storyId: storyIds[2], value: "5" });
  await callAs(baseURL!, ada, "mutation", "queue.startStory", { roomId, sessionId: "e2e", storyId: storyIds[0] });
  const page = ada.page;
  await page.goto(`/room/${code}`);
  await expect(page.getByTestId("participant")).toHaveCount(2);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect(page.getByRole("heading", { name: "Teilnehmende" })).toBeVisible();
  await expect(page.getByTestId("voting-panel").getByRole("heading", { name: "Abstimmung" })).toBeVisible();
  expect(await overflow(), "voting").toBeLessThanOrEqual(0);

  for (const [person, value] of [[ada, "13"], [bob, "21"]] as Array<[Person, string]>) await voteAs(baseURL!, person, roomId, value);
  await callAs(baseURL!, ada, "mutation", "voting.revealVotes", { roomId, sessionId: "e2e" });
  await expect(page.getByTestId("voting-panel").getByRole("heading", { name: "Ergebnisse" })).toBeVisible();
  await expect(page.getByText("Stimmen nach Person")).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Stimmen nach Person" })).toBeVisible();
  expect(await overflow(), "revealed").toBeLessThanOrEqual(0);

  const summary = page.getByRole("region", { name: "Zusammenfassung der Sitzung" });
  await expect(summary.getByRole("columnheader", { name: "Vereinbart in" })).toBeVisible();
  await expect(summary.getByRole("cell", { name: "asynchron", exact: true })).toBeVisible();
  expect(await overflow(), "summary").toBeLessThanOrEqual(0);
  // The long German title wraps in its column rather than widening it past the phone's screen.
  const title = summary.getByRole("cell", { name: "Zahlungsabwicklungsqualitätssicherung", exact: true });
  expect(await title.evaluate((cell) => cell.getBoundingClientRect().width)).toBeLessThan(200);

  // On a 1366 px laptop the room's side column leaves the summary about 680 px: every German column, "Dauer" last, fits in it unscrolled.
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(summary.getByRole("columnheader", { name: "Dauer" })).toBeVisible();
  const table = summary.getByRole("group", { name: "Übersichtstabelle" });
  expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth), "summary at 1366 px").toBeLessThanOrEqual(0);
});
