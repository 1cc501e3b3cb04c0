// The story queue with JIRA in the browser (issue 14) against the fake JIRA Cloud: the owner
// imports by JQL (a refused query says why), by picking fetched tickets and by the active sprint;
// imported stories show their key, priority and current points to everyone; recording the agreed
// value of a JIRA story also writes it to JIRA, with the spec's sentence. A member never sees the
// import. axe finds nothing on the dialog or the recording panel. Screenshots of the import dialog and the recording panel, light and dark, desktop and phone.
// Two sessions, not a test per step: each step starts where the one before left the room, and
// fresh browsers per step cost more than the steps themselves.
import type { Page } from "@playwright/test";
import { POKER_ACTIVE_SPRINT_OPEN, POKER_DONE_TICKETS } from "../../src/plugins/jira/test/fakeJiraData";
import { expectNoAxeViolations } from "./helpers/axe";
import { fakeJiraReceived } from "./helpers/fakeJira";
import { callAs, enterRoom, expect, queueStories, roomFor, test, type People } from "./helpers/people";

const SESSION = "e2e-queue-jira-session";
const queue = (page: Page) => page.getByRole("region", { name: /Story queue/ });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Import from JIRA" });
/** Marks the toasts on screen now, so `toast` finds only those shown after (an earlier step's may not have gone yet). */
const markToastsSeen = (page: Page) => page.locator("[data-sonner-toast]").evaluateAll((toasts) => toasts.forEach((t) => t.setAttribute("data-seen", "")));
const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]:not([data-seen])").filter({ hasText: text });
const ticketItem = (page: Page, key: string) => queue(page).getByTestId("queue-item").filter({ has: page.getByTestId("queue-item-title").getByText(key, { exact: true }) });
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/queue-${name}.png`, animations: "disabled", style: "[data-sonner-toaster] { display: none !important; }" });

/** These accounts saved no theme, so the page follows the system's; reduced motion ends the colour transitions at once. */
async function setTheme(page: Page, theme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
}

const DONE_JQL = "project = POKER AND statusCategory = Done ORDER BY key ASC";

/**
 * Iris's "Backlog grooming" with JIRA (the acme site) as its story source and Milo in it too (and
 * Nia with `three`: issue 36's sessions of three people); `tickets` queued through the API.
 */
async function backlogWithJira(people: People, baseURL: string, { tickets = [] as string[], three = false } = {}) {
  const [owner, milo, nia] = await people.open("Iris Importer", "Milo Member", ...(three ? ["Nia Member"] : []));
  const { code, roomId } = await roomFor(baseURL, owner, { name: "Backlog grooming", maxFibonacci: 21 });
  const asOwner = (kind: "query" | "mutation" | "action", path: string, args: Record<string, unknown>) => callAs(baseURL, owner, kind, path, args);
  await asOwner("mutation", "jira.configureJira", { roomId, sessionId: SESSION, config: { domain: "acme", projectKey: "POKER", email: "dev@acme.test", apiToken: "acme-token" } });
  await asOwner("mutation", "jira.toggleJiraIntegration", { roomId, sessionId: SESSION, enabled: true });
  if (tickets.length > 0) {
    await asOwner("action", "jira.fetchAndCacheTickets", { roomId });
    await asOwner("mutation", "jira.importQueueTickets", { roomId, sessionId: SESSION, ticketKeys: tickets });
  }
  await enterRoom(nia ? [owner, milo, nia] : [owner, milo], code);
  return { owner, milo, others: nia ? [milo, nia] : [milo], roomId };
}

test("importing: by JQL, on a phone, by picking and by the active sprint; the last import undone and the rest removed at once", async ({ people, baseURL }) => {
  test.setTimeout(240_000); // the whole session, two axe runs and imports of sixty stories on a busy machine
  const { owner, milo } = await backlogWithJira(people, baseURL!);

  await test.step("by JQL: an empty or refused query says why and adds nothing; a good one adds its tickets for everyone", async () => {
    await markToastsSeen(owner.page);
    const page = owner.page;
    await expect(queue(page).getByRole("button", { name: "Import from JIRA" })).toBeVisible();
    await expect(milo.page.getByRole("button", { name: "Import from JIRA" })).toHaveCount(0);
    await queue(page).getByRole("button", { name: "Import from JIRA" }).click();
    // The dialog opens on the active sprint, not the whole backlog (issue 36).
    await expect(dialog(page).getByRole("button", { name: "Active sprint", exact: true })).toHaveAttribute("aria-pressed", "true");
    await dialog(page).getByRole("button", { name: "JQL query" }).click();
    await expect(dialog(page).getByRole("button", { name: "JQL query" })).toHaveAttribute("aria-pressed", "true");
    const jql = dialog(page).getByLabel("JQL query");
    await expect(jql).toHaveValue("project = POKER AND statusCategory != Done ORDER BY rank");
    await shot(page, "import-jql-light");
    await setTheme(page, "dark");
    await shot(page, "import-jql-dark");
    await setTheme(page, "light");

    // A query is previewed before anything is imported (issue 36): no Import until then.
    await expect(dialog(page).getByRole("button", { name: /^Import/ })).toHaveCount(0);
    await jql.fill("   ");
    await dialog(page).getByRole("button", { name: "Preview tickets" }).click();
    await expect(dialog(page).getByRole("alert")).toHaveText("Please enter a JQL query");
    await jql.fill("ORDER BY key");
    await dialog(page).getByRole("button", { name: "Preview tickets" }).click();
    await expect(dialog(page).getByRole("alert")).toContainText("Unbounded JQL queries are not allowed here");
    await expect(queue(milo.page)).toHaveCount(0);

    await jql.fill(DONE_JQL);
    await dialog(page).getByRole("button", { name: "Preview tickets" }).click();
    await expect(dialog(page).getByTestId("import-preview")).toContainText(`${POKER_DONE_TICKETS} tickets would be added.`);
    await expect(queue(milo.page)).toHaveCount(0);
    await expect(dialog(page).getByRole("button", { name: `Import ${POKER_DONE_TICKETS} tickets` })).toBeFocused();
    await shot(page, "import-preview-desktop-light");
    await dialog(page).getByRole("button", { name: `Import ${POKER_DONE_TICKETS} tickets` }).click();
    await expect(toast(page, `Imported ${POKER_DONE_TICKETS} stories into the queue.`)).toBeVisible({ timeout: 20_000 });
    await expect(dialog(page)).toBeHidden();
    for (const p of [page, milo.page]) await expect(queue(p).getByTestId("queue-item")).toHaveCount(POKER_DONE_TICKETS);
  });

  await test.step("on a phone, the queue and the import dialog fit the screen", async () => {
    await markToastsSeen(owner.page);
    const page = owner.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await queue(page).scrollIntoViewIfNeeded();
    await shot(page, "phone-queue-light");
    await queue(page).getByRole("button", { name: "Import from JIRA" }).click();
    await dialog(page).getByRole("button", { name: "Pick tickets" }).click();
    await expect(dialog(page).getByRole("list", { name: "Tickets to pick" })).toBeVisible();
    const box = (await dialog(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await shot(page, "phone-import-light");
    await setTheme(page, "dark");
    await shot(page, "phone-import-dark");
    await page.keyboard.press("Escape");
    await shot(page, "phone-queue-dark");
    await setTheme(page, "light");
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step("by picking fetched tickets, then the active sprint: tickets already queued are not added twice; each shows key, priority and points", async () => {
    await markToastsSeen(owner.page);
    // The done tickets are queued (the first step).
    const page = owner.page;
    await queue(page).getByRole("button", { name: "Import from JIRA" }).click();
    await dialog(page).getByRole("button", { name: "Pick tickets" }).click();
    await dialog(page).getByRole("button", { name: /^Import tickets$/ }).click();
    await expect(dialog(page).getByRole("alert")).toHaveText("Please pick at least one ticket to import.");
    const list = dialog(page).getByRole("list", { name: "Tickets to pick" });
    await list.getByRole("checkbox", { name: /^POKER-7 / }).check();
    await list.getByRole("checkbox", { name: /^POKER-8 / }).check();
    await expect(dialog(page).getByRole("alert")).toHaveCount(0);
    await shot(page, "import-pick-light");
    await expectNoAxeViolations(page, "import dialog, picking (light)");
    await setTheme(page, "dark");
    await expectNoAxeViolations(page, "import dialog, picking (dark)");
    await setTheme(page, "light");
    await dialog(page).getByRole("button", { name: "Import 2 tickets" }).click();
    await expect(toast(page, "Imported 2 stories into the queue.")).toBeVisible();

    await queue(page).getByRole("button", { name: "Import from JIRA" }).click();
    await dialog(page).getByRole("button", { name: "Active sprint", exact: true }).click();
    await dialog(page).getByRole("button", { name: "Preview active sprint" }).click();
    await expect(dialog(page).getByTestId("import-preview")).toContainText(`${POKER_ACTIVE_SPRINT_OPEN - 2} tickets would be added (2 already in the queue).`);
    await dialog(page).getByRole("button", { name: `Import ${POKER_ACTIVE_SPRINT_OPEN - 2} tickets` }).click();
    // Two pages from JIRA and 58 stories queued: slow on a busy machine.
    await expect(toast(page, `Imported ${POKER_ACTIVE_SPRINT_OPEN - 2} stories from Sprint 42 into the queue.`)).toBeVisible({ timeout: 20_000 });
    const total = POKER_DONE_TICKETS + POKER_ACTIVE_SPRINT_OPEN;
    for (const p of [page, milo.page]) {
      await expect(queue(p).getByTestId("queue-item")).toHaveCount(total);
      await expect(ticketItem(p, "POKER-7").getByTestId("queue-item-ticket").locator(":scope > span")).toHaveText(["2", "0.5 pts"]);
      await expect(ticketItem(p, "POKER-8").getByTestId("queue-item-ticket").locator(":scope > span")).toHaveText(["Medium", "No estimate"]);
    }
    // The picked tickets show as queued when the dialog opens again.
    await queue(page).getByRole("button", { name: "Import from JIRA" }).click();
    await dialog(page).getByRole("button", { name: "Pick tickets" }).click();
    await expect(dialog(page).getByRole("checkbox", { name: /^POKER-7 / })).toBeDisabled();
    await page.keyboard.press("Escape");
  });

  await test.step("the last import can be undone, and the stories not yet estimated removed at once (issue 36)", async () => {
    await markToastsSeen(owner.page);
    const page = owner.page;
    const everyone = [page, milo.page];
    const items = (p: Page) => queue(p).getByTestId("queue-item");
    const before = await items(page).count();
    await queue(page).getByRole("button", { name: "Import from JIRA" }).click();
    await dialog(page).getByRole("button", { name: "JQL query" }).click();
    await dialog(page).getByLabel("JQL query").fill("project = POKER AND statusCategory != Done ORDER BY key DESC");
    // The preview comes first: the count and the first tickets, and nothing added before its Import.
    await expect(dialog(page).getByRole("button", { name: /^Import/ })).toHaveCount(0);
    await dialog(page).getByRole("button", { name: "Preview tickets" }).click();
    const preview = dialog(page).getByTestId("import-preview");
    await expect(preview).toContainText(/^\d+ tickets would be added/);
    await expect(preview.getByRole("list", { name: "First tickets" }).getByRole("listitem")).toHaveCount(5);
    await expect(preview.getByRole("listitem").first()).toContainText(/^POKER-\d+\S/);
    const previewed = Number((await preview.locator("p").innerText()).match(/^(\d+) tickets/)![1]);
    for (const p of everyone) await expect(items(p)).toHaveCount(before);
    await expect(preview.getByRole("button", { name: `Import ${previewed} tickets` })).toBeFocused();
    await shot(page, "import-preview-light");
    await setTheme(page, "dark");
    await shot(page, "import-preview-dark");
    await setTheme(page, "light");
    await preview.getByRole("button", { name: `Import ${previewed} tickets` }).click();
    await expect(toast(page, /^Imported \d+ stories into the queue\./)).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => items(page).count()).toBeGreaterThan(before);
    const added = (await items(page).count()) - before;
    expect(added).toBe(previewed);

    await queue(page).getByRole("button", { name: "Undo last import" }).click();
    await expect(toast(page, `Import undone: ${added} stor${added === 1 ? "y" : "ies"} removed from the queue.`)).toBeVisible();
    for (const p of everyone) await expect(items(p)).toHaveCount(before);
    await expect(queue(page).getByRole("button", { name: "Undo last import" })).toHaveCount(0);

    // Bulk remove: what nobody has estimated or skipped goes; the current story stays.
    const notYet = items(page).filter({ hasNotText: /Agreed: |Skipped|Current/ });
    const removable = await notYet.count();
    await queue(page).getByRole("button", { name: `Remove ${removable} not yet estimated` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove the stories not yet estimated?" });
    await expect(confirm).toContainText(`The ${removable} stories nobody has estimated or skipped leave the queue`);
    await confirm.getByRole("button", { name: "Remove Stories" }).click();
    await expect(toast(page, `Removed ${removable} stories not yet estimated.`)).toBeVisible();
    for (const p of everyone) {
      await expect(items(p)).toHaveCount(before - removable);
      await expect(items(p).filter({ hasNotText: /Agreed: |Skipped|Current/ })).toHaveCount(0);
    }
  });
});

test("estimating from JIRA: a ticket picked in the story panel, a typed story, queued tickets, and a recorded value written back", async ({ people, baseURL }) => {
  test.setTimeout(180_000); // the whole session of three people and two axe runs on a busy machine
  const { owner, milo, others, roomId } = await backlogWithJira(people, baseURL!, { tickets: ["POKER-7", "POKER-8", "POKER-24"], three: true });

  await test.step("a ticket picked in the story panel is what the room estimates: everyone's Story card shows it and Up next does not offer the queue over it (issue 36)", async () => {
    await markToastsSeen(owner.page);
    const page = owner.page;
    const story = (p: Page) => p.getByRole("region", { name: "Story", exact: true });
    const upNext = page.getByRole("region", { name: "Up next in the queue" });
    // Nothing is estimated yet: the queue offers its first story.
    await expect(upNext).toContainText("POKER-7");
    await expect(story(milo.page)).toContainText("No ticket selected yet. The room owner or an admin will pick one.");

    await story(page).getByRole("combobox", { name: "JIRA ticket" }).click();
    await page.getByRole("listbox", { name: "JIRA tickets" }).getByRole("option", { name: /POKER-20 / }).click();
    await expect(toast(page, "JIRA ticket selected successfully!").first()).toBeVisible();
    for (const p of [page, milo.page]) await expect(story(p).getByRole("article", { name: "JIRA ticket POKER-20" })).toBeVisible();
    // The picked ticket is current: no offer to start another story over it.
    await expect(upNext).toHaveCount(0);
    await shot(page, "picked-ticket-light");

    // Once the ticket is cleared the room estimates nothing, and the queue offers its next story again.
    await story(page).getByRole("button", { name: "Clear JIRA ticket" }).click();
    await expect(story(milo.page).getByRole("article", { name: "JIRA ticket POKER-20" })).toHaveCount(0);
    await expect(upNext).toContainText("POKER-7");
  });

  await test.step("with JIRA as the story source, the Story card shows whatever is estimated: a typed queue story, then a queued ticket (issue 36)", async () => {
    await markToastsSeen(owner.page);
    await queueStories(baseURL!, owner, roomId, ["Tidy the settings page"], { start: false });
    const page = owner.page;
    const everyone = [page, ...others.map((person) => person.page)];
    const story = (p: Page) => p.getByRole("region", { name: "Story", exact: true });
    // A typed story, started from the queue: not a ticket, yet what everyone estimates.
    await queue(page).getByRole("button", { name: "Start Tidy the settings page" }).click();
    for (const p of everyone) {
      await expect(story(p).getByTestId("current-story")).toHaveText("Tidy the settings page");
      await expect(story(p)).toContainText("Story being estimated");
      await expect(story(p)).not.toContainText("No ticket selected");
    }
    await expect(story(page)).toContainText("Not a JIRA ticket: pick one above to estimate a ticket instead.");
    // A queued ticket, started next: its ticket card, for everyone.
    await ticketItem(page, "POKER-7").getByRole("button", { name: /^Start / }).click();
    for (const p of everyone) {
      await expect(story(p).getByRole("article", { name: "JIRA ticket POKER-7" })).toBeVisible();
      await expect(story(p).getByTestId("current-story")).toHaveCount(0);
    }
  });

  await test.step("recording the agreed value of a JIRA story writes it to JIRA too, and everyone sees the ticket's new points", async () => {
    await markToastsSeen(owner.page);
    // POKER-7 is current (the step before); POKER-24 waits in the queue.
    const before = (await fakeJiraReceived()).issueUpdates.length;
    const page = owner.page;
    await ticketItem(page, "POKER-24").getByRole("button", { name: /^Start / }).click();
    const everyone = [page, ...others.map((person) => person.page)];
    for (const p of everyone) await expect(ticketItem(p, "POKER-24")).toContainText("Current");
    for (const p of everyone) await p.getByRole("toolbar", { name: "Estimate cards" }).getByRole("button", { name: "5", exact: true }).click();
    await expect(page.getByTestId("vote-progress")).toHaveText("3 of 3 voted");
    await page.getByRole("button", { name: "Reveal", exact: true }).click();
    const record = page.getByRole("region", { name: "Agreed estimate" });
    await expect(record.getByRole("checkbox", { name: "Also write to JIRA (POKER-24)" })).toBeChecked();
    await record.scrollIntoViewIfNeeded();
    await shot(page, "record-jira-light");
    await expectNoAxeViolations(page, "recording a JIRA story (light)");
    await setTheme(page, "dark");
    await shot(page, "record-jira-dark");
    await expectNoAxeViolations(page, "recording a JIRA story (dark)");
    await setTheme(page, "light");
    // One write-back control: the ticket card offers none while the action bar does.
    await expect(page.getByRole("button", { name: "Apply to POKER-24" })).toHaveCount(0);
    await record.getByRole("button", { name: "Next story" }).click();
    await expect(toast(page, "Recorded 5 points")).toBeVisible();
    await expect(toast(page, "Story points updated in JIRA successfully!")).toBeVisible();
    for (const p of everyone) {
      await expect(ticketItem(p, "POKER-24")).toContainText("Agreed: 5");
      await expect(ticketItem(p, "POKER-24").getByTestId("queue-item-ticket").locator(":scope > span")).toHaveText(["Medium", "5 pts"]);
    }
    const received = (await fakeJiraReceived()).issueUpdates.slice(before);
    expect(received.filter((u) => u.key === "POKER-24")).toEqual([{ domain: "acme", key: "POKER-24", body: { fields: { customfield_10026: 5 } }, status: 204 }]);
  });
});
