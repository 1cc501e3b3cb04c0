// A signed-out visitor's landing page loads no sync client, no zod and no toast library, and opens
// no socket (issue 17): they arrive when a page needs them. The dashboard's first download holds
// no forms (their rules, zod, the Radix switch): they arrive when someone opens one. A stored
// session fetches the page's code while the splash waits for the server, not after it.
import { expect, test, type Page } from "@playwright/test";
import { personWithBrowser } from "./helpers/accounts";

/** The built scripts (`/assets/...`) the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test("the signed-out landing page downloads no sync client, zod or toasts, and opens no socket", async ({ page }) => {
  const scripts = recordScripts(page);
  const sockets: string[] = [];
  page.on("websocket", (socket) => sockets.push(socket.url()));
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");

  expect(scripts.length).toBeGreaterThan(1);
  expect(scripts.filter((path) => /\/assets\/(appClient|validation|dist|sonner|schemas)-/.test(path))).toEqual([]);
  expect(sockets).toEqual([]);
});

test("the dashboard downloads no forms, zod, Radix or toasts until a form is opened", async ({ browser, baseURL }) => {
  const person = await personWithBrowser(browser, baseURL!, "Lena Lean");
  const { page } = person;
  const scripts = recordScripts(page);
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Lena!");
  await expect(page.getByRole("button", { name: "Create Room" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  const formParts = /\/assets\/(CreateRoomForm|JoinRoomForm|validation|schemas|Switch|Field|Label|dist|sonner|Landing|Room)-/;
  expect(scripts.some((path) => /\/assets\/Dashboard-/.test(path))).toBe(true);
  expect(scripts.filter((path) => formParts.test(path))).toEqual([]);

  // Opening a form fetches it, and it works as before.
  await page.getByRole("button", { name: "Create Room" }).click();
  await expect(page.getByRole("textbox", { name: "Room name" })).toBeFocused();
  expect(scripts.some((path) => /\/assets\/CreateRoomForm-/.test(path))).toBe(true);
  await person.context.close();
});

// The server never answers here (the socket is held), so the splash stays: whatever the page
// fetched came while it waited for the session, beside the session's code, not after it.
for (const { path, page: pageChunk } of [
  { path: "/", page: "Dashboard" },
  { path: "/room/ABC234", page: "Room" },
]) {
  test(`a stored session fetches the ${pageChunk.toLowerCase()}'s code while the splash waits for the server`, async ({ browser, baseURL }) => {
    const person = await personWithBrowser(browser, baseURL!, "Sam Splash");
    const { page } = person;
    await page.routeWebSocket(/\/api\/sync/, () => undefined);
    const requested = (chunk: string) => page.waitForRequest((request) => new RegExp(`/assets/${chunk}-[^/]+\\.js$`).test(request.url()));
    const chunks = Promise.all(["authSession", "appClient", pageChunk].map(requested));
    await page.goto(path);
    await chunks;
    await expect(page.getByText("Initializing your session")).toBeVisible();
    await person.context.close();
  });
}
