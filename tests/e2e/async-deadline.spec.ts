// Async estimation when the server's clock passes a time (issue 33): the deadline and the reminder
// mails. The clock moves on the e2e server only, for the test's own room (tests/e2e/server.ts), so
// nothing here waits: each test moves it past the moment it needs. And what the server does after
// a reveal by itself: an agreed story written back to the room's tracker, or why it was not.
import type { Page } from "@playwright/test";
import { GOOD_TOKEN } from "../../src/plugins/github/test/fakeGitHubData";
import { linkIn } from "../support/testMailbox";
import { expectNoAxeViolations } from "./helpers/axe";
import { githubProjectValue, mailCount, mailsTo, moveServerClock } from "./helpers/fakeServices";
import { callAs, expect, queueStories, roomFor, test, type Person } from "./helpers/people";

const batchPanel = (page: Page) => page.getByRole("region", { name: "Estimate in your own time" });
const sidePanel = (page: Page) => page.getByRole("region", { name: "Estimate without a meeting" });
const queue = (page: Page) => page.getByRole("region", { name: /Story queue/ });
const summary = (page: Page) => page.getByRole("region", { name: "Session summary" });
/** A card of the live round's tray, or of the async flow's deck when `page` is its panel. */
const card = (page: Page | ReturnType<Page["getByRole"]>, value: string) => page.getByRole("toolbar", { name: "Estimate cards" }).getByRole("button", { name: value, exact: true });

type Step = [card: string, reason: string] | "skip";

/** `person` comes to the room alone, goes through the open batch (a card and a reason, or Skip for now), and leaves. */
async function voteAlone(person: Person, code: string, steps: Step[]) {
  await person.page.goto(`/room/${code}`);
  await voteThrough(person, steps);
  // Out of the room before the next person comes.
  await person.page.goto("/");
}

async function voteThrough(person: Person, steps: Step[]) {
  const panel = batchPanel(person.page);
  await panel.getByRole("button", { name: `Vote on ${steps.length} stories` }).click();
  for (const [index, step] of steps.entries()) {
    await expect(panel.getByText(`Story ${index + 1} of ${steps.length}`)).toBeVisible();
    const last = index === steps.length - 1;
    if (step === "skip") {
      await panel.getByRole("button", { name: last ? "Close" : "Skip for now", exact: true }).click();
      continue;
    }
    await card(panel, step[0]).click();
    await panel.getByLabel("Why this card? (optional)").fill(step[1]);
    await panel.getByRole("button", { name: last ? "Save" : "Save and next", exact: true }).click();
  }
  await expect(panel.getByRole("list", { name: "Stories open for async estimation" })).toBeVisible();
}

const STORIES = ["Export invoices", "Audit log", "Dark mode", "Search filters"];

