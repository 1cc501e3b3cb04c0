// Accounts (issue "Accounts"): sign-up, staying signed in, sign-out, the spec's messages.
import { expect, test } from "@playwright/test";
import { createAccount, expectSignedIn, newAccount, signInThroughForm, signUpThroughForm, storedTokens } from "./helpers/accounts";

const LANDING_HEADLINE = /Estimate stories together/;

test("sign up, land signed in, stay signed in across a reload, sign out to the landing page", async ({ page }) => {
  const account = newAccount("Grace Hopper");
  await signUpThroughForm(page, account);
  await expectSignedIn(page, account);
  expect(await storedTokens(page)).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });

  await page.reload();
  await expectSignedIn(page, account);

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: LANDING_HEADLINE })).toBeVisible();
  expect(await storedTokens(page)).toEqual({ token: null, refreshToken: null });

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: LANDING_HEADLINE })).toBeVisible();
});

test("sign in with email and password, and /signin sends a signed-in user home", async ({ page, baseURL }) => {
  const account = await createAccount(baseURL, newAccount("Katherine Johnson"));
  await signInThroughForm(page, account);
  await expectSignedIn(page, account);

  await page.goto("/signin");
  await expectSignedIn(page, account);
  await page.goto("/signup");
  await expectSignedIn(page, account);
});

test("a wrong password says so", async ({ page, baseURL }) => {
  const account = await createAccount(baseURL);
  await signInThroughForm(page, { email: account.email, password: "not the password" });
  await expect(page.getByRole("alert")).toHaveText("Invalid password. Please try again.");
  await expect(page).toHaveURL(/\/signin$/);
  expect(await storedTokens(page)).toEqual({ token: null, refreshToken: null });
});

test("an unknown email cannot sign in", async ({ page }) => {
  await signInThroughForm(page, { email: "nobody-here@example.com", password: "whatever1" });
  await expect(page.getByRole("alert")).toHaveText("Could not sign in. Please check your credentials.");
});

test("an email that is taken cannot sign up again", async ({ page, baseURL }) => {
  const account = await createAccount(baseURL);
  await signUpThroughForm(page, { ...account, name: "Someone Else" });
  await expect(page.getByRole("alert")).toHaveText("An account with this email already exists.");
  await expect(page).toHaveURL(/\/signup$/);
});

test("the sign-up form shows each validation message and sends nothing until they are fixed", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/action")) calls.push(r.url());
  });
  await page.goto("/signup");
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
  expect(calls).toEqual([]);
});

test("the sign-in form asks for both fields", async ({ page }) => {
  await page.goto("/signin");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Please enter your email")).toBeVisible();
  await expect(page.getByText("Please enter your password")).toBeVisible();
});

test("sign-in and sign-up link to each other, and sign-up links the terms", async ({ page }) => {
  await page.goto("/signin");
  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("link", { name: "Terms of Service" }).first()).toBeVisible();
  await page.getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test("signing out in one tab signs the other tab out too", async ({ context }) => {
  const account = newAccount("Alan Turing");
  const first = await context.newPage();
  await signUpThroughForm(first, account);
  await expectSignedIn(first, account);
  const second = await context.newPage();
  await second.goto("/");
  await expectSignedIn(second, account);

  await first.getByRole("button", { name: "Sign Out" }).click();
  await expect(second.getByRole("heading", { level: 1, name: LANDING_HEADLINE })).toBeVisible();
});

test("the landing page shows the spec's claims, deck, features, steps and calls to action", async ({ page }) => {
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

test("the loading screen reads 'Loading...Initializing your session'", async ({ page }) => {
  // Hold the sync socket back so the session cannot finish loading.
  await page.routeWebSocket(/\/api\/sync/, () => {});
  await page.addInitScript(() => {
    localStorage.setItem("pp-auth-token", "header.eyJleHAiOjk5OTk5OTk5OTl9.signature");
    localStorage.setItem("pp-auth-refresh-token", "refresh");
  });
  await page.goto("/");
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveText("Loading...Initializing your session");
});

test("a refused access token is replaced using the refresh token, without signing out", async ({ page }) => {
  const account = newAccount("Margaret Hamilton");
  await signUpThroughForm(page, account);
  await expectSignedIn(page, account);
  const before = await storedTokens(page);

  // As if the access token had expired: the server refuses it and the client refreshes on demand.
  await page.evaluate(() => localStorage.setItem("pp-auth-token", "not-a-valid-token"));
  await page.reload();
  await expectSignedIn(page, account);
  const after = await storedTokens(page);
  expect(after.token).not.toBe("not-a-valid-token");
  expect(after.refreshToken).not.toBe(before.refreshToken);
});
