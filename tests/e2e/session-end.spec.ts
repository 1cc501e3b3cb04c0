// The end of the session where the facilitator is (issue 36): the last story's Next story, pressed
// in the action bar after the reveal, puts "Session complete" with its way to the summary on the
// facilitator's screen without a scroll, on a desktop and on a 390 px phone. Screenshots of it,
// light and dark.
import type { Page } from "@playwright/test";
import { enterRoom, estimateStory, expect, queueStories, roomFor, test, voteAs } from "./helpers/people";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/session-end-${name}.png`, animations: "disabled", style: "[data-sonner-toaster] { display: none !important; }" });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const [label, device] of [["desktop", DESKTOP], ["phone", PHONE]] as const) {
  test(`on a ${label}, the last Next story ends the session on the facilitator's screen, without a scroll`, async ({ people, baseURL }) => {
    const everyone = await people.open([`Una ${label}`, device], "Vic", "Wren");
    const [una, vic, wren] = everyone;
    const { code, roomId } = await roomFor(baseURL!, una, { name: "Last story", maxFibonacci: 21 });
    await queueStories(baseURL!, una, roomId, ["Audit log", "Export to PDF"]);
    await enterRoom(everyone, code);
    await estimateStory(baseURL!, una, roomId, [[una, "3"], [vic, "3"], [wren, "5"]], "3");
    const page = una.page;
    await expect(page.getByTestId("current-story")).toHaveText("Export to PDF");
    for (const [person, value] of [[una, "8"], [vic, "5"], [wren, "8"]] as const) await voteAs(baseURL!, person, roomId, value);
    await expect(page.getByTestId("vote-progress")).toHaveText("3 of 3 voted");
    expect(await scrollY(page)).toBe(0);

    await page.getByTestId("voting-panel").getByRole("button", { name: "Reveal", exact: true }).click();
    const bar = page.getByRole("region", { name: "Agreed estimate" });
    await expect(bar.getByRole("radio", { name: "8 (suggested)" })).toBeChecked();
    await expect(bar.getByRole("button", { name: "Next story" })).toBeInViewport({ ratio: 1 });
    await bar.getByRole("button", { name: "Next story" }).click();

    const end = page.getByRole("region", { name: "Session complete" });
    await expect(end.getByTestId("session-end-text")).toHaveText("Every story in the queue is done: 11 points from 2 estimated stories.");
    await expect(end.getByRole("button", { name: "See the summary" })).toBeInViewport({ ratio: 1 });
    expect(await scrollY(page), "the page did not scroll").toBe(0);
    await shot(page, `${label}-light`);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await shot(page, `${label}-dark`);
  });
}