test("three people who never meet estimate four stories; the deadline settles two by themselves, the live session the two to discuss, and the summary says which", async ({ people, baseURL }) => {
  test.setTimeout(150_000);
  const [quinn, walt, xena] = await people.open("Quinn Deadline", "Walt Deadline", "Xena Deadline");
  const { code, roomId } = await roomFor(baseURL!, quinn, { name: "Async deadline", maxFibonacci: 21 });
  await queueStories(baseURL!, quinn, roomId, STORIES, { start: false });
  for (const [index, person] of [walt, xena].entries()) await callAs(baseURL!, person, "mutation", "rooms.joinRoom", { code, sessionId: `e2e-deadline-${index}` });

  // Quinn opens every story with the default deadline (two days) and rule, and votes first.
  await quinn.page.goto(`/room/${code}`);
  await sidePanel(quinn.page).getByRole("button", { name: "Open stories for async estimation" }).click();
  await sidePanel(quinn.page).getByRole("button", { name: "Open for async estimation" }).click();
  await expect(batchPanel(quinn.page).getByText("0 of 3 voted")).toHaveCount(4);
  await voteThrough(quinn, [["3", "Like the CSV export"], ["2", "One table"], ["1", "Just CSS variables"], ["2", "The index has it"]]);
  await quinn.page.goto("/");
  await voteAlone(walt, code, [["3", "Same as CSV"], ["2", "Append only"], ["8", "Every screen has colours"], ["13", "Facets need a new index"]]);
  // Xena skips Audit log and Search filters: those two wait for the deadline.
  await voteAlone(xena, code, [["5", "PDF too?"], "skip", ["13", "Charts need a dark palette"], "skip"]);

  // Export invoices and Dark mode had every vote: they revealed at Xena's. The other two wait.
  const { batch } = await callAs(baseURL!, quinn, "query", "async.getBatch", { roomId });
  expect(batch.stories.map((s: { revealedAt: number | null }) => s.revealedAt !== null)).toEqual([true, false, true, false]);

  // The server's clock passes the deadline, with nobody in the room: the two left reveal by themselves.
  expect(await moveServerClock(roomId, batch.deadlineAt + 1_000)).toEqual({ revealed: 2, reminded: 0 });

  await quinn.page.goto(`/room/${code}`);
  const results = sidePanel(quinn.page).getByRole("list", { name: "Async results" });
  const outcome = (title: string) => results.getByRole("listitem").filter({ hasText: title }).first();
  await expect(outcome("Export invoices")).toContainText("Agreed: 3");
  await expect(outcome("Audit log")).toContainText("Agreed: 2");
  await expect(outcome("Dark mode")).toContainText("To discuss");
  await expect(outcome("Search filters")).toContainText("To discuss");
  await expect(sidePanel(quinn.page).getByRole("list", { name: "Votes on Search filters" })).toContainText("Walt Deadline: 13 (Facets need a new index)");
  await expect(sidePanel(quinn.page).getByRole("list", { name: "Votes on Dark mode" })).toContainText("Xena Deadline: 13 (Charts need a dark palette)");
  // The two to discuss wait at the top of the queue.
  await expect(queue(quinn.page).getByTestId("queue-item-title")).toHaveText(["Dark mode", "Search filters", "Export invoices", "Audit log"]);

  // The live session: everyone together, the two stories agreed in one round each.
  const everyone = [quinn, walt, xena];
  for (const person of [walt, xena]) await person.page.goto(`/room/${code}`);
  await queue(quinn.page).getByRole("button", { name: "Start Dark mode" }).click();
  for (const [story, value] of [["Dark mode", "8"], ["Search filters", "5"]] as const) {
    for (const person of everyone) await expect(person.page.getByTestId("current-story")).toHaveText(story);
    for (const person of everyone) await card(person.page, value).click();
    await expect(quinn.page.getByTestId("vote-progress")).toHaveText("3 of 3 voted");
    await quinn.page.getByRole("button", { name: "Reveal", exact: true }).click();
    await quinn.page.getByRole("region", { name: "Agreed estimate" }).getByRole("button", { name: "Next story" }).click();
  }

  // The summary says which stories were agreed async and which live, with the async votes and reasons before the live round.
  for (const person of everyone) await expect(summary(person.page).getByTestId("summary-totals")).toHaveText("18 points from 4 estimated stories · 2 agreed async, 2 live");
  const rows = summary(walt.page).getByRole("row");
  const header = (await rows.first().getByRole("columnheader").allInnerTexts()).map((cell) => cell.trim());
  const cells = async (title: string) => (await rows.filter({ hasText: title }).getByRole("cell").allInnerTexts()).map((cell) => cell.trim());
  const column = (name: string) => header.indexOf(name);
  for (const [title, agreed, agreedIn, rounds] of [
    ["Dark mode", "8", "live", "1 async + 1 live"],
    ["Search filters", "5", "live", "1 async + 1 live"],
    ["Export invoices", "3", "async", "1 async"],
    ["Audit log", "2", "async", "1 async"],
  ]) {
    const row = await cells(title!);
    expect([row[column("Agreed")], row[column("Agreed in")], row[column("Rounds")]], title).toEqual([agreed, agreedIn, rounds]);
  }
  // Under each story its rounds: the async votes with their reasons, then the live round.
  const roundsOf = (title: string) => summary(walt.page).getByRole("list", { name: `Rounds of ${title}` }).getByRole("listitem");
  await expect(roundsOf("Dark mode")).toHaveText([
    "Async: Quinn Deadline 1 (Just CSS variables), Walt Deadline 8 (Every screen has colours), Xena Deadline 13 (Charts need a dark palette)",
    "Live 1: Quinn Deadline 8, Walt Deadline 8, Xena Deadline 8",
  ]);
  await expect(roundsOf("Audit log")).toHaveText(["Async: Quinn Deadline 2 (One table), Walt Deadline 2 (Append only)"]);
  await expectNoAxeViolations(quinn.page, "summary with async rounds");
  // Screenshots looked at when the summary changes: light and dark, phone and desktop.
  for (const colorScheme of ["light", "dark"] as const) {
    for (const [device, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1280, height: 800 }]] as const) {
      await quinn.page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await quinn.page.setViewportSize(viewport);
      await summary(quinn.page).screenshot({ path: `test-results/screenshots/async-summary-${colorScheme}-${device}.png`, animations: "disabled" });
    }
  }
});

