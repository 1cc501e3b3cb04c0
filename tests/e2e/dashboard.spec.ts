// The dashboard as its people see it (spec 2): a first visit is welcomed, a return is welcomed
// back; each row says Temporary or Permanent, your role and who is online; a member leaves a
// room (it goes from their list, the room stays); Delete is offered on every row (spec 2 and 6):
// the owner's in red with its confirmation, a member's says why the room is not theirs to delete
// and offers Leave; on a phone, Create and Join come before the list.
import type { Page } from "@playwright/test";
import { newAccount, signInThroughForm, signUpThroughForm } from "./helpers/accounts";
import { expect, joinAs, roomFor, test } from "./helpers/people";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const row = (page: Page, name: string) => page.getByTestId("user-room").filter({ hasText: name });

test("a first visit says welcome; signing in again says welcome back", async ({ page, browser, baseURL }) => {
  const account = newAccount("Nora Newcomer");
  await signUpThroughForm(page, account);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Nora!");
  // Still the first visit after a reload; another browser signing in later is a return.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Nora!");
  const later = await browser.newContext({ baseURL });
  const laterPage = await later.newPage();
  await signInThroughForm(laterPage, account);
  await expect(laterPage.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Nora!");
  await later.close();
});

test("Oscar's and Mia's dashboards: the owner's row, the phone's order, a member's row and Leave", async ({ people, baseURL }) => {
  // Oscar's room "Backlog grooming", which Mia joined (through the API: nobody is in it now).
  const [owner, mia] = await people.open("Oscar Owner", "Mia Member");
  const { code } = await roomFor(baseURL!, owner, { name: "Backlog grooming", maxFibonacci: 89 });
  await joinAs(baseURL!, mia, code);

  await test.step("the owner's row: Owner, and Delete in the destructive red with its confirmation", async () => {
    const page = owner.page;
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const backlog = row(page, "Backlog grooming");
    await expect(backlog.getByTestId("user-room-role")).toHaveText("Your role: Owner");
    const remove = backlog.getByRole("button", { name: "Delete Backlog grooming" });
    // --destructive-text in the light theme (#b91c1c).
    await expect(remove).toHaveCSS("color", "rgb(185, 28, 28)");
    await expect(backlog.getByRole("button", { name: /^Leave/ })).toHaveCount(0);
    await remove.click();
    await expect(page.getByRole("alertdialog", { name: "Delete this room?" })).toContainText("will be deleted for everyone");
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
    await expect(backlog).toBeVisible();
  });

  await test.step("on a phone, Create and Join come before the room list", async () => {
    // The same dashboard, its window narrowed to a phone's.
    const page = owner.page;
    await page.setViewportSize({ width: 390, height: 844 });
    const create = page.getByRole("region", { name: "Create New Room" });
    const list = page.getByRole("heading", { name: "Your Rooms" });
    await expect(list).toBeVisible();
    const createBox = (await create.boundingBox())!;
    const joinBox = (await page.getByRole("region", { name: "Join Existing Room" }).boundingBox())!;
    const listBox = (await list.boundingBox())!;
    expect(createBox.y).toBeLessThan(listBox.y);
    expect(joinBox.y).toBeLessThan(listBox.y);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step("a member's row: Temporary, their role, who is online; Delete says why it is not theirs and offers Leave, and the room stays", async () => {
    const page = mia.page;
    await page.goto("/");
    const backlog = row(page, "Backlog grooming");
    await expect(backlog).toContainText("Temporary");
    await expect(backlog.getByTestId("user-room-role")).toHaveText("Your role: Member");
    await expect(backlog.getByTestId("user-room-online")).toHaveText("Nobody online");

    // The owner opens the room: Mia sees him online without reloading.
    await owner.page.goto(`/room/${code}`);
    await expect(owner.page.getByTestId("participant")).toHaveCount(2);
    await expect(backlog.getByTestId("user-room-online")).toHaveText("Oscar Owner online");

    // Leave on its own asks first and says the room stays.
    await backlog.getByRole("button", { name: "Leave Backlog grooming" }).click();
    const leaveDialog = page.getByRole("alertdialog", { name: "Leave this room?" });
    await expect(leaveDialog).toContainText("removed from your list");
    await expect(leaveDialog).not.toContainText("deleted");
    await leaveDialog.getByRole("button", { name: "Cancel" }).click();

    // Delete is offered on the joined room's row too; it says why, and offers Leave.
    await backlog.getByRole("button", { name: "Delete Backlog grooming" }).click();
    const dialog = page.getByRole("alertdialog", { name: "This room is not yours to delete" });
    await expect(dialog.getByRole("heading")).toHaveText("This room is not yours to delete");
    await expect(dialog).toContainText(`Only the owner of Backlog grooming (${code}) can delete it. You can leave it instead: it is removed from your list and stays for the others.`);
    await expect(dialog.getByRole("button", { name: "Delete Room" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Leave Room" }).click();
    await expect(toast(page, "Left room successfully")).toBeVisible();
    await expect(backlog).toHaveCount(0);
    // The room goes on for the owner, without Mia.
    await expect(owner.page.getByTestId("participant")).toHaveCount(1);
    await expect(owner.page.getByRole("heading", { level: 1, name: "Backlog grooming" })).toBeVisible();
  });
});
