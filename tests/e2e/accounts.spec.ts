// Accounts (issue "Accounts"): sign-up, staying signed in, sign-out, the spec's messages. One
// visitor's browser goes through it all as a session of steps (landing, the sign-in form's
// refusals, signing in, a second tab, signing up, the loading screen): a fresh browser per check
// cost more than the checks.
import { expect, test, type Page } from "@playwright/test";
import { createAccount, expectSignedIn, newAccount, storedTokens, type TestAccount } from "./helpers/accounts";

const LANDING_HEADLINE = /Estimate stories together/;

/** The sign-in form on the page as it is (the person is on /signin already): no page load. */
async function submitSignIn(page: Page, account: Pick<TestAccount, "email" | "password">): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** The sign-up form on the page as it is (the person is on /signup already). */
async function submitSignUp(page: Page, account: TestAccount): Promise<void> {
  await page.getByLabel("Name").fill(account.name);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();
}

test("a visitor reads the landing page, is refused and then signed in, signs out of two tabs, signs up, and waits on the loading screen", async ({ page, context, baseURL }) => {
  test.slow(); // four accounts' password hashing and a dozen screens on a busy machine
  // Katherine's account exists already: she signs in with it, and it is the email taken at sign-up.
  const katherine = await createAccount(baseURL, newAccount("Katherine Johnson"));

  await test.step("the landing page shows the spec's claims, deck, features, steps and calls to action", async () => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: LANDING_HEADLINE })).toBeVisible();
    for (const claim of ["Unlimited team members can join", "Free to sign up, in under 30 seconds", "Rooms can be temporary or permanent"]) {
      await expect(page.getByText(claim, { exact: true })).toBeVisible();
    }
    const deck = page.getByRole("group", { name: /Demo card deck/ });
    await expect(deck.getByRole("button")).toHaveText(["1", "2", "3", "5", "8", "13", "21", "?"]);
    await expect(page.getByText("Sample story")).toBeVisible();
    for (const feature of ["Real-time voting", "Team collaboration", "Flexible rooms"]) {
      await expect(page.getByRole("heading", { level: 3, name: feature })).toBeVisible();
    }
    for (const step of ["Create an account", "Create or join a room", "Start planning"]) {
      await expect(page.getByRole("heading", { level: 3, name: step })).toBeVisible();
    }
    await page.getByRole("link", { name: "Get Started Free" }).first().click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goBack();
    await page.getByRole("main").getByRole("link", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  await test.step("the sign-in form asks for both fields", async () => {
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Please enter your email")).toBeVisible();
    await expect(page.getByText("Please enter your password")).toBeVisible();
  });

  await test.step("an unknown email cannot sign in", async () => {
    await submitSignIn(page, { email: "nobody-here@example.com", password: "whatever1" });
    await expect(page.getByRole("alert")).toHaveText("Could not sign in. Please check your credentials.");
  });

  await test.step("a wrong password says so", async () => {
    await submitSignIn(page, { email: katherine.email, password: "not the password" });
    await expect(page.getByRole("alert")).toHaveText("Invalid password. Please try again.");
    await expect(page).toHaveURL(/\/signin$/);
    expect(await storedTokens(page)).toEqual({ token: null, refreshToken: null });
  });

  await test.step("sign-in and sign-up link to each other, and sign-up links the terms", async () => {
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole("link", { name: "Terms of Service" }).first()).toBeVisible();
    await page.getByRole("link", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  await test.step("sign in with email and password, and /signin sends a signed-in user home", async () => {
    await submitSignIn(page, katherine);
    await expectSignedIn(page, katherine);

    await page.goto("/signin");
    await expectSignedIn(page, katherine);
    await page.goto("/signup");
    await expectSignedIn(page, katherine);
  });

  await test.step("a refused access token is replaced using the refresh token, without signing out", async () => {
    const before = await storedTokens(page);
    // As if the access token had expired: the server refuses it and the client refreshes on demand.
    await page.evaluate(() => localStorage.setItem("pp-auth-token", "not-a-valid-token"));
    await page.reload();
    await expectSignedIn(page, katherine);
    const after = await storedTokens(page);
    expect(after.token).not.toBe("not-a-valid-token");
    expect(after.refreshToken).not.toBe(before.refreshToken);
  });

  await test.step("signing out in one tab signs the other tab out too", async () => {
    const second = await context.newPage();
    await second.goto("/");
    await expectSignedIn(second, katherine);

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("heading", { level: 1, name: LANDING_HEADLINE })).toBeVisible();
    await expect(second.getByRole("heading", { level: 1, name: LANDING_HEADLINE })).toBeVisible();
    await second.close();
  });

  await test.step("the sign-up form shows each validation message and sends nothing until they are fixed", async () => {
    const calls: string[] = [];
    const recordAction = (r: { url(): string }) => {
      if (r.url().endsWith("/api/action")) calls.push(r.url());
    };
    page.on("request", recordAction);
    await page.getByRole("link", { name: "Get Started Free" }).first().click();
    await expect(page).toHaveURL(/\/signup$/);
    const submit = page.getByRole("button", { name: "Create Account" });
    await submit.click();
    await expect(page.getByText("Name must be at least 2 characters long")).toBeVisible();
    await expect(page.getByText("Please enter your email")).toBeVisible();
    await expect(page.getByText("Please enter your password")).toBeVisible();

    await page.getByLabel("Name").fill("A");
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("12345");
    await page.getByLabel("Confirm password").fill("54321");
    await expect(page.getByText("Name must be at least 2 characters long")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();

    await page.getByLabel("Password", { exact: true }).fill("123456");
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(page.getByLabel("Confirm password")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Name").fill("Al");
    await page.getByLabel("Confirm password").fill("123456");
    await expect(page.getByText("Passwords do not match")).toBeHidden();
    await expect(page.getByText("Name must be at least 2 characters long")).toBeHidden();
    page.off("request", recordAction);
    expect(calls).toEqual([]);
  });

  await test.step("an email that is taken cannot sign up again", async () => {
    await submitSignUp(page, { ...katherine, name: "Someone Else" });
    await expect(page.getByRole("alert")).toHaveText("An account with this email already exists.");
    await expect(page).toHaveURL(/\/signup$/);
  });

  await test.step("sign up, land signed in, stay signed in across a reload, sign out to the landing page", async () => {
    const grace = newAccount("Grace Hopper");
    await submitSignUp(page, grace);
    await expectSignedIn(page, grace);
    expect(await storedTokens(page)).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });

    await page.reload();
    await expectSignedIn(page, grace);

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("heading", { level: 1, name: LANDING_HEADLINE })).toBeVisible();
    expect(await storedTokens(page)).toEqual({ token: null, refreshToken: null });

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: LANDING_HEADLINE })).toBeVisible();
  });

  await test.step("the loading screen reads 'Loading...Initializing your session'", async () => {
    // Hold the sync socket back so the session cannot finish loading.
    await page.routeWebSocket(/\/api\/sync/, () => {});
    await page.evaluate(() => {
      localStorage.setItem("pp-auth-token", "header.eyJleHAiOjk5OTk5OTk5OTl9.signature");
      localStorage.setItem("pp-auth-refresh-token", "refresh");
    });
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveText("Loading...Initializing your session");
  });
});
