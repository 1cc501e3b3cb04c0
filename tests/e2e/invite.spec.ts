// Inviting people (spec 2): alone in a room, the owner sees the code, the link with a copy button
// and a QR code of the link; a signed-out visitor of the link sees the room's name; once someone
// joins, the invite panel makes way.
import { encode } from "uqr";
import { expectNoAxeViolations } from "./helpers/axe";
import { expect, roomFor, test } from "./helpers/people";

/** Each theme on one of the two layouts (light on the desktop, dark on the phone): axe reads the same panel on both. */
const LOOKS = [
  ["light", { width: 1280, height: 800 }],
  ["dark", { width: 390, height: 844 }],
] as const;

test("alone in a room: code, link with Copy Link and a QR code of the link; a signed-out visitor sees the room's name", async ({ people, browser, baseURL }) => {
  test.setTimeout(90_000); // axe three times over
  const [uma, vic] = await people.open(["Uma Owner", { permissions: ["clipboard-read", "clipboard-write"] }], "Vic Member");
  const { code } = await roomFor(baseURL!, uma, { name: "Sprint 42 planning", maxFibonacci: 13 });
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

  for (const [colorScheme, viewport] of LOOKS) {
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await page.setViewportSize(viewport);
    await expect(qr).toBeVisible();
    await expectNoAxeViolations(page, `invite panel ${colorScheme} ${viewport.width}`);
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
