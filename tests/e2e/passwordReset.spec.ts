// Issue 12, item 2: "Forgot password?" end to end, with the mail received by a real SMTP server
// (tests/e2e/server.ts runs one and points SMTP_URL at it): request, mail, link, new password,
// every old session signed out, and the link good for one use only. Before it, the verification
// mail's link proves the address. One session of Rita's two devices: a fresh browser per part
// cost more than the parts.
import { expect, test, type Page } from "@playwright/test";
import { linkIn } from "../support/testMailbox";
import { personWithBrowser, storedTokens, type TestAccount } from "./helpers/accounts";
import { expectNoAxeViolations } from "./helpers/axe";
import { mailCount, mailTo } from "./helpers/fakeServices";

const NEW_PASSWORD = "a brand new secret 7";

/** Signs in through the header's Sign In link, as a person on a signed-out page would (no fresh page load). */
async function signInFromHeader(page: Page, account: Pick<TestAccount, "email" | "password">): Promise<void> {
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test("Rita proves her address through the mailed link, then resets a forgotten password through another, once, and every old session is signed out", async ({ browser, baseURL, page }) => {
  // A whole story with two browsers and two mails: more than the default on a busy machine.
  test.slow();
  // Rita is signed in on one device; `page` is her other device (her phone's mail app), signed out.
  const rita = await personWithBrowser(browser, baseURL!, "Rita Reset");

  await test.step("the verification link proves the address, and the account menu then says so", async () => {
    await rita.page.goto("/");
    await expect(rita.page.getByTestId("current-user")).toContainText("Rita Reset");
    await rita.page.getByRole("button", { name: "Account" }).click();
    const menu = rita.page.getByRole("dialog", { name: "Your account" });
    await expect(menu.getByText("Not verified")).toBeVisible();
    const before = await mailCount();
    await menu.getByRole("button", { name: "Send Verification Email" }).click();
    await expect(menu.getByRole("status")).toHaveText("A verification link is on its way to your email address.");

    const mail = await mailTo(rita.account.email, { after: before });
    expect(mail.subject).toBe("Confirm your email address for Planning Poker");
    // Opened in another browser (a phone's mail app): it works signed out too.
    await page.goto(linkIn(mail, `${baseURL}/verify-email#token=`));
    // Nothing happens until the reader says the account is theirs.
    await expect(page.getByText("Is this your Planning Poker account? Confirm only if you asked for this email.")).toBeVisible();
    await expect(menu.getByText("Not verified")).toBeVisible();
    await page.getByRole("button", { name: "Yes, this is my account" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Your email address is verified.");
    await expectNoAxeViolations(page);
    await expect(menu.getByText("Verified", { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("alert")).toHaveText("This verification link has expired or was already used. Please ask for a new one from the account menu.");
  });

  await test.step("a forgotten password is reset through the mailed link, once, and every old session is signed out", async () => {
    // On her other device she forgot her password.
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await expectNoAxeViolations(page);
    const before = await mailCount();
    await page.getByLabel("Email").fill(rita.account.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "a link to choose a new password is on its way" })).toBeVisible();
    await expect(page.getByText("Email is not set up on this server", { exact: false })).toHaveCount(0);

    // The mail arrives at the SMTP server, from MAIL_FROM, with the link.
    const mail = await mailTo(rita.account.email, { after: before });
    expect(mail.subject).toBe("Reset your Planning Poker password");
    expect(mail.from).toBe("no-reply@example.com");
    const link = linkIn(mail, `${baseURL}/reset-password#token=`);

    // The link opens the reset page; the token leaves the address bar.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/reset-password`);
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill("something else");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "Your password was changed and every session of your account was signed out. Please sign in with your new password.",
    );

    // The old password no longer works; the new one does (the form as the refusal left it).
    await signInFromHeader(page, { email: rita.account.email, password: rita.account.password });
    await expect(page.getByRole("alert")).toHaveText("Invalid password. Please try again.");
    await page.getByLabel("Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByTestId("current-user")).toContainText("Rita Reset");

    // The other device was signed out.
    await rita.page.reload();
    await expect(rita.page.getByRole("heading", { level: 1, name: /Estimate stories together/ })).toBeVisible();
    expect(await storedTokens(rita.page)).toEqual({ token: null, refreshToken: null });

    // The link works once (tried again on the signed-out device).
    await rita.page.goto(link);
    await rita.page.getByLabel("New password", { exact: true }).fill("third password 3");
    await rita.page.getByLabel("Confirm new password").fill("third password 3");
    await rita.page.getByRole("button", { name: "Set New Password" }).click();
    await expect(rita.page.getByRole("alert")).toHaveText("This reset link has expired or was already used. Please ask for a new one.");
    await signInFromHeader(rita.page, { email: rita.account.email, password: "third password 3" });
    await expect(rita.page.getByRole("alert")).toHaveText("Invalid password. Please try again.");
  });

  await rita.context.close();
});
