// The participants panel's actions menu, as a person uses it: open "Actions for {name}", pick an item.
import { expect, type Locator, type Page } from "@playwright/test";

export const actionsButton = (page: Page, name: string): Locator => page.getByRole("button", { name: `Actions for ${name}`, exact: true });

/** Opens the menu for `name` and returns it. */
export async function openActions(page: Page, name: string): Promise<Locator> {
  await actionsButton(page, name).click();
  const menu = page.getByRole("menu", { name: `Actions for ${name}` });
  await expect(menu).toBeVisible();
  return menu;
}

export async function participantAction(page: Page, name: string, item: string): Promise<void> {
  const menu = await openActions(page, name);
  await menu.getByRole("menuitem", { name: item, exact: true }).click();
}

/** The items offered for `name`, then closes the menu with Escape (focus goes back to its button). */
export async function actionsFor(page: Page, name: string): Promise<string[]> {
  const menu = await openActions(page, name);
  const items = await menu.getByRole("menuitem").allTextContents();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  return items;
}
