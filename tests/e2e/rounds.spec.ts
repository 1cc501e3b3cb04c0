// Rounds that run themselves (issue 15), in one room: keyboard shortcuts vote and reveal, a timer
// started by the owner shows the same time for everyone, auto-reveal after the third vote (and a
// manager's cancel), and a closed tab: still counted and named as away (spec 4, 6), until the
// room's "Don't wait for away people" is on. Two sessions of rounds, not a test per step (fresh
// browsers per step cost more than the steps themselves): three people play the rounds, and two
// watch the 30-second timers run out in a room of their own, so the two workers share the waits.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers/axe";
import { callAs, enterRoom, expect, roomFor, test, type People, type Person } from "./helpers/people";

const panel = (page: Page) => page.getByTestId("voting-panel");
const card = (page: Page, value: string) => page.getByRole("toolbar", { name: "Estimate cards" }).getByRole("button", { name: value, exact: true });
const progress = (page: Page) => page.getByTestId("vote-progress");
const remaining = (page: Page) => page.getByTestId("timer-remaining");

async function newRound(owner: Person, everyone: Person[]) {
  await panel(owner.page).getByRole("button", { name: "New Round" }).click();
  for (const person of everyone) await expect(panel(person.page).getByRole("heading", { name: "Voting" })).toBeVisible();
}

/** Olga's room with the named members in it, everyone's page open; `asOwner` changes it through the API. */
async function selfRunningRoom<const T extends readonly string[]>(people: People, baseURL: string, ...members: T) {
  const [owner, ...others] = await people.open("Olga Owner", ...members);
  const { code, roomId } = await roomFor(baseURL, owner, { name: "Self-running rounds", maxFibonacci: 21 });
  const everyone = [owner, ...others];
  await enterRoom(everyone, code);
  const asOwner = (path: string, args: Record<string, unknown>) => callAs(baseURL, owner, "mutation", path, { roomId, sessionId: "e2e-rounds", ...args });
  return { owner, others: others as { -readonly [K in keyof T]: Person }, everyone, asOwner };
}

