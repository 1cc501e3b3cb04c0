// The participants panel and the room's own controls as three people use them (spec 2, 6): a
// labelled actions menu, vote marks in one column with an observer mark for the excluded, the
// voting panel naming who is still to vote and announcing when everyone has, one theme toggle,
// and Leave Room asking first when the leaver is the only manager present. One drill, not a test
// per step: each step starts where the one before left the room, and three fresh browsers per
// step cost more than the steps themselves.
import type { Page } from "@playwright/test";
import { actionsButton, actionsFor, openActions, participantAction } from "./helpers/participants";
import { enterRoom, expect, roomFor, test } from "./helpers/people";
import { axeResults, violationSummary } from "./helpers/axe";

const row = (page: Page, name: string) => page.getByTestId("participant").filter({ hasText: name });
const card = (page: Page, value: string) => page.getByRole("toolbar", { name: "Estimate cards" }).getByRole("button", { name: value, exact: true });

test("a participants drill: menus, theme, observer marks, who is still to vote, and leaving", async ({ people, baseURL }) => {
  test.setTimeout(120_000); // the whole drill, three people and two axe runs on a busy machine
  // Pia's room with Quinn and Rex, all three in it.
  const [pia, quinn, rex] = await people.open("Pia Owner", "Quinn Member", "Rex Member");
  const { code } = await roomFor(baseURL!, pia, { name: "Participants drill", maxFibonacci: 21 });
  await enterRoom([pia, quinn, rex], code);

  await test.step("the owner's actions are a labelled menu; members get none; Escape gives focus back to the button", async () => {
    await expect(quinn.page.getByRole("button", { name: /^Actions for/ })).toHaveCount(0);
    expect(await actionsFor(pia.page, "Pia Owner")).toEqual(["Exclude yourself from voting"]);
    expect(await actionsFor(pia.page, "Quinn Member")).toEqual(["Make Quinn Member admin", "Exclude Quinn Member from voting", "Make Quinn Member owner", "Kick Quinn Member"]);
    await expect(actionsButton(pia.page, "Quinn Member")).toBeFocused();

    // The keyboard alone: Enter opens the menu on its first item, arrows move, Escape closes.
    await pia.page.keyboard.press("Enter");
    const menu = pia.page.getByRole("menu", { name: "Actions for Quinn Member" });
    await expect(menu.getByRole("menuitem", { name: "Make Quinn Member admin" })).toBeFocused();
    await pia.page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Exclude Quinn Member from voting" })).toBeFocused();
    await pia.page.keyboard.press("Escape");
    await expect(actionsButton(pia.page, "Quinn Member")).toBeFocused();
  });

  await test.step("the open participant menu has no axe violations, light and dark", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      await pia.page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await openActions(pia.page, "Quinn Member");
      const summary = violationSummary(await axeResults(pia.page, { exclude: ["[data-sonner-toaster]"] }));
      expect(summary, summary.join("\n")).toEqual([]);
      await pia.page.keyboard.press("Escape");
    }
    await pia.page.emulateMedia({ colorScheme: "light" });
  });

  await test.step("one theme toggle per screen, in the room header (spec 2), phone and desktop", async () => {
    const toggle = (page: Page) => page.getByRole("button", { name: /^Switch to (light|dark) theme$/ });
    const roomHeader = (page: Page) => page.locator("[data-room-header]");
    await expect(toggle(pia.page)).toHaveCount(1);
    // The room header holds it, beside Leave Room; the site header's steps aside.
    await expect(roomHeader(pia.page).getByRole("button", { name: /^Switch to (light|dark) theme$/ })).toBeVisible();
    await expect(roomHeader(pia.page).getByRole("heading", { level: 1 })).toHaveText("Participants drill");
    await expect(pia.page.getByRole("banner").getByRole("button", { name: /^Switch to (light|dark) theme$/ })).toHaveCount(0);
    await pia.page.setViewportSize({ width: 390, height: 844 });
    await expect(toggle(pia.page)).toHaveCount(1);
    await expect(roomHeader(pia.page).getByRole("button", { name: /^Switch to (light|dark) theme$/ })).toBeVisible();
    await pia.page.setViewportSize({ width: 1280, height: 720 });
    // It switches the theme from the room.
    const before = await pia.page.evaluate(() => document.documentElement.classList.contains("dark"));
    await roomHeader(pia.page).getByRole("button", { name: before ? "Switch to light theme" : "Switch to dark theme" }).click();
    await expect(pia.page.locator("html")).toHaveClass(before ? /^(?!.*\bdark\b).*$/ : /\bdark\b/);
    await roomHeader(pia.page).getByRole("button", { name: before ? "Switch to dark theme" : "Switch to light theme" }).click();
  });

  await test.step("an excluded participant shows the observer mark, and every mark sits in one column", async () => {
    await participantAction(pia.page, "Rex Member", "Exclude Rex Member from voting");
    for (const page of [pia.page, quinn.page]) {
      await expect(row(page, "Rex Member").getByTestId("participant-mark")).toHaveText("Observer, not voting");
      await expect(row(page, "Quinn Member").getByTestId("participant-mark")).toHaveText("Not voted yet");
    }
    // With an actions column (the owner's screen) and without (a member's), the marks line up.
    for (const page of [pia.page, quinn.page]) {
      const xs = await page.getByTestId("participant-mark").evaluateAll((marks) => marks.map((m) => Math.round(m.getBoundingClientRect().x)));
      expect(xs).toHaveLength(3);
      expect(new Set(xs).size).toBe(1);
    }
  });

  await test.step("the voting panel names who is still to vote and announces when everyone has", async () => {
    // Rex observes since the step before: only Pia and Quinn vote.
    await expect(row(pia.page, "Rex Member").getByTestId("participant-mark")).toHaveText("Observer, not voting");
    for (const page of [pia.page, quinn.page]) await expect(page.getByTestId("still-to-vote")).toHaveText("Still to vote: Pia Owner, Quinn Member");
    await card(quinn.page, "3").click();
    await expect(pia.page.getByTestId("still-to-vote")).toHaveText("Still to vote: Pia Owner");
    await card(pia.page, "5").click();
    for (const page of [pia.page, quinn.page, rex.page]) {
      await expect(page.getByTestId("still-to-vote")).toHaveText("Everyone has voted.");
      await expect(page.getByTestId("reveal-announcement")).toHaveText("Everyone has voted.");
    }
  });

  await test.step("Leave Room asks first when the leaver is the only manager present; a member just leaves", async () => {
    await pia.page.getByRole("button", { name: "Leave Room" }).click();
    const dialog = pia.page.getByRole("alertdialog", { name: "Leave without a manager?" });
    await expect(dialog).toContainText("You are the only owner or admin here");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(pia.page.getByRole("heading", { level: 1, name: "Participants drill" })).toBeVisible();
    await expect(pia.page.getByRole("button", { name: "Leave Room" })).toBeFocused();

    // With Quinn made admin, Pia is no longer alone and leaves at once.
    await participantAction(pia.page, "Quinn Member", "Make Quinn Member admin");
    await expect(row(pia.page, "Quinn Member")).toContainText("Admin");
    await rex.page.getByRole("button", { name: "Leave Room" }).click();
    await expect(rex.page).toHaveURL(/\/$/);
    await pia.page.getByRole("button", { name: "Leave Room" }).click();
    await expect(pia.page).toHaveURL(/\/$/);
  });

});
