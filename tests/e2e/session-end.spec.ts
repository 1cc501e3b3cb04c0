// The end of the session where the facilitator is (issue 36): the last story's Next story, pressed
// in the action bar after the reveal, puts "Session complete" with its way to the summary on the
// facilitator's screen without a scroll, on a desktop and on a 390 px phone. Screenshots of it,
// light and dark. One room of three: Una, its owner, ends the session on her desktop; two more
// stories are queued and Vic, an admin on his phone, ends it again on his.
import type { Page } from "@playwright/test";
import { callAs, enterRoom, estimateStory, expect, queueStories, roomFor, test, voteAs, type Person } from "./helpers/people";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/session-end-${name}.png`, animations: "disabled", style: "[data-sonner-toaster] { display: none !important; }" });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The last story's votes are in: `facilitator` reveals, presses Next story in the action bar, and the session's end is on their screen. */
async function endSession(facilitator: Person, label: string, totals: string) {
  const page = facilitator.page;
  await expect(page.getByTestId("vote-progress")).toHaveText("3 of 3 voted");
  expect(await scrollY(page)).toBe(0);

  await page.getByTestId("voting-panel").getByRole("button", { name: "Reveal", exact: true }).click();
  const bar = page.getByRole("region", { name: "Agreed estimate" });
  await expect(bar.getByRole("radio", { name: "8 (suggested)" })).toBeChecked();
  await expect(bar.getByRole("button", { name: "Next story" })).toBeInViewport({ ratio: 1 });
  await bar.getByRole("button", { name: "Next story" }).click();

  const end = page.getByRole("region", { name: "Session complete" });
  await expect(end.getByTestId("session-end-text")).toHaveText(`Every story in the queue is done: ${totals}.`);
  await expect(end.getByRole("button", { name: "See the summary" })).toBeInViewport({ ratio: 1 });
  expect(await scrollY(page), "the page did not scroll").toBe(0);
  await shot(page, `${label}-light`);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await shot(page, `${label}-dark`);
}

test("the last Next story ends the session on the facilitator's screen, without a scroll: on a desktop, then on a 390 px phone", async ({ people, baseURL }) => {
  const everyone = await people.open(["Una desktop", DESKTOP], ["Vic phone", PHONE], "Wren");
  const [una, vic, wren] = everyone;
  const { code, roomId } = await roomFor(baseURL!, una, { name: "Last story", maxFibonacci: 21 });
  await queueStories(baseURL!, una, roomId, ["Audit log", "Export to PDF"]);
  await enterRoom(everyone, code);
  const { me: vicId } = await callAs(baseURL!, vic, "query", "rooms.getRoomData", { roomId });
  await callAs(baseURL!, una, "mutation", "rooms.toggleAdminStatus", { roomId, participantId: vicId, sessionId: "e2e-session-end" });
  await expect(vic.page.getByText("You are an admin")).toBeVisible();

  await test.step("on a desktop, the last Next story ends the session on the facilitator's screen, without a scroll", async () => {
    await estimateStory(baseURL!, una, roomId, [[una, "3"], [vic, "3"], [wren, "5"]], "3");
    await expect(una.page.getByTestId("current-story")).toHaveText("Export to PDF");
    for (const [person, value] of [[una, "8"], [vic, "5"], [wren, "8"]] as const) await voteAs(baseURL!, person, roomId, value);
    await endSession(una, "desktop", "11 points from 2 estimated stories");
  });

  await test.step("on a phone, the last Next story ends the session on the facilitator's screen, without a scroll", async () => {
    await queueStories(baseURL!, una, roomId, ["Search with filters", "Dark mode"]);
    await estimateStory(baseURL!, una, roomId, [[una, "5"], [vic, "5"], [wren, "5"]], "5");
    await expect(vic.page.getByTestId("current-story")).toHaveText("Dark mode");
    for (const [person, value] of [[una, "8"], [vic, "8"], [wren, "5"]] as const) await voteAs(baseURL!, person, roomId, value);
    await endSession(vic, "phone", "24 points from 4 estimated stories");
  });
});
