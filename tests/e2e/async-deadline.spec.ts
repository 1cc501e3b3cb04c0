// Async estimation when the server's clock passes a time (issue 33): the deadline and the reminder
// mails. The clock moves on the e2e server only, for the test's own room (tests/e2e/server.ts), so
// nothing here waits: each step moves it past the moment it needs. And what the server does after
// a reveal by itself: an agreed story written back to the room's tracker, or why it was not.
// One session of Quinn, Walt and Xena, a room per step, not three tests of fresh browsers: the
// people who meet only through the deadline's room are the ones the reminders and the write-back need.
import type { Page } from "@playwright/test";
import { GOOD_TOKEN } from "../../src/plugins/github/test/fakeGitHubData";
import { linkIn } from "../support/testMailbox";
import { expectNoAxeViolations } from "./helpers/axe";
import { githubProjectValue, mailCount, mailsTo, moveServerClock } from "./helpers/fakeServices";
import { showLook } from "./helpers/looks";
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
  // Out of the room before the next person comes: the tab closed (a blank page, not another page of the app to load).
  await person.page.goto("about:blank");
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

test("Quinn, Walt and Xena estimate in their own time: a deadline, reminder mails, and write-backs by the server", async ({ people, baseURL }) => {
  test.setTimeout(300_000); // three rooms, twelve page loads, a live session and eight screenshots on a busy machine
  const [quinn, walt, xena] = await people.open("Quinn Deadline", "Walt Deadline", "Xena Deadline");

  await test.step("three people who never meet estimate four stories; the deadline settles two by themselves, the live session the two to discuss, and the summary says which", async () => {
    const { code, roomId } = await roomFor(baseURL!, quinn, { name: "Async deadline", maxFibonacci: 21 });
    await queueStories(baseURL!, quinn, roomId, STORIES, { start: false });
    for (const [index, person] of [walt, xena].entries()) await callAs(baseURL!, person, "mutation", "rooms.joinRoom", { code, sessionId: `e2e-deadline-${index}` });

    // Quinn opens every story with the default deadline (two days) and rule, and votes first.
    await quinn.page.goto(`/room/${code}`);
    await sidePanel(quinn.page).getByRole("button", { name: "Open stories for async estimation" }).click();
    await sidePanel(quinn.page).getByRole("button", { name: "Open for async estimation" }).click();
    await expect(batchPanel(quinn.page).getByText("0 of 3 voted")).toHaveCount(4);
    await voteThrough(quinn, [["3", "Like the CSV export"], ["2", "One table"], ["1", "Just CSS variables"], ["2", "The index has it"]]);
    await quinn.page.goto("about:blank");
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
    // Back to the look the later steps read (axe reads the write-back results in light).
    await showLook(quinn.page, "light", "desktop");
  });

  await test.step("at the reminder time each person still to vote gets one mail, nobody who turned them off; its link opens their next story", async () => {
    // Quinn runs the room and votes on everything, Walt is the one reminded, Xena turned the mails off.
    const { code, roomId } = await roomFor(baseURL!, quinn, { name: "Async reminders", maxFibonacci: 21 });
    const storyIds = await queueStories(baseURL!, quinn, roomId, ["Billing page", "Invoice export"], { start: false });
    for (const [index, person] of [walt, xena].entries()) await callAs(baseURL!, person, "mutation", "rooms.joinRoom", { code, sessionId: `e2e-remind-${index}` });

    // Xena turns reminder mails off in her account, from the page she is on (the last room's).
    await xena.page.getByRole("button", { name: "Account" }).click();
    const reminders = xena.page.getByRole("dialog", { name: "Your account" }).getByRole("switch", { name: /Mail me when stories still wait for my estimate/ });
    await expect(reminders).toBeChecked();
    await reminders.click();
    await expect(reminders).not.toBeChecked();

    // A batch due in two days, reminders four hours before; Quinn votes on both, Walt on the first only.
    const deadline = Date.now() + 48 * 3_600_000;
    const session = (person: Person) => ({ roomId, sessionId: `e2e-remind-${person.name.split(" ")[0]}` });
    await callAs(baseURL!, quinn, "mutation", "async.openBatch", { ...session(quinn), stories: "allPending", deadline, asksReason: true, remindHoursBefore: 4 });
    for (const storyId of storyIds) await callAs(baseURL!, quinn, "mutation", "async.submitVote", { ...session(quinn), storyId, value: "3" });
    await callAs(baseURL!, walt, "mutation", "async.submitVote", { ...session(walt), storyId: storyIds[0], value: "5" });

    // Before the reminder time nothing goes out; past it, one mail to Walt; moved on again, no second one.
    const before = await mailCount();
    expect(await moveServerClock(roomId, deadline - 4 * 3_600_000 - 60_000)).toEqual({ revealed: 0, reminded: 0 });
    expect(await moveServerClock(roomId, deadline - 4 * 3_600_000 + 1_000)).toEqual({ revealed: 0, reminded: 1 });
    expect(await moveServerClock(roomId, deadline - 60_000)).toEqual({ revealed: 0, reminded: 0 });
    const [mail, ...more] = await mailsTo(walt.account.email, before);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("1 story waits for your estimate in Async reminders");
    expect(mail!.text).toContain("Your next story: Invoice export");
    expect(await mailsTo(xena.account.email, before)).toEqual([]);
    expect(await mailsTo(quinn.account.email, before)).toEqual([]);

    // The link opens the room at Walt's next story, ready for his card.
    await walt.page.goto(linkIn(mail!, `${baseURL}/room/${code}?vote=`));
    const panel = batchPanel(walt.page);
    await expect(panel.getByText("Story 2 of 2")).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Invoice export" })).toBeVisible();
    await card(panel, "5").click();
    await panel.getByRole("button", { name: "Save", exact: true }).click();
    await expect(panel.getByText("You voted 5")).toHaveCount(2);
  });

  await test.step("a story agreed async is written to GitHub by the server, nobody's tab open; one it cannot write says why", async () => {
    // Quinn connects GitHub and imports; Walt votes with her. Xena is not needed here.
    const { code, roomId } = await roomFor(baseURL!, quinn, { name: "Async write-back", maxFibonacci: 21 });
    await callAs(baseURL!, walt, "mutation", "rooms.joinRoom", { code, sessionId: "e2e-async-write" });
    const session = { roomId, sessionId: "e2e-async-write" };
    // The roadmap project's Effort field: no other browser test writes to it.
    const { _id: connectionId } = await callAs(baseURL!, quinn, "action", "connections.connect", { tracker: "github", token: GOOD_TOKEN });
    await callAs(baseURL!, quinn, "action", "trackers.setSource", { ...session, connectionId, source: { kind: "project", owner: "octo-org", ownerType: "organization", number: 1, estimateFieldId: "PVTF_effort" } });
    await callAs(baseURL!, quinn, "action", "trackers.importStories", { ...session, route: { route: "project" } });
    const queued: { _id: string; ticketKey: string | null }[] = await callAs(baseURL!, quinn, "query", "queue.getQueue", { roomId });
    const [first, second] = ["octo-org/app#1", "octo-org/app#2"].map((key) => queued.find((story) => story.ticketKey === key)!._id);
    await callAs(baseURL!, quinn, "mutation", "async.openBatch", { ...session, stories: [first, second], deadline: Date.now() + 48 * 3_600_000, asksReason: false });

    // Both vote 3 on #1 while nobody's tab is open: it reveals, agreed, and the server writes it with Quinn's connection.
    const vote = (person: Person, storyId: string, value: string) => callAs(baseURL!, person, "mutation", "async.submitVote", { ...session, storyId, value });
    await vote(quinn, first!, "3");
    await vote(walt, first!, "3");
    await quinn.page.goto(`/room/${code}`);
    await expect(batchPanel(quinn.page).getByTestId("async-write")).toHaveText("Written to GitHub (octo-org/app#1).");
    expect(await githubProjectValue("PVT_kwDOroadmap1", "octo-org/app#1", "PVTF_effort")).toBe(3);

    // Quinn removes her GitHub connection before #2 is agreed: the server has nothing to write it with, and says so.
    await vote(quinn, second!, "5");
    await callAs(baseURL!, quinn, "mutation", "connections.remove", { connectionId });
    await vote(walt, second!, "5");
    const results = sidePanel(quinn.page).getByRole("list", { name: "Async results" });
    await expect(results.getByTestId("async-write")).toHaveText([
      "Written to GitHub (octo-org/app#1).",
      "Not written to GitHub (octo-org/app#2): Connect GitHub first: open the account menu, then Tracker connections, and paste a personal token. Imports use your own connection.",
    ]);
    await expectNoAxeViolations(quinn.page, "async results with write-backs");
    // Screenshots looked at: the written and the refused write-back, light and dark, phone and desktop.
    for (const colorScheme of ["light", "dark"] as const) {
      for (const [device, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1280, height: 800 }]] as const) {
        await quinn.page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
        await quinn.page.setViewportSize(viewport);
        await sidePanel(quinn.page).screenshot({ path: `test-results/screenshots/async-write-back-${colorScheme}-${device}.png`, animations: "disabled" });
      }
    }
  });
});
