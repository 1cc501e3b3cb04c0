import { expect, test } from "@playwright/test";

test("the home page renders without page errors", async ({ page }) => {
  const pageErrors: Error[] = [];
  page.on("pageerror", (error) => pageErrors.push(error));

  await page.goto("/");

  await expect(page).toHaveTitle(/Planning Poker/);
  expect(pageErrors).toEqual([]);
});
