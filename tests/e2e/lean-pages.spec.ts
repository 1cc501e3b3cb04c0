// A signed-out visitor's landing page loads no sync client, no zod and no toast library, and opens
// no socket (issue 17): they arrive when a page needs them. The dashboard's first download holds
// no forms (their rules, zod, the Radix switch): they arrive when someone opens one. A stored
// session fetches the page's code while the splash waits for the server, not after it. On a phone,
// the room's long panels below the fold are not styled or laid out until they come on screen.
// The first three are one browser's session (a visitor who then signs in): a fresh browser per
// check cost more than the checks.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { callOk } from "../support/functionCalls";
import { personWithBrowser } from "./helpers/accounts";
import { signUpHere } from "./helpers/signedInHere";

/** The built scripts (`/assets/...`) the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test("a visitor's landing page, then their dashboard, download only what they show, and a stored session fetches the page's code while the splash waits", async ({ page, baseURL }) => {
  await test.step("the signed-out landing page downloads no sync client, zod or toasts, and opens no socket", async () => {
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

  await test.step("the dashboard downloads no forms, zod, Radix or toasts until a form is opened", async () => {
    // Lena signs up (through the API) in this browser; the next load is her dashboard.
    await signUpHere(page, baseURL!, "Lena Lean");
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
  });

  // The server never answers here (the socket is held), so the splash stays: whatever the page
  // fetched came while it waited for the session, beside the session's code, not after it.
  await page.routeWebSocket(/\/api\/sync/, () => undefined);
  for (const { path, page: pageChunk } of [
    { path: "/", page: "Dashboard" },
    { path: "/room/ABC234", page: "Room" },
  ]) {
    await test.step(`a stored session fetches the ${pageChunk.toLowerCase()}'s code while the splash waits for the server`, async () => {
      const requested = (chunk: string) => page.waitForRequest((request) => new RegExp(`/assets/${chunk}-[^/]+\\.js$`).test(request.url()));
      const chunks = Promise.all(["authSession", "appClient", pageChunk].map(requested));
      await page.goto(path);
      await chunks;
      await expect(page.getByText("Initializing your session")).toBeVisible();
    });
  }
});

/** Whether the browser renders the element now: false while content-visibility skips it off screen. */
const rendered = (locator: Locator) => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

test("on a phone, the room renders the participants and queue panels when they come on screen", async ({ browser, baseURL }) => {
  // A short screen: Chromium renders what lies within one and a half screens below the view, and
  // these panels start more than two and a half (480 px) screens down (the room is compact on a phone: issue 36).
  const person = await personWithBrowser(browser, baseURL!, "Pia Phone", { viewport: { width: 390, height: 480 }, isMobile: true, hasTouch: true });
  const { page } = person;
  const { code } = await callOk(baseURL!, "mutation", "rooms.createRoom", { name: "Phone room", sessionId: "e2e-phone", isPermanent: false }, person.token);
  await page.goto(`/room/${code}`);
  await expect(page.getByRole("heading", { level: 1, name: "Phone room" })).toBeVisible();
  const estimateCards = page.getByRole("toolbar", { name: "Estimate cards" });
  await expect(estimateCards).toBeAttached();

  const participants = page.getByRole("region", { name: /^Participants/ });
  const panels = [participants, page.getByTestId("story-queue")];
  for (const panel of panels) await expect(panel.getByRole("heading").first()).toBeAttached();
  // The page's top is rendered; the panels far below it are in the document but not rendered.
  expect(await rendered(page.getByRole("heading", { level: 1 }))).toBe(true);
  for (const panel of panels) expect(await rendered(panel.getByRole("heading").first())).toBe(false);

  // Scrolled to, each renders and reads as before.
  for (const panel of panels) {
    await panel.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(panel.getByRole("heading").first())).toBe(true);
  }
  await expect(participants.getByTestId("participant")).toHaveCount(1);
  await expect(participants).toContainText("Pia Phone");
  await person.context.close();
});
