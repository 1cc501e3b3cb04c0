// Decks, room settings and hand-over in the browser (issue 15), three people in one room: a T-shirt
// room created on the dashboard and played to its results; the owner changing the deck mid-round
// (after a confirmation) and everyone getting the new cards; the owner making someone else owner;
// "everyone facilitates" letting a member reveal and start the next round. One sizing day, not a
// test per step: each step starts where the one before left the room, and three fresh browsers
// per step cost more than the steps themselves.
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { actionsFor, participantAction } from "./helpers/participants";
import { expect, test } from "./helpers/people";

const deck = (page: Page) => page.getByRole("toolbar", { name: "Estimate cards" });
const card = (page: Page, value: string): Locator => deck(page).getByRole("button", { name: value, exact: true });
const cardValues = (page: Page) => deck(page).getByRole("button");
const progress = (page: Page) => page.getByTestId("vote-progress");
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const row = (page: Page, name: string) => page.getByTestId("participant").filter({ hasText: name });
const revealButton = (page: Page) => page.getByRole("button", { name: "Reveal", exact: true });
const newRoundButton = (page: Page) => page.getByRole("button", { name: "New Round", exact: true });

test("a sizing day: a T-shirt room created, played, switched to another deck, handed over and facilitated by everyone", async ({ people }) => {
  test.setTimeout(180_000); // the whole day, three people and five axe runs on a busy machine
  const [vera, walt, xena] = await people.open("Vera Owner", "Walt Member", "Xena Member");
  const everyone = [vera, walt, xena];

  await test.step("a T-shirt room from the dashboard to its results: letters, the most common card, never an average", async () => {
    const page = vera.page;
    await page.goto("/");
    await page.getByRole("button", { name: "Create Room", exact: true }).click();
    const form = page.getByRole("form", { name: "Create New Room" });
    await form.getByLabel("Room name").fill("Sizing day");
    // The spec's deck is preselected, with its highest card.
    await expect(form.getByLabel("Deck", { exact: true })).toHaveValue("fibonacci");
    await expect(form.getByLabel("Highest card")).toHaveValue("89");

    // A custom deck is checked by the shared rules before anything is sent.
    await form.getByLabel("Deck", { exact: true }).selectOption({ label: "Custom" });
    await expect(form.getByLabel("Highest card")).toHaveCount(0);
    await form.getByLabel("Your cards").fill("S, s");
    await form.getByRole("button", { name: "Create Room" }).click();
    await expect(form.getByText('Card "s" appears more than once (upper and lower case count as the same card)')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectNoAxeViolations(page, "create form with a custom deck's problem");

    await form.getByLabel("Deck", { exact: true }).selectOption({ label: "T-shirt sizes" });
    await form.getByLabel("☕ card").click();
    await expect(form.getByTestId("deck-preview").getByRole("listitem")).toHaveText(["XS", "S", "M", "L", "XL", "XXL", "?", "☕"]);
    await form.getByRole("button", { name: "Create Room" }).click();
    await expect(page).toHaveURL(/\/room\/[A-Z0-9]+$/);
    const code = page.url().split("/room/")[1]!;

    for (const person of [walt, xena]) await person.page.goto(`/room/${code}`);
    for (const person of everyone) {
      await expect(person.page.getByTestId("participant")).toHaveCount(3);
      await expect(cardValues(person.page)).toHaveText(["XS", "S", "M", "L", "XL", "XXL", "?", "☕"].map((v) => new RegExp(`^${v.replace("?", "\\?")}`)));
    }

    await card(vera.page, "M").click();
    await card(walt.page, "M").click();
    await card(xena.page, "L").click();
    for (const person of everyone) await expect(progress(person.page)).toHaveText("3 of 3 voted");
    await revealButton(vera.page).click();

    for (const person of everyone) {
      const p = person.page;
      await expect(p.getByTestId("results")).toBeVisible();
      await expect(p.getByTestId("stat-most-common")).toHaveText("M");
      await expect(p.getByTestId("stat-total")).toHaveText("3");
      // No figure of numbers for letters.
      for (const figure of ["average", "median", "min", "max"]) await expect(p.getByTestId(`stat-${figure}`)).toHaveCount(0);
      await expect(p.getByText("Average")).toHaveCount(0);
      const rows = p.getByTestId("distribution-row");
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toHaveAttribute("data-card", "M");
      await expect(rows.nth(0).getByTestId("distribution-percentage")).toHaveText("67%");
      await expect(rows.nth(1)).toHaveAttribute("data-card", "L");
      await expect(rows.nth(1).getByTestId("distribution-percentage")).toHaveText("33%");
      await expect(p.getByTestId("agreement-label")).toHaveText("Moderate agreement");
    }
    await expectNoAxeViolations(xena.page, "T-shirt results");

    // The round goes into the history with its most common card.
    await newRoundButton(vera.page).click();
    for (const person of everyone) await expect(progress(person.page)).toHaveText("0 of 3 voted");
    await vera.page.getByRole("button", { name: /Round history/ }).click();
    const round = vera.page.getByTestId("history-round").first();
    await expect(round).toContainText("Most common");
    await expect(round).toContainText("M");
    await expect(round).not.toContainText("Average");
  });

  await test.step("the owner changes the deck mid-round after a confirmation, and everyone gets the new cards", async () => {
    // The T-shirt deck with its ☕ card, as the room was created.
    await card(walt.page, "XL").click();
    for (const person of everyone) await expect(progress(person.page)).toHaveText("1 of 3 voted");
    // Members have no settings.
    await expect(walt.page.getByRole("button", { name: "Room Settings" })).toHaveCount(0);

    await vera.page.getByRole("button", { name: "Room Settings" }).click();
    const dialog = vera.page.getByRole("dialog", { name: "Room settings" });
    await expect(dialog.getByLabel("Deck", { exact: true })).toHaveValue("tshirt");
    await expect(dialog.getByLabel("☕ card")).toBeChecked();
    await expectNoAxeViolations(vera.page, "room settings, light");
    await vera.page.emulateMedia({ colorScheme: "dark" });
    await expectNoAxeViolations(vera.page, "room settings, dark");
    await vera.page.emulateMedia({ colorScheme: "light" });
    await dialog.getByLabel("Deck", { exact: true }).selectOption({ label: "Modified Fibonacci" });
    await dialog.getByLabel("☕ card").click();
    await dialog.getByRole("button", { name: "Save Settings" }).click();

    // Walt's vote would be lost: asked first. Cancel keeps everything.
    const confirm = vera.page.getByRole("alertdialog", { name: "Change the deck and clear this round?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(cardValues(xena.page)).toHaveCount(8);

    await dialog.getByRole("button", { name: "Save Settings" }).click();
    await confirm.getByRole("button", { name: "Change Deck" }).click();
    await expect(toast(vera.page, "Room settings saved")).toBeVisible();
    await expect(dialog).toBeHidden();
    for (const person of everyone) {
      await expect(cardValues(person.page)).toHaveText(["0", "½", "1", "2", "3", "5", "8", "13", "20", "40", "100", "?"].map((v) => new RegExp(`^${v.replace("?", "\\?")}`)));
      await expect(progress(person.page)).toHaveText("0 of 3 voted");
    }
    await expect(walt.page.getByTestId("own-vote-hint")).toContainText("Pick the card");

    // Numbers again: the results are figures, '½' counting as 0.5.
    await card(vera.page, "½").click();
    await card(walt.page, "1").click();
    for (const person of everyone) await expect(progress(person.page)).toHaveText("2 of 3 voted");
    await revealButton(vera.page).click();
    await vera.page.getByRole("alertdialog", { name: "Not everyone has voted" }).getByRole("button", { name: "Reveal Votes" }).click();
    for (const person of everyone) await expect(person.page.getByTestId("stat-average")).toHaveText("0.8");
    await newRoundButton(vera.page).click();
    for (const person of everyone) await expect(progress(person.page)).toHaveText("0 of 3 voted");
  });

  await test.step("the owner makes Walt owner after a confirmation; all three see it, and Vera stays on as admin", async () => {
    await participantAction(vera.page, "Walt Member", "Make Walt Member owner");
    const confirm = vera.page.getByRole("alertdialog", { name: "Make Walt Member the owner?" });
    await expect(confirm).toContainText("you stay on as an admin");
    await expectNoAxeViolations(vera.page, "hand-over question");
    await confirm.getByRole("button", { name: "Make Owner" }).click();
    await expect(toast(vera.page, "Walt Member is now the room owner")).toBeVisible();

    for (const person of everyone) {
      await expect(row(person.page, "Walt Member").getByText("Owner", { exact: true })).toBeVisible();
      await expect(row(person.page, "Vera Owner").getByText("Admin", { exact: true })).toBeVisible();
      await expect(row(person.page, "Xena Member").getByText("Owner", { exact: true })).toHaveCount(0);
    }
    await expect(walt.page.getByText("You own this room")).toBeVisible();
    await expect(vera.page.getByText("You are an admin")).toBeVisible();
    // Only the owner hands over: Vera, an admin now, has no such item; Walt has.
    expect(await actionsFor(vera.page, "Xena Member")).not.toContain("Make Xena Member owner");
    expect(await actionsFor(walt.page, "Vera Owner")).toContain("Make Vera Owner owner");
  });

  await test.step("with everyone facilitating, a member reveals and starts the next round; only the owner switches it", async () => {
    // Vera handed the room to Walt and stays on as an admin.
    // An admin sees the switch but cannot change it.
    await vera.page.getByRole("button", { name: "Room Settings" }).click();
    const adminDialog = vera.page.getByRole("dialog", { name: "Room settings" });
    await expect(adminDialog.getByLabel("Everyone facilitates")).toBeDisabled();
    await expect(adminDialog.getByText("Only the room owner can change this.")).toBeVisible();
    await adminDialog.getByRole("button", { name: "Cancel" }).click();
    await expect(adminDialog).toBeHidden();

    await expect(revealButton(xena.page)).toHaveCount(0);
    await expect(xena.page.getByText("The owner or an admin reveals the votes.")).toBeVisible();
    await walt.page.getByRole("button", { name: "Room Settings" }).click();
    const dialog = walt.page.getByRole("dialog", { name: "Room settings" });
    await dialog.getByLabel("Everyone facilitates").click();
    await dialog.getByRole("button", { name: "Save Settings" }).click();
    await expect(dialog).toBeHidden();

    await expect(revealButton(xena.page)).toBeVisible();
    // Clear stays with owners and admins.
    await expect(xena.page.getByRole("button", { name: "Clear Votes" })).toHaveCount(0);
    await card(xena.page, "5").click();
    await card(vera.page, "8").click();
    for (const person of everyone) await expect(progress(person.page)).toHaveText("2 of 3 voted");
    await revealButton(xena.page).click();
    await xena.page.getByRole("alertdialog", { name: "Not everyone has voted" }).getByRole("button", { name: "Reveal Votes" }).click();
    for (const person of everyone) await expect(person.page.getByTestId("stat-average")).toHaveText("6.5");
    await newRoundButton(xena.page).click();
    for (const person of everyone) await expect(progress(person.page)).toHaveText("0 of 3 voted");
  });

});
