// Issue 12, item 1: nobody takes over an account by signing up first with its owner's email. GitHub
// never joins a password account whose owner did not prove the address; linking happens from a
// signed-in session (the account menu), and the last way to sign in cannot be unlinked.
import { expect, test, type Page } from "@playwright/test";
import { createAccount, newAccount, signInThroughForm, storedTokens, type TestAccount } from "./helpers/accounts";
import { expectNoAxeViolations } from "./helpers/axe";
import { linkIn } from "../support/testMailbox";
import { githubUserInBrowser, mailCount, mailTo } from "./helpers/fakeServices";

const LINK_REQUIRED =
  "An account with this email already exists. To use GitHub with it, sign in with your email and password, then choose Link GitHub in the account menu.";

const LANDING_HEADLINE = /Estimate stories together/;

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: "Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Your account" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The sign-up form on the page as it is (the person is on /signup already): no page load. */
async function submitSignUp(page: Page, account: TestAccount) {
  await page.getByLabel("Name").fill(account.name);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();
}

// Two browsers play the parts in turn: the first is the address's owner refused by GitHub, then the
// claimer refused a password sign-up, then Linda who links GitHub; the second is the squatter, then
// Gita whose only way in is GitHub. A fresh browser per part cost more than the parts.
test("GitHub never joins an unproven password account, links only from a signed-in session, and keeps the last way in", async ({ page, context, browser, baseURL }) => {
  test.slow(); // three GitHub round trips, a mailed link and four accounts on a busy machine
  const second = await browser.newContext({ baseURL });
  const secondPage = await second.newPage();

  await test.step("a squatter who signs up with the owner's email first never gets the owner's GitHub sign-in", async () => {
    // The squatter creates a password account with somebody else's address.
    const squatter = await createAccount(baseURL, newAccount("Sam Squatter"));

    // The real owner of that address, verified on GitHub, signs in with GitHub.
    await githubUserInBrowser(context, [{ email: squatter.email, primary: true, verified: true }], "Olivia Owner");
    await page.goto("/signin");
    await page.getByRole("button", { name: "Continue with GitHub" }).click();

    // Refused, with how to link: nothing was merged and nobody is signed in.
    await expect(page).toHaveURL(/\/signin\?error=link_required$/);
    await expect(page.getByRole("alert")).toHaveText(LINK_REQUIRED);
    expect(await storedTokens(page)).toEqual({ token: null, refreshToken: null });
    await expectNoAxeViolations(page);

    // The squatter's account has no GitHub in it: their password is still the only way in.
    await signInThroughForm(secondPage, squatter);
    await expect(secondPage.getByTestId("current-user")).toContainText("Sam Squatter");
    const menu = await openAccountMenu(secondPage);
    await expect(menu.getByText("Not linked.")).toBeVisible();
    await expect(menu.getByText("Not verified")).toBeVisible();

    // Trying again changes nothing (the same page comes back: wait for its load, not its text).
    const back = page.waitForEvent("load");
    await page.getByRole("button", { name: "Continue with GitHub" }).click();
    await back;
    await expect(page).toHaveURL(/\/signin\?error=link_required$/);
    await expect(page.getByRole("alert")).toHaveText(LINK_REQUIRED);
    expect(await storedTokens(page)).toEqual({ token: null, refreshToken: null });
  });

  await test.step("a GitHub-only account cannot unlink its only way in, and its email cannot be signed up with a password", async () => {
    // The squatter's browser signs out and becomes Gita's, who has only GitHub.
    await secondPage.keyboard.press("Escape");
    await secondPage.getByRole("button", { name: "Sign Out" }).click();
    // Signed out is the landing page: clicked on only once it is there, not while sign-out navigates.
    await expect(secondPage.getByRole("heading", { level: 1, name: LANDING_HEADLINE })).toBeVisible();
    const email = newAccount().email;
    const { login } = await githubUserInBrowser(second, [{ email, primary: true, verified: true }], "Gita Hub");
    await secondPage.getByRole("link", { name: "Sign In" }).first().click();
    await secondPage.getByRole("button", { name: "Continue with GitHub" }).click();
    await expect(secondPage.getByTestId("current-user")).toContainText("Gita Hub");

    const menu = await openAccountMenu(secondPage);
    await expect(menu.getByText(`Linked as @${login}`)).toBeVisible();
    await expect(menu.getByText("Not set. Choose one with Forgot password? on the sign-in page.")).toBeVisible();
    await expect(menu.getByRole("button", { name: "Unlink GitHub" })).toBeDisabled();
    await expect(menu.getByText("GitHub is your only way to sign in, so it cannot be unlinked.", { exact: false })).toBeVisible();
    await expect(menu.getByText("Verified", { exact: true })).toBeVisible();
    for (const colorScheme of ["light", "dark"] as const) {
      await secondPage.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await expectNoAxeViolations(secondPage);
    }

    // Somebody else (the signed-out first browser) tries to claim the address with a password: the spec's sentence.
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/signup/);
    await submitSignUp(page, { name: "Claire Claimer", email, password: "another secret 1" });
    await expect(page.getByRole("alert")).toHaveText("An account with this email already exists.");
    expect(await storedTokens(page)).toEqual({ token: null, refreshToken: null });
    await second.close();
  });

  await test.step("the owner proves the address, links GitHub from the account menu, signs in with it, and unlinks it again", async () => {
    // The first browser, still on the sign-up page, signs Linda up.
    const account = newAccount("Linda Linker");
    await submitSignUp(page, account);
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
    await expect(page.getByRole("heading", { level: 1, name: LANDING_HEADLINE })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await page.getByRole("button", { name: "Continue with GitHub" }).click();
    await expect(page.getByTestId("current-user")).toContainText("Linda Linker");

    // Unlinking leaves the password; the account is back to one method.
    menu = await openAccountMenu(page);
    await menu.getByRole("button", { name: "Unlink GitHub" }).click();
    await expect(toast(page, "GitHub was unlinked from your account.")).toBeVisible();
    await expect(menu.getByText("Not linked.")).toBeVisible();
  });
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
