// Theme (spec 4): saved choice or system preference, system changes only while nothing is saved,
// no flash of the wrong theme, and the choice follows the user to another browser.
import { expect, test, type Page } from "@playwright/test";
import { createAccount, expectSignedIn, newAccount, signInThroughForm } from "./helpers/accounts";

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));
const savedTheme = (page: Page) => page.evaluate(() => localStorage.getItem("pp-theme"));

// One browser: the saved choice the first step makes is the one the second reloads with.
test("follows the system while nothing is saved, keeps the saved choice, and applies it before the first paint", async ({ page }) => {
  await test.step("follows the system while nothing is saved, then keeps the saved choice", async () => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/legal-notice");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);

    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);

    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    expect(await savedTheme(page)).toBe("light");

    // Saved: the system no longer decides.
    await page.emulateMedia({ colorScheme: "light" });
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
    expect(await isDark(page)).toBe(false);
  });

  await test.step("the choice survives a reload and is applied before the first paint", async () => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);

    // Record the class at the first moment the document has a body, before any module runs.
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState === "interactive") {
          (window as unknown as { darkAtFirstPaint: boolean }).darkAtFirstPaint ??= document.documentElement.classList.contains("dark");
        }
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { darkAtFirstPaint: boolean }).darkAtFirstPaint)).toBe(true);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
    expect(await isDark(page)).toBe(true);
  });
});

test("the theme follows the user to another browser", async ({ browser, baseURL }) => {
  const account = await createAccount(baseURL, newAccount("Hedy Lamarr"));

  const first = await browser.newContext({ baseURL, colorScheme: "light" });
  const page = await first.newPage();
  await signInThroughForm(page, account);
  await expectSignedIn(page, account);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);

  // A second browser with nothing saved and a light system shows the account's choice once signed in.
  const second = await browser.newContext({ baseURL, colorScheme: "light" });
  const other = await second.newPage();
  await signInThroughForm(other, account);
  await expectSignedIn(other, account);
  await expect(other.locator("html")).toHaveClass(/\bdark\b/);
  expect(await savedTheme(other)).toBe("dark");

  // A change made in one browser reaches the other live.
  await other.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);

  await first.close();
  await second.close();
});
