// Static pages, the 404 page, and the meta tags served to crawlers and set on navigation.
import { expect, test } from "@playwright/test";

// One visitor's session of steps in one browser: a fresh browser and page load per check cost more
// than the checks.
test("a visitor moves through the app, its static pages and the Page Not Found screen", async ({ page, baseURL }) => {
  await test.step("navigating in the app updates the title, robots and canonical link", async () => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Real-time Story Point Estimation/);
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveTitle("Sign In · Planning Poker");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/signin`);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    // A person clicks on once the page is there, not while the previous navigation is settling.
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();

    await page.getByRole("contentinfo").getByRole("link", { name: "Legal Notice" }).click();
    await expect(page).toHaveTitle("Legal Notice · Planning Poker");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index,follow");
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}/legal-notice`);
  });

  await test.step("the legal notice names the operator and withholds the contact details by default", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Legal Notice" })).toBeVisible();
    const site = (await (await page.request.get("/api/site")).json()) as { operator: { name: string; email: string } };
    await expect(page.getByTestId("operator-name")).toHaveText(site.operator.name);
    await expect(page.getByText(`Email: ${site.operator.email}`)).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
  });

  await test.step("the terms of service show when they were last updated", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(page.getByText("Last updated: 29.06.2025")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toHaveCount(11);
  });

  await test.step("an unknown path answers 404 with the app's Page Not Found screen", async () => {
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Home", exact: true })).toBeVisible();
    await expect(page).toHaveTitle("Page Not Found · Planning Poker");
  });

  await test.step("Go Back returns to the previous page", async () => {
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  });

  await test.step("Try Again reloads the page", async () => {
    await page.goto("/nowhere");
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Try Again" }).click()]);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  });

  await test.step("Home goes to the start page", async () => {
    await page.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: /Estimate stories together/ })).toBeVisible();
  });
});

test("the served HTML carries each route's meta tags for crawlers", async ({ request, baseURL }) => {
  const cases = [
    { path: "/", robots: "index,follow", title: "Planning Poker – Real-time Story Point Estimation for Agile Teams" },
    { path: "/legal-notice", robots: "index,follow", title: "Legal Notice · Planning Poker" },
    { path: "/terms-of-service", robots: "index,follow", title: "Terms of Service · Planning Poker" },
    { path: "/signin", robots: "noindex,nofollow", title: "Sign In · Planning Poker" },
    { path: "/signup", robots: "noindex,nofollow", title: "Create Your Free Account · Planning Poker" },
    { path: "/room/ABC123", robots: "noindex,nofollow", title: "Room ABC123 · Planning Poker" },
    { path: "/missing", robots: "noindex,nofollow", title: "Page Not Found · Planning Poker" },
  ];
  for (const { path, robots, title } of cases) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<title>${title}</title>`);
    expect(html, path).toContain(`<meta name="robots" content="${robots}" />`);
    expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}" />`);
    expect(html, path).toContain('<meta property="og:title"');
    expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image" />');
  }
});

test("pages fit a 360 px phone without sideways scrolling", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  for (const path of ["/", "/signin", "/signup", "/legal-notice", "/terms-of-service", "/missing"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await context.close();
});
