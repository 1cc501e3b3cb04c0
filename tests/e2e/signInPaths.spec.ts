// Issue 16, item 4: GitHub from an invite link comes back to the room; a server's sign-up or
// sign-in error goes away once the field it names is edited; a GitHub-only account trying a
// password gets the spec's sentence and a hint to use GitHub. One browser plays the visitors in
// turn (Gus, Sue, Otto, then someone mistyping), signing out between them: a fresh browser per
// visitor cost more than the visits.
import { expect, test, type Page } from "@playwright/test";
import { callOk, signUpWithPassword } from "../support/functionCalls";
import { createAccount, newAccount } from "./helpers/accounts";
import { expectNoAxeViolations } from "./helpers/axe";
import { githubUserInBrowser } from "./helpers/fakeServices";

/** Signs out and waits for the landing page it leads to, so the next visitor starts once it is there. */
async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Estimate stories together/ })).toBeVisible();
}

test("GitHub from an invite link or the sign-up page keeps the room, a GitHub-only account trying a password is told to use GitHub, and a form's server error goes once its field is edited", async ({ page, context, baseURL }) => {
  test.slow(); // four GitHub round trips and three sign-ups on a busy machine
  // Ingrid's room, the invite link's; Ingrid herself never opens a browser.
  const { token } = await signUpWithPassword(baseURL!, newAccount("Ingrid Inviter"));
  const { code } = (await callOk(baseURL!, "mutation", "rooms.createRoom", { name: "Invite planning", sessionId: "e2e-invite-session", maxFibonacci: 21, isPermanent: true }, token)) as { code: string };

  await test.step("Continue with GitHub from an invite link comes back to that room", async () => {
    await githubUserInBrowser(context, [{ email: newAccount().email, primary: true, verified: true }], "Gus Guest");
    await page.goto(`/room/${code}`);
    await expect(page.getByText("Authentication Required")).toBeVisible();
    await page.getByRole("link", { name: "Sign In" }).last().click();
    await page.getByRole("button", { name: "Continue with GitHub" }).click();

    await expect(page).toHaveURL(new RegExp(`/room/${code}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Invite planning" })).toBeVisible();
    await expect(page.getByTestId("current-user")).toContainText("Gus Guest");

    // The sign-up page's GitHub button keeps the room too (Gus signs out; the browser becomes Sue's).
    await signOut(page);
    await githubUserInBrowser(context, [{ email: newAccount().email, primary: true, verified: true }], "Sue Signup");
    await page.goto(`/signup?redirect=%2Froom%2F${code}`);
    await page.getByRole("button", { name: "Continue with GitHub" }).click();
    await expect(page).toHaveURL(new RegExp(`/room/${code}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Invite planning" })).toBeVisible();
    await expect(page.getByTestId("current-user")).toContainText("Sue Signup");
    await signOut(page);
  });

  await test.step("a GitHub-only account that tries a password gets the spec's sentence and a hint to use GitHub", async () => {
    const email = newAccount().email;
    await githubUserInBrowser(context, [{ email, primary: true, verified: true }], "Otto Only");
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await page.getByRole("button", { name: "Continue with GitHub" }).click();
    await expect(page.getByTestId("current-user")).toContainText("Otto Only");
    await signOut(page);

    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password").fill("some password 1");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Could not sign in. Please check your credentials.");
    await expect(alert).toContainText("This account signs in with GitHub: use Continue with GitHub.");
    await expectNoAxeViolations(page);
  });

  // Both accounts exist already (through the API): these steps are about the forms' errors.
  const [account, taken] = await Promise.all([createAccount(baseURL), createAccount(baseURL)]);

  await test.step("a wrong password's error goes away once the password is edited", async () => {
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    const error = page.getByRole("alert").filter({ hasText: "Invalid password. Please try again." });
    await expect(error).toBeVisible();
    await page.getByLabel("Password").fill("another try");
    await expect(error).toHaveCount(0);
  });

  await test.step("the sign-up error goes away once the email it is about is edited", async () => {
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/signup/);
    await page.getByLabel("Name").fill("Someone Else");
    await page.getByLabel("Email", { exact: true }).fill(taken.email);
    await page.getByLabel("Password", { exact: true }).fill(taken.password);
    await page.getByLabel("Confirm password").fill(taken.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    const error = page.getByRole("alert").filter({ hasText: "An account with this email already exists." });
    await expect(error).toBeVisible();
    // Another field leaves it; the email clears it.
    await page.getByLabel("Name").fill("Someone Different");
    await expect(error).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(`x${taken.email}`);
    await expect(error).toHaveCount(0);
  });
});
