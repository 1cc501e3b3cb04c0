// A signed-out visitor's landing page loads no sync client, no zod and no toast library, and opens
// no socket (issue 17): they arrive when a page needs them.
import { expect, test } from "@playwright/test";

test("the signed-out landing page downloads no sync client, zod or toasts, and opens no socket", async ({ page }) => {
  const scripts: string[] = [];
  const sockets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  page.on("websocket", (socket) => sockets.push(socket.url()));
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");

  expect(scripts.length).toBeGreaterThan(1);
  expect(scripts.filter((path) => /\/assets\/(appClient|validation|dist|sonner|schemas)-/.test(path))).toEqual([]);
  expect(sockets).toEqual([]);
});
