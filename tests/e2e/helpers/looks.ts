// The looks screenshot tests take: light and dark, phone and desktop. One page changes its look in
// place (a fresh browser per look costs more than the screenshots taken in it).
import { expect, type Page } from "@playwright/test";

export type ColorScheme = "light" | "dark";
export type Device = "phone" | "desktop";

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

/** Every look, in an order where each differs from the one before in one thing (theme or size). */
export const LOOKS: ReadonlyArray<readonly [ColorScheme, Device]> = [
  ["light", "desktop"],
  ["light", "phone"],
  ["dark", "phone"],
  ["dark", "desktop"],
];

/** Where axe reads a screen: each theme once, on one layout (light on the desktop, dark on the phone). */
export const axeReadsLook = (colorScheme: ColorScheme, device: Device): boolean => (colorScheme === "light") === (device === "desktop");

/**
 * Gives `page` the look. The test accounts saved no theme, so the page follows the system's; reduced
 * motion ends the colour transitions at once, so a screenshot or axe never reads one half done.
 */
export async function showLook(page: Page, colorScheme: ColorScheme, device: Device): Promise<void> {
  await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
  await page.setViewportSize(VIEWPORTS[device]);
  await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
}
