// axe-core on every signed-out page, light and dark.
import { expect, test } from "@playwright/test";
import { axeResults, violationSummary } from "./helpers/axe";

const PAGES = [
  { name: "landing", path: "/", heading: /Estimate stories together/ },
  { name: "sign-in", path: "/signin", heading: "Welcome back" },
  { name: "sign-up", path: "/signup", heading: "Create your free account" },
  { name: "legal notice", path: "/legal-notice", heading: "Legal Notice" },
  { name: "terms of service", path: "/terms-of-service", heading: "Terms of Service" },
  { name: "404", path: "/no-such-page", heading: "Page Not Found" },
];

// One visitor reads every page in both themes: a page per navigation, not a fresh browser per
// page and theme (the browser costs more than the page). The theme follows the system's.
test("every signed-out page has no axe violations, light and dark", async ({ page }) => {
  test.setTimeout(120_000); // twelve axe runs on a busy machine
  for (const { name, path, heading } of PAGES) {
    await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    for (const colorScheme of ["light", "dark"] as const) {
      await test.step(`${name} has no axe violations (${colorScheme})`, async () => {
        await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
        await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        const summary = violationSummary(await axeResults(page));
        expect(summary, summary.join("\n")).toEqual([]);
      });
    }
  }
});

test("sign-up errors are announced and tied to their fields (axe, dark)", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
  await page.goto("/signup");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Name must be at least 2 characters long")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveAccessibleDescription("Name must be at least 2 characters long");
  const results = await axeResults(page, { tags: "all" });
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
