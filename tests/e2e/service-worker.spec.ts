// The installable app: a service worker keeps the shell and the built files, never an API answer,
// and offers to reload when a new version is deployed.
import { expect, test, type Page } from "@playwright/test";
import { expectSignedIn, newAccount, signUpThroughForm } from "./helpers/accounts";

// The other spec files block service workers (playwright.config.ts); this one is about them.
test.use({ serviceWorkers: "allow" });

/** Every URL path the page's caches hold. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

test("the manifest names the app and its icons", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: "Planning Poker", start_url: "/", display: "standalone" });
  for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

test("the service worker keeps the shell and built files but never an API answer", async ({ page }) => {
  await page.goto("/");
  await controlled(page);

  const apiAnswers: { url: string; fromServiceWorker: boolean }[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/api/")) apiAnswers.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
  });
  // Signing up and the dashboard call the API (tokens, the session) while the worker is in control.
  const account = newAccount();
  await page.goto("/signup");
  await signUpThroughForm(page, account);
  await expectSignedIn(page, account);
  await page.reload();
  await expectSignedIn(page, account);
  expect(await page.evaluate(() => fetch("/api/health").then((response) => response.status))).toBe(200);

  const cached = await cachedPaths(page);
  expect(cached).toContain("/");
  expect(cached.some((path) => /^\/assets\/.+\.js$/.test(path))).toBe(true);
  expect(cached.filter((path) => path.startsWith("/api"))).toEqual([]);
  expect(apiAnswers.length).toBeGreaterThan(0);
  expect(apiAnswers.filter((answer) => answer.fromServiceWorker)).toEqual([]);
});

test("a newly deployed version is offered, and Reload switches to it", async ({ page }) => {
  await page.goto("/");
  await controlled(page);

  // A new deployment, as the browser sees one: a different worker script for the same scope.
  await page.evaluate(() => navigator.serviceWorker.register("/sw.js?deploy=2").then(() => undefined));

  await expect(page.getByText("A new version of Planning Poker is available.")).toBeVisible();
  // The new version waits for the person: the page still runs the old one.
  expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).not.toContain("deploy=2");
  // Reload hands over to the new worker, and the page reloads under it.
  const reloaded = page.waitForEvent("framenavigated");
  await page.getByRole("button", { name: "Reload" }).click();
  await reloaded;
  await page.waitForLoadState();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "")).toContain("deploy=2");
  await expect(page.getByText("A new version of Planning Poker is available.")).toBeHidden();
});
