// Issue 12, item 1: nobody takes over an account by signing up first with its owner's email. GitHub
// never joins a password account whose owner did not prove the address; linking happens from a
// signed-in session (the account menu), and the last way to sign in cannot be unlinked.
import { expect, test, type Page } from "@playwright/test";
import { createAccount, newAccount, signInThroughForm, signUpThroughForm, storedTokens } from "./helpers/accounts";
import { expectNoAxeViolations } from "./helpers/axe";
import { linkIn } from "../support/testMailbox";
import { githubUserInBrowser, mailCount, mailTo } from "./helpers/fakeServices";

const LINK_REQUIRED =
  "An account with this email already exists. To use GitHub with it, sign in with your email and password, then choose Link GitHub in the account menu.";

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: "Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Your account" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a squatter who signs up with the owner's email first never gets the owner's GitHub sign-in", async ({ browser, baseURL }) => {
  // The squatter creates a password account with somebody else's address.
  const squatter = await createAccount(baseURL, newAccount("Sam Squatter"));

  // The real owner of that address, verified on GitHub, signs in with GitHub.
  const owner = await browser.newContext({ baseURL });
  const ownerPage = await owner.newPage();
  await githubUserInBrowser(owner, [{ email: squatter.email, primary: true, verified: true }], "Olivia Owner");
  await ownerPage.goto("/signin");
  await ownerPage.getByRole("button", { name: "Continue with GitHub" }).click();

  // Refused, with how to link: nothing was merged and nobody is signed in.
  await expect(ownerPage).toHaveURL(/\/signin\?error=link_required$/);
  await expect(ownerPage.getByRole("alert")).toHaveText(LINK_REQUIRED);
  expect(await storedTokens(ownerPage)).toEqual({ token: null, refreshToken: null });
  await expectNoAxeViolations(ownerPage);

  // The squatter's account has no GitHub in it: their password is still the only way in.
  const squatterPage = await (await browser.newContext({ baseURL })).newPage();
  await signInThroughForm(squatterPage, squatter);
  await expect(squatterPage.getByTestId("current-user")).toContainText("Sam Squatter");
  const menu = await openAccountMenu(squatterPage);
  await expect(menu.getByText("Not linked.")).toBeVisible();
  await expect(menu.getByText("Not verified")).toBeVisible();

  // Trying again changes nothing (the same page comes back: wait for its load, not its text).
  const back = ownerPage.waitForEvent("load");
  await ownerPage.getByRole("button", { name: "Continue with GitHub" }).click();
  await back;
  await expect(ownerPage).toHaveURL(/\/signin\?error=link_required$/);
  await expect(ownerPage.getByRole("alert")).toHaveText(LINK_REQUIRED);
  expect(await storedTokens(ownerPage)).toEqual({ token: null, refreshToken: null });
  await owner.close();
  await squatterPage.context().close();
});

test("the owner proves the address, links GitHub from the account menu, signs in with it, and unlinks it again", async ({ page, context, baseURL }) => {
  const account = newAccount("Linda Linker");
  await signUpThroughForm(page, account);
  await expect(page.getByTestId("current-user")).toContainText("Linda Linker");
  const { login } = await githubUserInBrowser(context, [{ email: account.email, primary: true, verified: true }], "Linda on GitHub");

  let menu = await openAccountMenu(page);
  await expect(menu.getByText("Sign in with your email and password.")).toBeVisible();
  await expectNoAxeViolations(page);
  // Nothing is linked to an unproven address: she proves it first.
  await expect(menu.getByRole("button", { name: "Link GitHub" })).toBeDisabled();
  await expect(menu.getByText("Please verify your email address first: send yourself a verification email from the account menu, then link GitHub.")).toBeVisible();
  const before = await mailCount();
  await menu.getByRole("button", { name: "Send Verification Email" }).click();
  const mailed = await context.newPage();
  await mailed.goto(linkIn(await mailTo(account.email, { after: before }), `${baseURL}/verify-email#token=`));
  await mailed.getByRole("button", { name: "Yes, this is my account" }).click();
  await expect(mailed.getByRole("main").getByRole("status")).toHaveText("Your email address is verified.");
  await mailed.close();
  await expect(menu.getByText("Verified", { exact: true })).toBeVisible();
  await menu.getByRole("button", { name: "Link GitHub" }).click();

  // Back from GitHub on the page we left, linked; the one-time code is gone from the URL.
  await expect(toast(page, "GitHub is now linked to your account.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  menu = page.getByRole("dialog", { name: "Your account" });
  await expect(menu.getByText(`Linked as @${login}`)).toBeVisible();

  // GitHub now signs into this very account.
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.goto("/signin");
  await page.getByRole("button", { name: "Continue with GitHub" }).click();
  await expect(page.getByTestId("current-user")).toContainText("Linda Linker");

  // Unlinking leaves the password; the account is back to one method.
  menu = await openAccountMenu(page);
  await menu.getByRole("button", { name: "Unlink GitHub" }).click();
  await expect(toast(page, "GitHub was unlinked from your account.")).toBeVisible();
  await expect(menu.getByText("Not linked.")).toBeVisible();
});

test("a GitHub-only account cannot unlink its only way in, and its email cannot be signed up with a password", async ({ page, context, browser, baseURL }) => {
  const email = newAccount().email;
  const { login } = await githubUserInBrowser(context, [{ email, primary: true, verified: true }], "Gita Hub");
  await page.goto("/signin");
  await page.getByRole("button", { name: "Continue with GitHub" }).click();
  await expect(page.getByTestId("current-user")).toContainText("Gita Hub");

  const menu = await openAccountMenu(page);
  await expect(menu.getByText(`Linked as @${login}`)).toBeVisible();
  await expect(menu.getByText("Not set. Choose one with Forgot password? on the sign-in page.")).toBeVisible();
  await expect(menu.getByRole("button", { name: "Unlink GitHub" })).toBeDisabled();
  await expect(menu.getByText("GitHub is your only way to sign in, so it cannot be unlinked.", { exact: false })).toBeVisible();
  await expect(menu.getByText("Verified", { exact: true })).toBeVisible();
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await expectNoAxeViolations(page);
  }

  // Somebody else tries to claim the address with a password: the spec's sentence.
  const other = await (await browser.newContext({ baseURL })).newPage();
  await signUpThroughForm(other, { name: "Claire Claimer", email, password: "another secret 1" });
  await expect(other.getByRole("alert")).toHaveText("An account with this email already exists.");
  expect(await storedTokens(other)).toEqual({ token: null, refreshToken: null });
  await other.context().close();
});

test("the account pages have no axe violations, light and dark, phone and desktop", async ({ browser, baseURL }) => {
  test.slow();
  const pages = [
    { path: "/forgot-password", heading: "Forgot your password?" },
    { path: "/reset-password#token=not-a-real-token", heading: "Choose a new password" },
    { path: "/verify-email", heading: "Verify your email" },
  ];
  // Each page on both layouts, axe once per theme: light on the desktop, dark on the phone (a scan
  // costs more than the page).
  for (const [phone, colorScheme] of [[false, "light"], [true, "dark"]] as const) {
    const context = await browser.newContext({ baseURL, ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}) });
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await context.close();
  }
});
