// JIRA in the browser against the fake JIRA Cloud (spec 5, 7, 8, 9), as one planning session of
// Ada's with Alice and Bob: the admin configures the room, switches to JIRA, picks tickets, three
// people vote, the admin reveals and writes the suggested points back; a member sees the ticket but
// no JIRA controls; a hostile description stays inert. One session, not a test per step: each step
// starts where the one before left the room, and three fresh browsers per step cost more than the
// steps themselves.
import type { Page } from "@playwright/test";
import { fakeJiraReceived } from "./helpers/fakeJira";
import { callAs, enterRoom, expect, roomFor, test, type Person } from "./helpers/people";
import { axeResults, expectNoAxeViolations, violationSummary } from "./helpers/axe";

const SESSION = "e2e-jira-session";

/** How many story-point writes the fake JIRA has received so far: the ones after it are this test's. */
const writesSoFar = async () => (await fakeJiraReceived()).issueUpdates.length;

/** Marks the toasts on screen now, so `toast` finds only those shown after (an earlier twin may or may not have gone). */
const markToastsSeen = (page: Page) => page.locator("[data-sonner-toast]").evaluateAll((toasts) => toasts.forEach((t) => t.setAttribute("data-seen", "")));
const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]:not([data-seen])").filter({ hasText: text });
const storyPanel = (page: Page) => page.getByRole("region", { name: "Story", exact: true });
/** Without toasts in front and with transitions finished, so the picture shows the settled UI. */
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/jira-${name}.png`, animations: "disabled", style: "[data-sonner-toaster] { display: none !important; }" });

/** These accounts saved no theme, so the page follows the system's (spec 4); reduced motion ends the colour transitions at once. */
async function setTheme(page: Page, theme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
}


/** Room settings: another deck; the room is revealed, so the change asks first (it clears the round). */
async function changeDeck(page: Page, label: string) {
  await page.getByRole("button", { name: "Room Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Room settings" });
  await dialog.getByLabel("Deck", { exact: true }).selectOption({ label });
  await dialog.getByRole("button", { name: "Save Settings" }).click();
  await page.getByRole("alertdialog", { name: "Change the deck and clear this round?" }).getByRole("button", { name: "Change Deck" }).click();
  await expect(dialog).toBeHidden();
}

async function voteAndReveal(admin: Person, votes: [Person, string][]) {
  for (const [person, card] of votes) {
    await expect(person.page.getByRole("toolbar", { name: "Estimate cards" }).locator(`[data-card="${card}"]`)).toBeVisible();
    await person.page.getByRole("toolbar", { name: "Estimate cards" }).locator(`[data-card="${card}"]`).click();
  }
  await expect.poll(() => admin.page.getByTestId("voting-panel").textContent()).toMatch(new RegExp(`${votes.length} of ${votes.length}`));
  await admin.page.getByRole("button", { name: "Reveal" }).click();
}

test("a JIRA planning session: configured, switched on, tickets picked and estimated, points written back, then switched off", async ({ people, baseURL }) => {
  test.setTimeout(300_000); // the whole session, three people and six axe runs on a busy machine
  const [admin, alice, bob] = await people.open("Ada Admin", "Alice Member", "Bob Member");
  // Any alert, confirm or prompt fails the session: one would mean a description ran script.
  for (const person of [admin, alice, bob]) {
    person.page.on("dialog", (dialog) => {
      throw new Error(`unexpected ${dialog.type()} dialog: ${dialog.message()}`);
    });
  }
  const { code, roomId } = await roomFor(baseURL!, admin, { name: "JIRA planning", maxFibonacci: 21 });
  await enterRoom([admin, alice, bob], code);
  /** Each step looks only at the toasts it causes. */
  const step = (name: string, body: () => Promise<void>) =>
    test.step(name, async () => {
      await markToastsSeen(admin.page);
      await body();
    });

  await step("an admin configures JIRA: fields required, a failing test explains, Save follows a successful test", async () => {
    const page = admin.page;
    await expect(page.getByRole("switch", { name: "Use JIRA as the story source" })).toBeDisabled();
    await storyPanel(page).getByRole("button", { name: "JIRA Settings" }).click();
    const dialog = page.getByRole("dialog", { name: "JIRA Settings" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(".atlassian.net")).toBeVisible();
    const save = dialog.getByRole("button", { name: "Save" });
    // Save is enabled only after a successful connection test (spec 5).
    await expect(save).toBeDisabled();
    await expect(dialog).toContainText("Save is enabled after a successful connection test.");

    await dialog.getByRole("button", { name: "Test Connection" }).click();
    await expect(toast(page, "Please fill in all fields before testing")).toBeVisible();

    await dialog.getByLabel("JIRA domain").fill("evil.com/x");
    await dialog.getByLabel("Project key").fill("poker");
    await expect(dialog.getByLabel("Project key")).toHaveValue("POKER");
    await dialog.getByLabel("Email", { exact: true }).fill("dev@acme.test");
    await dialog.getByLabel("API token").fill("wrong-token");
    await dialog.getByRole("button", { name: "Test Connection" }).click();
    await expect(toast(page, /^Connection failed: The JIRA site must be just the name before \.atlassian\.net/)).toBeVisible();

    await dialog.getByLabel("JIRA domain").fill("https://acme.atlassian.net/");
    await expect(dialog.getByLabel("JIRA domain")).toHaveValue("acme");
    await dialog.getByRole("button", { name: "Test Connection" }).click();
    await expect(toast(page, /^Connection failed: JIRA rejected the email or API token/)).toBeVisible();
    await expect(save).toBeDisabled();

    await dialog.getByLabel("API token").fill("acme-token");
    await dialog.getByRole("button", { name: "Test Connection" }).click();
    await expect(toast(page, "Connection successful! Found 120 tickets.")).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Sample tickets" }).getByRole("listitem")).toHaveCount(3);
    await expect(save).toBeEnabled();
    await screenshot(page, "settings-light");
    await setTheme(page, "dark");
    await screenshot(page, "settings-dark");
    await setTheme(page, "light");

    // Save stays enabled while the fields are edited: a blanked field is named on Save (spec 5, 8).
    await dialog.getByLabel("Email", { exact: true }).fill("");
    await expect(save).toBeEnabled();
    await markToastsSeen(page);
    await save.click();
    await expect(toast(page, "Please fill in all fields")).toBeVisible();
    await dialog.getByLabel("Email", { exact: true }).fill("dev@acme.test");

    // Changing a value after the test asks for a new test.
    await dialog.getByLabel("Project key").fill("POKE");
    await expect(save).toBeEnabled();
    await markToastsSeen(page);
    await save.click();
    await expect(toast(page, "Please test the connection before saving")).toBeVisible();
    await dialog.getByLabel("Project key").fill("POKER");
    await markToastsSeen(page);
    await dialog.getByRole("button", { name: "Test Connection" }).click();
    await expect(toast(page, "Connection successful! Found 120 tickets.")).toBeVisible();
    await save.click();
    await expect(toast(page, "JIRA configuration saved successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();

    // The token never reaches the browser; the rest does.
    const html = await page.content();
    expect(html).not.toContain("acme-token");
  });

  await step("the saved token is kept: a new project key tests and saves without retyping it; a new site asks for its token", async () => {
    const page = admin.page;
    await storyPanel(page).getByRole("button", { name: "JIRA Settings" }).click();
    const dialog = page.getByRole("dialog", { name: "JIRA Settings" });
    await expect(dialog.getByLabel("API token")).toHaveValue("");
    await expect(dialog.getByLabel("API token")).toHaveAccessibleDescription(/leave this empty to keep it/);
    await dialog.getByLabel("Project key").fill("NOSCREEN");
    await dialog.getByRole("button", { name: "Test Connection" }).click();
    await expect(toast(page, /^Connection successful! Found \d+ tickets\.$/).last()).toBeVisible();
    await dialog.getByLabel("JIRA domain").fill("acme-team");
    await dialog.getByRole("button", { name: "Test Connection" }).click();
    await expect(toast(page, "Connection failed: Enter the API token for the new JIRA site: the saved token is only used with the site it was saved for")).toBeVisible();
    await dialog.getByLabel("JIRA domain").fill("acme");
    await dialog.getByLabel("Project key").fill("POKER");
    await dialog.getByRole("button", { name: "Test Connection" }).click();
    await expect(toast(page, "Connection successful! Found 120 tickets.").last()).toBeVisible();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "JIRA configuration saved successfully!").last()).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await step("the admin switches to JIRA, tickets arrive, and the picker lists them by priority with colour dots", async () => {
    const page = admin.page;
    await page.getByRole("switch", { name: "Use JIRA as the story source" }).click();
    await expect(toast(page, "Enabled JIRA integration")).toBeVisible();
    await expect(toast(page, "Tickets fetched successfully!")).toBeVisible();
    await expect(storyPanel(page).getByText(/^120 open tickets, fetched/)).toBeVisible();

    await storyPanel(page).getByRole("combobox", { name: "JIRA ticket" }).click();
    const list = page.getByTestId("jira-ticket-list");
    await expect(list.getByRole("option").first()).toBeVisible();
    const firstOptions = await list.getByRole("option").evaluateAll((options) => options.slice(0, 4).map((o) => o.textContent ?? ""));
    expect(firstOptions[0]).toMatch(/Highest priority,POKER-1 /);
    // A long list scrolls inside a bounded height.
    const box = await list.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(330);
    await screenshot(page, "picker-light");
    await page.keyboard.press("Escape");
    await setTheme(page, "dark");
    await storyPanel(page).getByRole("combobox", { name: "JIRA ticket" }).click();
    await screenshot(page, "picker-dark");
    await page.keyboard.press("Escape");
    await setTheme(page, "light");
  });

  await step("the picker is a searchable combobox: typing filters, arrows and Enter pick, axe finds nothing with it open", async () => {
    const page = admin.page;
    const box = storyPanel(page).getByRole("combobox", { name: "JIRA ticket" });
    const list = page.getByRole("listbox", { name: "JIRA tickets" });
    await box.click();
    await expect(list.getByRole("option")).toHaveCount(120);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      const summary = violationSummary(await axeResults(page, { exclude: ["[data-sonner-toaster]"] }));
      expect(summary, summary.join("\n")).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: "light" });

    // Typing narrows the list by key or summary; focus stays in the box.
    await box.fill("poker-11");
    await expect(list.getByRole("option")).toHaveCount(11); // POKER-11, POKER-110..119
    await expect(box).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", await list.getByRole("option").nth(1).getAttribute("id") as string);
    await box.pressSequentially(" (11)");
    await expect(list.getByRole("option")).toHaveCount(1);
    await page.keyboard.press("Enter");
    await expect(toast(page, "JIRA ticket selected successfully!").first()).toBeVisible();
    await expect(storyPanel(page).getByTestId("jira-ticket-card")).toContainText("POKER-11");
    await expect(box).toHaveValue(/^POKER-11 /);
    await expect(list).toBeHidden();
    // The ticket link goes where the server's JIRA is (here the fake), not to atlassian.net.
    await expect(storyPanel(page).getByTestId("jira-ticket-card").getByRole("link", { name: /POKER-11/ })).toHaveAttribute("href", /^http:\/\/127\.0\.0\.1:\d+\/acme\/browse\/POKER-11$/);

    // Escape closes without picking; nothing matching says so.
    await box.fill("no such ticket anywhere");
    await expect(list.getByRole("option")).toHaveText(["No ticket matches"]);
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(box).toHaveValue(/^POKER-11 /);
  });

  await step("a description with a script or an onerror attribute stays inert", async () => {
    const page = admin.page;
    for (const key of ["POKER-3", "POKER-4"]) {
      await storyPanel(page).getByRole("combobox", { name: "JIRA ticket" }).click();
      await page.getByRole("option", { name: new RegExp(`${key} `) }).click();
      await expect(toast(page, "JIRA ticket selected successfully!").first()).toBeVisible();
      const card = storyPanel(page).getByTestId("jira-ticket-card");
      await expect(card).toContainText(key);
      await expect(card.getByTestId("jira-description").locator("script, [onerror]")).toHaveCount(0);
      await expect(alice.page.getByTestId("jira-ticket-card")).toContainText(key);
    }
    // An image error handler that fired would have opened a dialog: the listeners above fail the rest of the session on it.
  });

  await step("three people vote, the admin reveals and applies the suggested points, JIRA receives them", async () => {
    const before = await writesSoFar();
    await storyPanel(admin.page).getByRole("combobox", { name: "JIRA ticket" }).click();
    await admin.page.getByRole("option", { name: /POKER-2 / }).click();
    await expect(toast(admin.page, "JIRA ticket selected successfully!").first()).toBeVisible();
    for (const page of [alice.page, bob.page]) await expect(page.getByTestId("jira-ticket-card")).toContainText("POKER-2");

    const votes: [Person, string][] = [
      [admin, "5"],
      [alice, "5"],
      [bob, "8"],
    ];
    for (const [person, card] of votes) await person.page.getByRole("toolbar", { name: "Estimate cards" }).locator(`[data-card="${card}"]`).click();
    await expect(admin.page.getByRole("button", { name: "Reveal" })).toBeEnabled();
    await expect.poll(() => admin.page.getByTestId("voting-panel").textContent()).toMatch(/3 of 3/);
    await admin.page.getByRole("button", { name: "Reveal" }).click();

    const apply = admin.page.getByTestId("apply-story-points");
    await expect(apply.getByLabel("Apply story points")).toHaveValue("5");
    const options = await apply.getByRole("option").allTextContents();
    expect(options).not.toContain("?");
    expect(options.slice(1).map((o) => parseInt(o, 10))).toEqual([0, 1, 2, 3, 5, 8, 13, 21]);
    await screenshot(admin.page, "ticket-card-light");
    await setTheme(admin.page, "dark");
    await screenshot(admin.page, "ticket-card-dark");
    await setTheme(admin.page, "light");

    await apply.getByLabel("Apply story points").selectOption("");
    await apply.getByRole("button", { name: "Apply to POKER-2" }).click();
    await expect(toast(admin.page, "Please select a valid Fibonacci number")).toBeVisible();
    await apply.getByLabel("Apply story points").selectOption("5");
    await apply.getByRole("button", { name: "Apply to POKER-2" }).click();
    await expect(toast(admin.page, "Story points updated in JIRA successfully!")).toBeVisible();

    const received = (await fakeJiraReceived()).issueUpdates.slice(before);
    expect(received.filter((u) => u.key === "POKER-2")).toEqual([{ domain: "acme", key: "POKER-2", body: { fields: { customfield_10026: 5 } }, status: 204 }]);
    for (const page of [admin.page, alice.page]) await expect(page.getByTestId("jira-ticket-points")).toHaveText("5 pts");
  });

  await step("a member sees the ticket but none of the configuration controls", async () => {
    const page = alice.page;
    const panel = storyPanel(page);
    await expect(panel.getByTestId("jira-ticket-card")).toContainText("POKER-2");
    await expect(panel.getByRole("button", { name: "JIRA Settings" })).toHaveCount(0);
    await expect(panel.getByRole("switch", { name: "Use JIRA as the story source" })).toHaveCount(0);
    await expect(panel.getByRole("combobox", { name: "JIRA ticket" })).toHaveCount(0);
    await expect(panel.getByRole("button", { name: /Refresh|Clear/ })).toHaveCount(0);
    await expect(page.getByTestId("apply-story-points")).toHaveCount(0);
    await screenshot(page, "member-view-light");
  });

  for (const theme of ["light", "dark"] as const) {
    await step(`the JIRA picker, ticket card and settings dialog have no axe violations (${theme})`, async () => {
      const page = admin.page;
      await setTheme(page, theme);
      await expect(page.getByTestId("apply-story-points")).toBeVisible();
      await expectNoAxeViolations(page, "page", { exclude: ["[data-sonner-toaster]"] });
      await storyPanel(page).getByRole("button", { name: "JIRA Settings" }).click();
      await expect(page.getByRole("dialog", { name: "JIRA Settings" })).toBeVisible();
      await expectNoAxeViolations(page, "page", { exclude: ["[data-sonner-toaster]"] });
      await page.keyboard.press("Escape");
      await setTheme(page, "light");
    });
  }

  await step("at 360 px the picker, the ticket card and the settings dialog fit the screen", async () => {
    const page = admin.page;
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 360, height: 740 });
    try {
      await storyPanel(page).scrollIntoViewIfNeeded();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const wide = await page.evaluate(() => [...document.querySelectorAll("body *")].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5).slice(0, 5).map((e) => `${e.tagName} ${e.textContent?.slice(0, 40)} ${e.getAttribute("aria-label")} ${Math.round(e.getBoundingClientRect().right)}`));
      expect(await overflow(), wide.join("\n")).toBeLessThanOrEqual(0);
      await screenshot(page, "phone-card");
      await storyPanel(page).getByRole("button", { name: "JIRA Settings" }).click();
      const dialog = page.getByRole("dialog", { name: "JIRA Settings" });
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      await screenshot(page, "phone-settings");
      await page.keyboard.press("Escape");
    } finally {
      await page.setViewportSize(size);
    }
  });

  await step("the points follow the room's deck (issue 15): modified Fibonacci offers its own numbers, '½' as 0.5; T-shirt sizes offer none", async () => {
    // Another ticket, the round still revealed (picking a ticket keeps the votes).
    await callAs(baseURL!, admin, "mutation", "jira.selectJiraTicket", { roomId, sessionId: SESSION, ticketKey: "POKER-12" });
    await expect(admin.page.getByTestId("apply-story-points").getByRole("button", { name: "Apply to POKER-12" })).toBeVisible();
    const before = await writesSoFar();
    await changeDeck(admin.page, "Modified Fibonacci");
    await voteAndReveal(admin, [
      [admin, "½"],
      [alice, "½"],
      [bob, "1"],
    ]);
    const apply = admin.page.getByTestId("apply-story-points");
    await expect(apply.getByLabel("Apply story points")).toHaveValue("0.5");
    const options = await apply.getByRole("option").allTextContents();
    expect(options.slice(1).map((o) => parseFloat(o))).toEqual([0, 0.5, 1, 2, 3, 5, 8, 13, 20, 40, 100]);
    await apply.getByRole("button", { name: "Apply to POKER-12" }).click();
    await expect(toast(admin.page, "Story points updated in JIRA successfully!").last()).toBeVisible();
    const received = (await fakeJiraReceived()).issueUpdates.slice(before);
    expect(received.filter((u) => u.key === "POKER-12")).toEqual([{ domain: "acme", key: "POKER-12", body: { fields: { customfield_10026: 0.5 } }, status: 204 }]);

    // Letters are no number of points: nothing to choose, nothing suggested.
    await changeDeck(admin.page, "T-shirt sizes");
    await voteAndReveal(admin, [
      [admin, "M"],
      [alice, "L"],
      [bob, "M"],
    ]);
    await expect(admin.page.getByTestId("apply-story-points")).toHaveText("This room's cards are not numbers, so there are no story points to write to POKER-12.");
    await expect(admin.page.getByTestId("apply-story-points").getByRole("button")).toHaveCount(0);
  });

  await step("the admin clears the ticket and switches JIRA off", async () => {
    const page = admin.page;
    await storyPanel(page).getByRole("button", { name: "Clear JIRA ticket" }).click();
    await expect(toast(page, "JIRA ticket cleared successfully!")).toBeVisible();
    await expect(alice.page.getByTestId("jira-ticket-card")).toHaveCount(0);
    await page.getByRole("switch", { name: "Use JIRA as the story source" }).click();
    await expect(toast(page, "Disabled JIRA integration")).toBeVisible();
    await expect(storyPanel(alice.page).getByText(/No story yet/)).toBeVisible();
  });
});