test("at the reminder time each person still to vote gets one mail, nobody who turned them off; its link opens their next story", async ({ people, baseURL }) => {
  const [rita, sam, tess] = await people.open("Rita Reminds", "Sam Reminded", "Tess Opted Out");
  const { code, roomId } = await roomFor(baseURL!, rita, { name: "Async reminders", maxFibonacci: 21 });
  const storyIds = await queueStories(baseURL!, rita, roomId, ["Billing page", "Invoice export"], { start: false });
  for (const [index, person] of [sam, tess].entries()) await callAs(baseURL!, person, "mutation", "rooms.joinRoom", { code, sessionId: `e2e-remind-${index}` });

  // Tess turns reminder mails off in her account.
  await tess.page.goto("/");
  await tess.page.getByRole("button", { name: "Account" }).click();
  const reminders = tess.page.getByRole("dialog", { name: "Your account" }).getByRole("switch", { name: /Mail me when stories still wait for my estimate/ });
  await expect(reminders).toBeChecked();
  await reminders.click();
  await expect(reminders).not.toBeChecked();

  // A batch due in two days, reminders four hours before; Rita votes on both, Sam on the first only.
  const deadline = Date.now() + 48 * 3_600_000;
  const session = (person: Person) => ({ roomId, sessionId: `e2e-remind-${person.name.split(" ")[0]}` });
  await callAs(baseURL!, rita, "mutation", "async.openBatch", { ...session(rita), stories: "allPending", deadline, asksReason: true, remindHoursBefore: 4 });
  for (const storyId of storyIds) await callAs(baseURL!, rita, "mutation", "async.submitVote", { ...session(rita), storyId, value: "3" });
  await callAs(baseURL!, sam, "mutation", "async.submitVote", { ...session(sam), storyId: storyIds[0], value: "5" });

  // Before the reminder time nothing goes out; past it, one mail to Sam; moved on again, no second one.
  const before = await mailCount();
  expect(await moveServerClock(roomId, deadline - 4 * 3_600_000 - 60_000)).toEqual({ revealed: 0, reminded: 0 });
  expect(await moveServerClock(roomId, deadline - 4 * 3_600_000 + 1_000)).toEqual({ revealed: 0, reminded: 1 });
  expect(await moveServerClock(roomId, deadline - 60_000)).toEqual({ revealed: 0, reminded: 0 });
  const [mail, ...more] = await mailsTo(sam.account.email, before);
  expect(more).toEqual([]);
  expect(mail!.subject).toBe("1 story waits for your estimate in Async reminders");
  expect(mail!.text).toContain("Your next story: Invoice export");
  expect(await mailsTo(tess.account.email, before)).toEqual([]);
  expect(await mailsTo(rita.account.email, before)).toEqual([]);

  // The link opens the room at Sam's next story, ready for his card.
  await sam.page.goto(linkIn(mail!, `${baseURL}/room/${code}?vote=`));
  const panel = batchPanel(sam.page);
  await expect(panel.getByText("Story 2 of 2")).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Invoice export" })).toBeVisible();
  await card(panel, "5").click();
  await panel.getByRole("button", { name: "Save", exact: true }).click();
  await expect(panel.getByText("You voted 5")).toHaveCount(2);
});

