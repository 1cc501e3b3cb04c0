// Issue 31, step 3, in the browser: three people estimate imported issues and the manager's
// recording writes each agreed value back with the manager's own connection, read back from the
// fakes (tests/e2e/server.ts serves what they hold). GitHub: a repository whose milestone is
// imported, estimates going to its owner's project's "Estimate" number field. Jira Data Center: a
// board's sprint, estimates going to the board's estimation field. Screenshots of the source
// settings and of the agreed-estimate bar with its write-back option, phone and desktop, light and
// dark; axe reads each theme once. Two sessions, not a test per tracker or theme: the same three
// people estimate with each tracker in turn, and one person's page changes its look in place.
import type { Page } from "@playwright/test";
import { GOOD_TOKEN } from "../../src/plugins/github/test/fakeGitHubData";
import { GOOD_PAT } from "../../src/plugins/jira-dc/test/fakeJiraDcData";
import { expectNoAxeViolations } from "./helpers/axe";
import { fakeJiraDcSite, githubProjectValue, jiraDcIssueFields } from "./helpers/fakeServices";
import { axeReadsLook, LOOKS, showLook } from "./helpers/looks";
import { callAs, enterRoom, expect, roomFor, test, voteAs, type Person } from "./helpers/people";

const SESSION = "e2e-write-back";
const ROADMAP = "PVT_kwDOroadmap1";
const storyPanel = (page: Page) => page.getByRole("region", { name: "Story" });
const queue = (page: Page) => page.getByRole("region", { name: /Story queue/ });
const record = (page: Page) => page.getByRole("region", { name: "Agreed estimate" });
const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/write-back-${name}.png`, animations: "disabled", style: "[data-sonner-toaster] { display: none !important; }" });

/** Everyone picks `card` in the browser, the manager reveals and records it with the write-back on. */
async function estimateInBrowser(manager: Person, team: Person[], key: string, card: string, trackerLabel: string) {
  for (const person of [manager, ...team]) await person.page.getByRole("toolbar", { name: "Estimate cards" }).getByRole("button", { name: card, exact: true }).click();
  await expect(manager.page.getByTestId("vote-progress")).toHaveText("3 of 3 voted");
  await manager.page.getByRole("button", { name: "Reveal", exact: true }).click();
  const bar = record(manager.page);
  const option = bar.getByRole("checkbox", { name: `Also write to ${trackerLabel} (${key})` });
  await expect(option).toBeChecked();
  await bar.getByRole("button", { name: "Next story" }).click();
  await expect(toast(manager.page, `Estimate ${card} written to ${trackerLabel} for ${key}.`)).toBeVisible();
}

test("Ada, Bob and Cy estimate imported stories with GitHub, then with Jira Data Center; the agreed values reach each tracker", async ({ people, baseURL }) => {
  test.setTimeout(150_000); // two rooms' set-ups and four rounds of three people on a busy machine
  // Three people: the manager records once everyone's card is in ("3 of 3 voted").
  const [ada, bob, cy] = await people.open("Ada Writer", "Bob Writer", "Cy Writer");

  await test.step("GitHub: a milestone imported, two stories estimated by three people, the agreed values in the project's Estimate field", async () => {
    await callAs(baseURL!, ada, "action", "connections.connect", { tracker: "github", token: GOOD_TOKEN });
    const { code, roomId } = await roomFor(baseURL!, ada, { name: "Write back to GitHub" });
    await enterRoom([ada, bob, cy], code);

    // The manager names the project estimates go to when choosing the repository.
    await storyPanel(ada.page).getByRole("button", { name: "Use GitHub" }).click();
    const picker = ada.page.getByRole("dialog", { name: "Stories from GitHub" });
    await picker.getByLabel("Repository").fill("octo-org/app");
    await picker.getByLabel("Write estimates to project number (optional)").fill("1");
    await picker.getByRole("button", { name: "Use this repository" }).click();
    await expect(picker).toBeHidden();

    const { storyIds } = await callAs(baseURL!, ada, "action", "trackers.importStories", { roomId, sessionId: SESSION, route: { route: "repository", milestone: "Sprint 4" } });
    expect(storyIds).toHaveLength(4);
    await callAs(baseURL!, ada, "mutation", "queue.startStory", { roomId, sessionId: SESSION, storyId: storyIds[0] });
    for (const person of [bob, cy]) await expect(queue(person.page).getByTestId("queue-item-title").first()).toHaveText("octo-org/app#5 Room codes are case sensitive");

    await estimateInBrowser(ada, [bob, cy], "octo-org/app#5", "8", "GitHub");
    await estimateInBrowser(ada, [bob, cy], "octo-org/app#4", "3", "GitHub");
    expect(await githubProjectValue(ROADMAP, "octo-org/app#5", "PVTF_estimate")).toBe(8);
    // #4 was not in the project yet: the write added it.
    expect(await githubProjectValue(ROADMAP, "octo-org/app#4", "PVTF_estimate")).toBe(3);
  });

  await test.step("Jira Data Center: a board's sprint imported, two stories estimated by three people, the agreed values in the board's field", async () => {
    const { _id: connectionId } = await callAs(baseURL!, ada, "action", "connections.connect", { tracker: "jiraDc", site: fakeJiraDcSite(), token: GOOD_PAT });
    const { code, roomId } = await roomFor(baseURL!, ada, { name: "Write back to Jira" });
    await callAs(baseURL!, ada, "action", "trackers.setSource", { roomId, sessionId: SESSION, connectionId, source: { kind: "board", board: 2 } });
    const { storyIds } = await callAs(baseURL!, ada, "action", "trackers.importStories", { roomId, sessionId: SESSION, route: { route: "sprint" } });
    await callAs(baseURL!, ada, "mutation", "queue.startStory", { roomId, sessionId: SESSION, storyId: storyIds[0] });
    await enterRoom([ada, bob, cy], code);

    await estimateInBrowser(ada, [bob, cy], "DEF-1", "5", "Jira Data Center");
    await estimateInBrowser(ada, [bob, cy], "DEF-2", "13", "Jira Data Center");
    // Board 2 estimates in "Team Estimate" (customfield_10002), not the site's Story Points.
    expect(await jiraDcIssueFields("DEF-1")).toMatchObject({ customfield_10002: 5 });
    expect(await jiraDcIssueFields("DEF-2")).toMatchObject({ customfield_10002: 13 });
  });
});

test("the source settings and the write-back option (light and dark, phone and desktop)", async ({ people, baseURL }) => {
  // Eight screenshots and four axe runs in one room (set up once, not per look): longer than one set-up's 60 s on a busy machine.
  test.setTimeout(120_000);
  const [ada] = await people.open("Ada Shots");
  const { _id: connectionId } = await callAs(baseURL!, ada, "action", "connections.connect", { tracker: "github", token: GOOD_TOKEN });
  const { code, roomId } = await roomFor(baseURL!, ada, { name: "Write-back screenshots" });
  await callAs(baseURL!, ada, "action", "trackers.setSource", { roomId, sessionId: SESSION, connectionId, source: { kind: "repository", repository: "octo-org/app", projectNumber: 1 } });
  const { storyIds } = await callAs(baseURL!, ada, "action", "trackers.importStories", { roomId, sessionId: SESSION, route: { route: "repository", milestone: "Sprint 4" } });
  await callAs(baseURL!, ada, "mutation", "queue.startStory", { roomId, sessionId: SESSION, storyId: storyIds[0] });
  await voteAs(baseURL!, ada, roomId, "5");
  await callAs(baseURL!, ada, "mutation", "voting.revealVotes", { roomId, sessionId: SESSION });
  await enterRoom([ada], code);
  const page = ada.page;

  for (const [colorScheme, device] of LOOKS) {
    await test.step(`the source settings and the write-back option (${colorScheme}, ${device})`, async () => {
      await showLook(page, colorScheme, device);
      const option = record(page).getByRole("checkbox", { name: "Also write to GitHub (octo-org/app#5)" });
      await expect(option).toBeChecked();
      await expect(record(page)).toContainText('To the "Estimate" field of project 1 of octo-org, with your own connection.');
      await record(page).scrollIntoViewIfNeeded();
      await shot(page, `record-${colorScheme}-${device}`);
      if (axeReadsLook(colorScheme, device)) await expectNoAxeViolations(page, `the write-back option (${colorScheme}, ${device})`);

      await storyPanel(page).getByRole("button", { name: "Change source" }).click();
      const settings = page.getByRole("dialog", { name: "Stories from GitHub" });
      // The form starts from the room's write settings.
      await expect(settings.getByLabel("Write estimates to project number (optional)")).toHaveValue("1");
      await expect(settings.getByLabel("Project's estimate field (optional)")).toHaveValue("Estimate");
      await settings.getByLabel("Repository").fill("octo-org/app");
      await shot(page, `source-settings-${colorScheme}-${device}`);
      if (axeReadsLook(colorScheme, device)) await expectNoAxeViolations(page, `the source settings (${colorScheme}, ${device})`);
      await page.keyboard.press("Escape");
      await expect(settings).toBeHidden();
    });
  }
});
