// Issue 31, step 1: a person connects Jira Data Center from the account menu with the site's address
// and a pasted personal token: a bad token is refused with Jira's sentence, a good one lists who it
// belongs to; the token leaves the page once sent; Remove takes the connection away. Screenshots of
// the section, phone and desktop, light and dark, go to test-results/connections/, each checked by axe.
import { expect, test, type Page } from "@playwright/test";
import { BAD_PAT, GOOD_PAT } from "../../src/plugins/jira-dc/test/fakeJiraDcData";
import { personWithBrowser } from "./helpers/accounts";
import { expectNoAxeViolations } from "./helpers/axe";
import { fakeJiraDcSite } from "./helpers/fakeServices";

async function openAccount(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Your account" });
  await expect(dialog.getByRole("heading", { name: "Tracker connections" })).toBeVisible();
  return dialog;
}

const LOOKS = [
  ["light", "phone", { width: 390, height: 844 }],
  ["light", "desktop", { width: 1280, height: 900 }],
  ["dark", "phone", { width: 390, height: 844 }],
  ["dark", "desktop", { width: 1280, height: 900 }],
] as const;

test("connect Jira Data Center with a personal token, see who it belongs to, remove it", async ({ browser, baseURL }) => {
  const person = await personWithBrowser(browser, baseURL!, "Cora Connect");
  const dialog = await openAccount(person.page);
  const form = dialog.getByRole("form", { name: "Connect a tracker" });
  const list = dialog.getByRole("list", { name: "Your tracker connections" });
  const row = list.getByRole("listitem");

  await test.step("connect Jira Data Center with a personal token: a bad one is refused, a good one says who it belongs to", async () => {
    await expect(dialog.getByText("No trackers connected yet.")).toBeVisible();
    await form.getByRole("radio", { name: "Jira Data Center" }).check();
    await form.getByLabel("Site address").fill(fakeJiraDcSite());

    await form.getByLabel("Personal access token").fill(BAD_PAT);
    await form.getByRole("button", { name: "Connect Jira Data Center" }).click();
    await expect(form.getByRole("alert")).toContainText("Jira did not accept the personal access token (401)");
    await expect(dialog.getByText("No trackers connected yet.")).toBeVisible();

    await form.getByLabel("Personal access token").fill(GOOD_PAT);
    await form.getByRole("button", { name: "Connect Jira Data Center" }).click();
    await expect(form.getByRole("status")).toContainText("Connected to Jira 10.3.4 as");
    await expect(form.getByLabel("Personal access token")).toHaveValue("");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("(alice)");
    await expect(row).toContainText("Connected");
    expect(await person.page.content()).not.toContain(GOOD_PAT);
  });

  // The same page in each look, switched in place: the section with its connection, and the form.
  for (const [colorScheme, device, viewport] of LOOKS) {
    await test.step(`the connections section, with a connection (${colorScheme}, ${device})`, async () => {
      await person.page.emulateMedia({ colorScheme });
      await person.page.setViewportSize(viewport);
      await expect(row).toHaveCount(1);
      await dialog.getByRole("heading", { name: "Tracker connections" }).scrollIntoViewIfNeeded();
      await person.page.screenshot({ path: `test-results/connections/connections-${colorScheme}-${device}.png` });
      await dialog.getByRole("button", { name: "Connect Jira Data Center" }).scrollIntoViewIfNeeded();
      await person.page.screenshot({ path: `test-results/connections/connect-form-${colorScheme}-${device}.png` });
      await expectNoAxeViolations(person.page, `the connections section (${colorScheme}, ${device})`);
    });
  }

  await test.step("Test checks the connection again; Remove takes it away", async () => {
    await row.getByRole("button", { name: "Test" }).click();
    await expect(row).toContainText("Connected");
    await row.getByRole("button", { name: "Remove" }).click();
    await expect(dialog.getByText("No trackers connected yet.")).toBeVisible();
  });
  await person.context.close();
});