test("a story agreed async is written to GitHub by the server, nobody's tab open; one it cannot write says why", async ({ people, baseURL }) => {
  // Four screenshots and an axe run after the set-up: longer than one set-up's 60 s on a busy machine.
  test.setTimeout(120_000);
  const [una, vic] = await people.open("Una Writes Async", "Vic Writes Async");
  const { code, roomId } = await roomFor(baseURL!, una, { name: "Async write-back", maxFibonacci: 21 });
  await callAs(baseURL!, vic, "mutation", "rooms.joinRoom", { code, sessionId: "e2e-async-write" });
  const session = { roomId, sessionId: "e2e-async-write" };
  // The roadmap project's Effort field: no other browser test writes to it.
  const { _id: connectionId } = await callAs(baseURL!, una, "action", "connections.connect", { tracker: "github", token: GOOD_TOKEN });
  await callAs(baseURL!, una, "action", "trackers.setSource", { ...session, connectionId, source: { kind: "project", owner: "octo-org", ownerType: "organization", number: 1, estimateFieldId: "PVTF_effort" } });
  await callAs(baseURL!, una, "action", "trackers.importStories", { ...session, route: { route: "project" } });
  const queued: { _id: string; ticketKey: string | null }[] = await callAs(baseURL!, una, "query", "queue.getQueue", { roomId });
  const [first, second] = ["octo-org/app#1", "octo-org/app#2"].map((key) => queued.find((story) => story.ticketKey === key)!._id);
  await callAs(baseURL!, una, "mutation", "async.openBatch", { ...session, stories: [first, second], deadline: Date.now() + 48 * 3_600_000, asksReason: false });

  // Both vote 3 on #1 while nobody's tab is open: it reveals, agreed, and the server writes it with Una's connection.
  const vote = (person: Person, storyId: string, value: string) => callAs(baseURL!, person, "mutation", "async.submitVote", { ...session, storyId, value });
  await vote(una, first!, "3");
  await vote(vic, first!, "3");
  await una.page.goto(`/room/${code}`);
  await expect(batchPanel(una.page).getByTestId("async-write")).toHaveText("Written to GitHub (octo-org/app#1).");
  expect(await githubProjectValue("PVT_kwDOroadmap1", "octo-org/app#1", "PVTF_effort")).toBe(3);

  // Una removes her GitHub connection before #2 is agreed: the server has nothing to write it with, and says so.
  await vote(una, second!, "5");
  await callAs(baseURL!, una, "mutation", "connections.remove", { connectionId });
  await vote(vic, second!, "5");
  const results = sidePanel(una.page).getByRole("list", { name: "Async results" });
  await expect(results.getByTestId("async-write")).toHaveText([
    "Written to GitHub (octo-org/app#1).",
    "Not written to GitHub (octo-org/app#2): Connect GitHub first: open the account menu, then Tracker connections, and paste a personal token. Imports use your own connection.",
  ]);
  await expectNoAxeViolations(una.page, "async results with write-backs");
  // Screenshots looked at: the written and the refused write-back, light and dark, phone and desktop.
  for (const colorScheme of ["light", "dark"] as const) {
    for (const [device, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1280, height: 800 }]] as const) {
      await una.page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await una.page.setViewportSize(viewport);
      await sidePanel(una.page).screenshot({ path: `test-results/screenshots/async-write-back-${colorScheme}-${device}.png`, animations: "disabled" });
    }
  }
});
