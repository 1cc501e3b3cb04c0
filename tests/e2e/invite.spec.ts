// Inviting people (spec 2): alone in a room, the owner sees the code, the link with a copy button
// and a QR code of the link; a signed-out visitor of the link sees the room's name; once someone
// joins, the invite panel makes way.
import { encode } from "uqr";
import { expect, test } from "@playwright/test";
import { personWithBrowser, type Person } from "./helpers/accounts";
import { callOk } from "../support/functionCalls";
import { expectNoAxeViolations } from "./helpers/axe";

let uma: Person;
let vic: Person;

test.afterAll(async () => {
  for (const person of [uma, vic]) await person?.context.close();
});

test("alone in a room: code, link with Copy Link and a QR code of the link; a signed-out visitor sees the room's name", async ({ browser, baseURL }) => {
  test.setTimeout(90_000); // axe four times over
  uma = await personWithBrowser(browser, baseURL!, "Uma Owner", { permissions: ["clipboard-read", "clipboard-write"] });
  vic = await personWithBrowser(browser, baseURL!, "Vic Member");
  const { code } = await callOk(baseURL!, "mutation", "rooms.createRoom", { name: "Sprint 42 planning", sessionId: "e2e-invite-uma", maxFibonacci: 13, isPermanent: false }, uma.token);
  const link = `${baseURL}/room/${code}`;
  const page = uma.page;
  await page.goto(`/room/${code}`);
  const panel = page.getByRole("region", { name: "Invite your team" });
  await expect(panel).toContainText(code);
  await expect(panel.getByRole("textbox", { name: "Room link" })).toHaveValue(link);
  await panel.getByRole("button", { name: "Copy Link" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Room URL copied to clipboard!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The QR code draws exactly the modules of the link's code.
  const qr = panel.getByRole("img", { name: `QR code for ${link}` });
  await expect(qr).toBeVisible();
  const { data } = encode(link, { border: 2 });
  const dark = data.flat().filter(Boolean).length;
  expect(await qr.locator("path").getAttribute("d")).toMatch(new RegExp(`^(M\\d+ \\d+h1v1h-1z){${dark}}$`));

  for (const colorScheme of ["light", "dark"] as const) {
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.setViewportSize(viewport);
      await expect(qr).toBeVisible();
      await expectNoAxeViolations(page, `invite panel ${colorScheme} ${viewport.width}`);
    }
  }

  // Signed out, the link names the room.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  await expect(visitorPage.getByRole("heading", { level: 1, name: "Join Sprint 42 planning" })).toBeVisible();
  await expectNoAxeViolations(visitorPage, "signed-out room page");
  await visitor.close();

  // Someone joins: the panel gives way.
  await vic.page.goto(link);
  await expect(vic.page.getByRole("heading", { level: 1, name: "Sprint 42 planning" })).toBeVisible();
  await expect(vic.page.getByRole("region", { name: "Invite your team" })).toHaveCount(0);
  await expect(panel).toHaveCount(0);
});
