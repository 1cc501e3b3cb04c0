// GitHub sign-in end to end against the fake GitHub the e2e server points the app at. One visitor
// reads the sign-up and sign-in pages and then signs in, in one browser (a browser per check cost
// more than the checks).
import { expect, test } from "@playwright/test";
import { storedTokens } from "./helpers/accounts";

test("GitHub sign-in: offered on sign-up, a failure said on sign-in, and Continue with GitHub signs in", async ({ page, request }) => {
  // tests/e2e/server.ts always starts the fake GitHub, so the button must be there.
  const site = (await (await request.get("/api/site")).json()) as { github: boolean };
  expect(site.github).toBe(true);

  await test.step("the sign-up page offers GitHub too", async () => {
    await page.goto("/signup");
    await expect(page.getByRole("button", { name: "Continue with GitHub" })).toBeVisible();
  });

  await test.step("a GitHub failure comes back to the sign-in page with a sentence", async () => {
    await page.goto("/signin?error=access_denied");
    await expect(page.getByRole("alert")).toHaveText("GitHub sign-in was cancelled.");
  });

  await test.step("Continue with GitHub signs in and lands on the dashboard with the code gone from the URL", async () => {
    // The visitor tries again from the page that said the first attempt was cancelled.
    await page.getByRole("button", { name: "Continue with GitHub" }).click();
    // The dashboard's greeting names the user; the sign-in page's own title is a bare "Welcome back".
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome( back)?, / })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(new URL(page.url()).searchParams.has("code")).toBe(false);
    expect(await storedTokens(page)).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
    expect(await page.evaluate(() => localStorage.getItem("pp-auth-oauth-verifier"))).toBeNull();
    await expect(page.getByTestId("current-user")).toBeVisible();

    // A reload must not replay the one-time code.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome( back)?, / })).toBeVisible();
  });
});
