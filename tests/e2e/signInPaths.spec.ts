// Issue 16, item 4: GitHub from an invite link comes back to the room; a server's sign-up or
// sign-in error goes away once the field it names is edited; a GitHub-only account trying a
// password gets the spec's sentence and a hint to use GitHub.
import { expect, test } from "@playwright/test";
import { callOk } from "../support/functionCalls";
import { createAccount, newAccount, personWithBrowser, signInThroughForm, signUpThroughForm } from "./helpers/accounts";
import { expectNoAxeViolations } from "./helpers/axe";
import { githubUserInBrowser } from "./helpers/fakeServices";

test("Continue with GitHub from an invite link comes back to that room", async ({ browser, baseURL, page, context }) => {
  const owner = await personWithBrowser(browser, baseURL!, "Ingrid Inviter");
  const value = (await callOk(baseURL!, "mutation", "rooms.createRoom", { name: "Invite planning", sessionId: "e2e-invite-session", maxFibonacci: 21, isPermanent: true }, owner.token)) as {
    code: string;
  };

  await githubUserInBrowser(context, [{ email: newAccount().email, primary: true, verified: true }], "Gus Guest");
  await page.goto(`/room/${value.code}`);
  await expect(page.getByText("Authentication Required")).toBeVisible();
  await page.getByRole("link", { name: "Sign In" }).last().click();
  await page.getByRole("button", { name: "Continue with GitHub" }).click();

  await expect(page).toHaveURL(new RegExp(`/room/${value.code}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Invite planning" })).toBeVisible();
  await expect(page.getByTestId("current-user")).toContainText("Gus Guest");

  // The sign-up page's GitHub button keeps the room too.
  const second = await browser.newContext({ baseURL });
  const secondPage = await second.newPage();
  await githubUserInBrowser(second, [{ email: newAccount().email, primary: true, verified: true }], "Sue Signup");
  await secondPage.goto(`/signup?redirect=%2Froom%2F${value.code}`);
  await secondPage.getByRole("button", { name: "Continue with GitHub" }).click();
  await expect(secondPage).toHaveURL(new RegExp(`/room/${value.code}$`));
  await expect(secondPage.getByRole("heading", { level: 1, name: "Invite planning" })).toBeVisible();
  await second.close();
  await owner.context.close();
});

test("the sign-up error goes away once the email it is about is edited", async ({ page, baseURL }) => {
  const taken = await createAccount(baseURL);
  await signUpThroughForm(page, { ...taken, name: "Someone Else" });
  const error = page.getByRole("alert").filter({ hasText: "An account with this email already exists." });
  await expect(error).toBeVisible();
  // Another field leaves it; the email clears it.
  await page.getByLabel("Name").fill("Someone Different");
  await expect(error).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(`x${taken.email}`);
  await expect(error).toHaveCount(0);
});

test("a wrong password's error goes away once the password is edited", async ({ page, baseURL }) => {
  const account = await createAccount(baseURL);
  await signInThroughForm(page, { email: account.email, password: "not the password" });
  const error = page.getByRole("alert").filter({ hasText: "Invalid password. Please try again." });
  await expect(error).toBeVisible();
  await page.getByLabel("Password").fill("another try");
  await expect(error).toHaveCount(0);
});

test("a GitHub-only account that tries a password gets the spec's sentence and a hint to use GitHub", async ({ page, context }) => {
  const email = newAccount().email;
  await githubUserInBrowser(context, [{ email, primary: true, verified: true }], "Otto Only");
  await page.goto("/signin");
  await page.getByRole("button", { name: "Continue with GitHub" }).click();
  await expect(page.getByTestId("current-user")).toContainText("Otto Only");
  await page.getByRole("button", { name: "Sign Out" }).click();

  await signInThroughForm(page, { email, password: "some password 1" });
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Could not sign in. Please check your credentials.");
  await expect(alert).toContainText("This account signs in with GitHub: use Continue with GitHub.");
  await expectNoAxeViolations(page);
});