test("three people's self-running rounds: shortcuts, a timer everyone sees, auto-reveal and an away voter", async ({ people, baseURL }) => {
  // Five axe runs and the presence grace period on a busy machine.
  test.setTimeout(180_000);
  const { owner, others: [walt, xena], everyone, asOwner } = await selfRunningRoom(people, baseURL!, "Walt Member", "Xena Member");

  await test.step("shortcuts: a card's keys vote, never while typing; R reveals, '?' lists them, N starts a new round", async () => {
    // Typing in the story field is typing, not voting or revealing.
    const story = owner.page.getByLabel("Story to estimate");
    await story.fill("");
    await story.pressSequentially("R5N");
    await expect(story).toHaveValue("R5N");
    await story.blur();
    await expect(owner.page.getByTestId("own-vote-hint")).toContainText("Pick the card");

    await owner.page.keyboard.press("8");
    await walt.page.keyboard.press("8");
    // "1" waits for a "3" in a deck with 13; then Xena changes her mind to 8.
    await xena.page.keyboard.press("1");
    await xena.page.keyboard.press("3");
    await expect(xena.page.getByTestId("own-vote-hint")).toContainText("Your vote: 13");
    await xena.page.keyboard.press("8");
    for (const person of everyone) await expect(person.page.getByTestId("own-vote-hint")).toContainText("Your vote: 8");
    for (const person of everyone) await expect(progress(person.page)).toHaveText("3 of 3 voted");

    // A member's R does nothing; "?" lists what they may do (voting, not revealing).
    await walt.page.keyboard.press("r");
    await walt.page.keyboard.press("?");
    const list = walt.page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(list.getByTestId("shortcut-list")).toContainText("13Vote 13");
    await expect(list.getByTestId("shortcut-list")).not.toContainText("Reveal votes");
    await expectNoAxeViolations(walt.page, "the shortcut list");
    await walt.page.keyboard.press("Escape");
    await expect(list).toHaveCount(0);
    await expect(panel(walt.page).getByRole("heading", { name: "Voting" })).toBeVisible();

    // The owner's R reveals (everyone voted, so no question); all agree on 8. Xena asks for
    // reduced motion: she gets the same words without any animation.
    await xena.page.emulateMedia({ reducedMotion: "reduce" });
    await owner.page.keyboard.press("r");
    for (const person of everyone) {
      await expect(panel(person.page).getByRole("heading", { name: "Results" })).toBeVisible();
      await expect(person.page.getByTestId("consensus")).toHaveText("Everyone agrees on 8");
    }
    const animations = (page: Page) => page.getByTestId("consensus").evaluate((element) => element.getAnimations({ subtree: true }).length);
    expect(await animations(owner.page)).toBeGreaterThan(0);
    expect(await animations(xena.page)).toBe(0);
    await expectNoAxeViolations(owner.page, "results where everyone agrees");
    await owner.page.keyboard.press("n");
    for (const person of everyone) await expect(panel(person.page).getByRole("heading", { name: "Voting" })).toBeVisible();
  });

  await test.step("a timer the owner starts shows the same time to all three; pause, extend and stop reach everyone", async () => {
    await expect(panel(walt.page).getByRole("button", { name: "Timer" })).toHaveCount(0);
    await panel(owner.page).getByRole("button", { name: "Timer" }).click();
    const menu = owner.page.getByRole("dialog", { name: "Start a timer" });
    await expectNoAxeViolations(owner.page, "the timer menu");
    await menu.getByRole("button", { name: "5 min" }).click();
    await expect(menu).toHaveCount(0);
    for (const person of everyone) {
      await expect(remaining(person.page)).toHaveText(/^(4:5\d|5:00)$/);
      await expect(person.page.getByTestId("timer-status")).toHaveText("of 5 minutes");
    }
    await expect(walt.page.getByTestId("timer-announcement")).toHaveText("Timer started: 5 minutes");
    await expect(panel(walt.page).getByRole("button", { name: "Pause" })).toHaveCount(0);
    await expectNoAxeViolations(owner.page, "a running timer");

    await panel(owner.page).getByRole("button", { name: "Pause" }).click();
    for (const person of everyone) await expect(person.page.getByTestId("timer-status")).toHaveText("Paused");
    const paused = await remaining(owner.page).textContent();
    // Paused within the timer's first minute: axe read the running timer meanwhile, which takes more
    // than ten seconds on a busy machine, so the exact second is no fixed one.
    expect(paused).toMatch(/^(4:\d\d|5:00)$/);
    for (const person of everyone) await expect(remaining(person.page)).toHaveText(paused!);
    await owner.page.emulateMedia({ colorScheme: "dark" });
    await expectNoAxeViolations(owner.page, "a paused timer, dark");
    await owner.page.emulateMedia({ colorScheme: "light" });

    // +1 min while paused: a minute more for everyone, still paused.
    await panel(owner.page).getByRole("button", { name: /^\+1 min/ }).click();
    const [minutes, seconds] = paused!.split(":").map(Number);
    const extended = `${minutes! + 1}:${String(seconds).padStart(2, "0")}`;
    for (const person of everyone) await expect(remaining(person.page)).toHaveText(extended);
    await expect(xena.page.getByTestId("timer-announcement")).toContainText("left");

    await panel(owner.page).getByRole("button", { name: "Stop" }).click();
    for (const person of everyone) await expect(person.page.getByTestId("round-timer")).toHaveCount(0);
  });

  // The room's auto-reveal setting, switched on as the room's settings dialog would.
  await asOwner("rooms.updateRoomSettings", { autoReveal: true });

  await test.step("auto-reveal: the third vote starts a countdown everyone sees, then the votes show", async () => {
    await card(owner.page, "3").click();
    await card(walt.page, "5").click();
    for (const person of everyone) await expect(progress(person.page)).toHaveText("2 of 3 voted");
    await expect(owner.page.getByTestId("auto-reveal")).toHaveCount(0);
    await card(xena.page, "5").click();
    // Each browser shows the countdown (checked side by side: it lasts three seconds), then the results.
    await Promise.all(everyone.map((person) => expect(person.page.getByTestId("auto-reveal-countdown")).toHaveText(/^Revealing in [1-3]…$|^Revealing…$/)));
    for (const person of everyone) await expect(panel(person.page).getByRole("heading", { name: "Results" })).toBeVisible();
    await expect(walt.page.getByTestId("auto-reveal").getByRole("button", { name: "Cancel" })).toHaveCount(0);
    await newRound(owner, everyone);
  });

  await test.step("auto-reveal: a manager cancels the countdown for everyone; a changed vote starts it again", async () => {
    await card(walt.page, "8").click();
    await card(xena.page, "8").click();
    await card(owner.page, "8").click();
    await owner.page.getByTestId("auto-reveal").getByRole("button", { name: "Cancel" }).click();
    await expect(owner.page.getByText("Automatic reveal cancelled")).toBeVisible();
    for (const person of everyone) {
      await expect(person.page.getByTestId("auto-reveal")).toHaveCount(0);
      await expect(panel(person.page).getByRole("heading", { name: "Voting" })).toBeVisible();
    }
    await card(walt.page, "13").click();
    for (const person of everyone) await expect(panel(person.page).getByRole("heading", { name: "Results" })).toBeVisible();
    await newRound(owner, everyone);
    await asOwner("rooms.updateRoomSettings", { autoReveal: false });
  });

  await test.step("a closed tab still counts, named as away, and the reveal asks first; 'Don't wait for away people' stops waiting", async () => {
    await card(owner.page, "5").click();
    await card(xena.page, "3").click();
    for (const person of everyone) await expect(progress(person.page)).toHaveText("2 of 3 voted");
    await walt.page.close();
    const waltRow = owner.page.getByTestId("participant").filter({ hasText: "Walt Member" });
    // After the presence grace period: Walt is away, still counted (spec 4 and 6), and named.
    for (const person of [owner, xena]) {
      await expect(progress(person.page)).toHaveText("2 of 3 voted, Walt Member is away", { timeout: 25_000 });
      await expect(person.page.getByTestId("participant").filter({ hasText: "Walt Member" }).getByTestId("participant-away")).toHaveText("Away");
    }
    await expect(waltRow.locator('[data-mark="away"]')).toBeVisible();
    await expectNoAxeViolations(owner.page, "an away participant");
    await expect(owner.page.getByTestId("still-to-vote")).toHaveText("Everyone here has voted. · Away: Walt Member");
    // The reveal confirmation opens for him.
    await panel(owner.page).getByRole("button", { name: "Reveal" }).click();
    const question = owner.page.getByRole("alertdialog", { name: "Not everyone has voted" });
    await expect(question).toContainText("Only 2 of 3 participants have voted. Walt Member is away. Reveal the votes anyway?");
    await question.getByRole("button", { name: "Cancel" }).click();

    // The room setting, off by default: the owner stops waiting for away people.
    await owner.page.getByRole("button", { name: "Room Settings" }).click();
    const settings = owner.page.getByRole("dialog", { name: "Room settings" });
    const skipAway = settings.getByLabel("Don't wait for away people");
    await expect(skipAway).not.toBeChecked();
    await skipAway.click();
    await settings.getByRole("button", { name: "Save Settings" }).click();
    for (const person of [owner, xena]) await expect(progress(person.page)).toHaveText("2 of 2 voted, Walt Member is away");
    await panel(owner.page).getByRole("button", { name: "Reveal" }).click();
    await expect(owner.page.getByRole("alertdialog", { name: "Not everyone has voted" })).toHaveCount(0);
    for (const person of [owner, xena]) await expect(panel(person.page).getByRole("heading", { name: "Results" })).toBeVisible();
  });
});

