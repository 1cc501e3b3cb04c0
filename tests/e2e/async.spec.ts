// Async estimation in the browser (issue 33): the owner opens the queue's two stories for async
// estimation; Walt votes through them on his own, Xena finds them on her dashboard later and
// votes; the owner's last vote reveals both by themselves: one agreed and recorded, one to
// discuss at the top of the queue with everyone's reasons.
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { enterRoom, expect, joinAs, queueStories, roomFor, test, type Person } from "./helpers/people";

const STORIES = ["Export invoices", "Dark mode"];
const batchPanel = (page: Page) => page.getByRole("region", { name: "Estimate in your own time" });
const sidePanel = (page: Page) => page.getByRole("region", { name: "Estimate without a meeting" });

/** Votes through the open batch on `person`'s page: each story in turn, a card and a reason. */
async function voteThrough(person: Person, votes: Array<[string, string]>) {
  const panel = batchPanel(person.page);
  await panel.getByRole("button", { name: `Vote on ${votes.length} stories` }).click();
  for (const [index, [card, reason]] of votes.entries()) {
    await expect(panel.getByText(`Story ${index + 1} of ${votes.length}`)).toBeVisible();
    await panel.getByRole("toolbar", { name: "Estimate cards" }).getByRole("button", { name: card, exact: true }).click();
    await panel.getByLabel("Why this card? (optional)").fill(reason);
    await panel.getByRole("button", { name: index === votes.length - 1 ? "Save" : "Save and next", exact: true }).click();
  }
}

test("three people estimate two stories each in their own time; one is agreed, one waits to be discussed", async ({ people, baseURL }) => {
  test.setTimeout(90_000);
  const [quinn, walt, xena] = await people.open("Quinn Async", "Walt Async", "Xena Async");
  const { code, roomId } = await roomFor(baseURL!, quinn, { name: "Async planning", maxFibonacci: 21 });
  await queueStories(baseURL!, quinn, roomId, STORIES, { start: false });
  await enterRoom([quinn, walt], code);
  // Xena joined earlier (through the API) and is on her dashboard now, not in the room.
  await joinAs(baseURL!, xena, code);
  await xena.page.goto("/");

  // The owner opens every story still to estimate, with the default deadline and rule.
  await sidePanel(quinn.page).getByRole("button", { name: "Open stories for async estimation" }).click();
  await expect(sidePanel(quinn.page).getByText("Stories (2 of 2)")).toBeVisible();
  await expect(sidePanel(quinn.page).getByText(/Everyone sees it in their own time zone/)).toBeVisible();
  await sidePanel(quinn.page).getByRole("button", { name: "Open for async estimation" }).click();
  await expect(batchPanel(quinn.page).getByText("Waiting for you")).toHaveCount(2);

  // Walt votes on his own; everyone sees that one voted on each story, not what.
  await expect(batchPanel(walt.page).getByText("0 of 3 voted")).toHaveCount(2);
  await voteThrough(walt, [["3", "Like the CSV export"], ["8", "Every screen has colours"]]);
  await expect(batchPanel(walt.page).getByText("You voted 3")).toBeVisible();
  await expect(batchPanel(quinn.page).getByText("1 of 3 voted")).toHaveCount(2);

  // Xena finds the stories on her dashboard, later.
  const waiting = xena.page.getByRole("region", { name: "Waiting for your estimate" });
  await expect(waiting).toContainText("Async planning: 2 stories");
  await waiting.getByRole("link", { name: "Estimate 2 stories in Async planning" }).click();
  await voteThrough(xena, [["3", "Small"], ["13", "Charts need a dark palette"]]);

  // The owner's votes are the last the stories wait for: both reveal by themselves.
  await voteThrough(quinn, [["5", "PDF library to pick"], ["1", "Just CSS variables"]]);
  for (const page of [quinn.page, walt.page, xena.page]) {
    const results = sidePanel(page).getByRole("list", { name: "Async results" });
    await expect(results.getByRole("listitem").filter({ hasText: "Export invoices" }).first()).toContainText("Agreed: 3");
    await expect(results.getByRole("listitem").filter({ hasText: "Dark mode" }).first()).toContainText("To discuss");
    await expect(sidePanel(page).getByRole("list", { name: "Votes on Dark mode" })).toContainText("Walt Async: 8 (Every screen has colours)");
    await expect(batchPanel(page)).toHaveCount(0);
  }
  // Dark mode waits at the top of the queue; Export invoices is recorded at 3.
  const queue = quinn.page.getByRole("region", { name: /Story queue/ });
  await expect(queue.getByTestId("queue-item-title")).toHaveText(["Dark mode", "Export invoices"]);
  await expect(queue.getByRole("listitem").filter({ hasText: "Export invoices" })).toContainText("3");
});

/**
 * Each theme on one of the two layouts, switched in place on one page: axe reads the same states on
 * both, so light is read on the desktop and dark on the phone.
 */
const LOOKS = [
  ["light", "desktop", { width: 1280, height: 800 }],
  ["dark", "phone", { width: 390, height: 844 }],
] as const;

/** For each look: the owner's page in it, axe on what it shows, and a picture of `region` for the review (`shot-look.png`). */
async function inEachLook(page: Page, what: string, shot: string, region: Locator) {
  for (const [colorScheme, device, viewport] of LOOKS) {
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page, `${what} (${colorScheme}, ${device})`);
    await region.screenshot({ path: `/tmp/i33a-shots/${shot}-${colorScheme}-${device}.png` });
  }
}

test("the async flow reads well and passes axe: light on the desktop, dark on the phone", async ({ people, baseURL }) => {
  test.setTimeout(90_000);
  const [owner, member] = await people.open("Olga Async", "Max Async");
  const { code, roomId } = await roomFor(baseURL!, owner, { name: "Async looks", maxFibonacci: 21 });
  const storyIds = await queueStories(baseURL!, owner, roomId, ["Search with filters", "Audit log"], { start: false });
  await enterRoom([owner, member], code);
  const page = owner.page;
  await sidePanel(page).getByRole("button", { name: "Open stories for async estimation" }).click();
  await inEachLook(page, "batch set-up", "setup", sidePanel(page));
  await sidePanel(page).getByRole("button", { name: "Open for async estimation" }).click();
  // A reminder mail's link opens the flow at the person's next story.
  await member.page.goto(`/room/${code}?vote=${storyIds[1]}`);
  await expect(batchPanel(member.page).getByText("Story 2 of 2")).toBeVisible();
  await expect(batchPanel(member.page).getByRole("heading", { name: "Audit log" })).toBeVisible();
  await batchPanel(page).getByRole("button", { name: "Vote on 2 stories" }).click();
  await batchPanel(page).getByRole("toolbar", { name: "Estimate cards" }).getByRole("button", { name: "5", exact: true }).click();
  await batchPanel(page).getByLabel("Why this card? (optional)").fill("Filters share the search index");
  await inEachLook(page, "voting", "vote", batchPanel(page));
  await batchPanel(page).getByRole("button", { name: "Save and next" }).click();
  await batchPanel(page).getByRole("toolbar", { name: "Estimate cards" }).getByRole("button", { name: "1", exact: true }).click();
  await batchPanel(page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(batchPanel(page).getByText("1 of 2 voted")).toHaveCount(2);
  await expect(batchPanel(page).getByText(/get a reminder by mail at/)).toBeVisible();
  await batchPanel(page).getByRole("button", { name: "Reveal now" }).click();
  await expect(sidePanel(page).getByRole("list", { name: "Async results" })).toBeVisible();
  await inEachLook(page, "to discuss", "discuss", sidePanel(page));
});