test("two people's 30-second timers run out: time is up for everyone, and a timer that reveals reveals", async ({ people, baseURL }) => {
  // Two 30 s timers run out, one after the other.
  test.setTimeout(150_000);
  const { owner, others: [walt], everyone, asOwner } = await selfRunningRoom(people, baseURL!, "Walt Member");

  await test.step("the shortest custom timer (30 s): time is up for everyone", async () => {
    await panel(owner.page).getByRole("button", { name: "Timer" }).click();
    const menu = owner.page.getByRole("dialog", { name: "Start a timer" });
    await menu.getByLabel("Custom length").fill("0:29");
    await menu.getByRole("button", { name: "Start", exact: true }).click();
    await expect(menu.getByText("The timer must run for at least 30 seconds")).toBeVisible();
    await menu.getByLabel("Custom length").fill("0:30");
    await menu.getByRole("button", { name: "Start", exact: true }).click();
    for (const person of everyone) await expect(person.page.getByTestId("timer-status")).toHaveText("Time is up", { timeout: 45_000 });
    await expect(walt.page.getByTestId("timer-announcement")).toHaveText("Time is up");
    await expect(panel(walt.page).getByRole("heading", { name: "Voting" })).toBeVisible();
    // A new round ends the timer (set-up for the next step, not what this one is about).
    await asOwner("voting.resetVoting", {});
    for (const person of everyone) await expect(person.page.getByTestId("round-timer")).toHaveCount(0);
  });

  await test.step("a 30 s timer that reveals when time is up reveals for everyone", async () => {
    await card(walt.page, "5").click();
    await panel(owner.page).getByRole("button", { name: "Timer" }).click();
    const menu = owner.page.getByRole("dialog", { name: "Start a timer" });
    await menu.getByLabel("Custom length").fill("0:30");
    await menu.getByRole("switch", { name: "Reveal the votes when time is up" }).click();
    await menu.getByRole("button", { name: "Start", exact: true }).click();
    for (const person of everyone) await expect(panel(person.page).getByRole("heading", { name: "Results" })).toBeVisible({ timeout: 45_000 });
    await newRound(owner, everyone);
  });
});
