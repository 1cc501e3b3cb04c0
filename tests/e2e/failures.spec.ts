// Spec 8's fixed failure sentences, word for word, with the server's reason beneath them: an
// admin whose screen lags behind (held updates) acts after the owner took the role away, and a
// voter after the owner excluded them; the real server refuses each time. One drill of Walt's:
// the owner acts through the API only.
import type { Page } from "@playwright/test";
import { controlLiveUpdates } from "./helpers/liveUpdates";
import { callAs, callerFor, expect, roomFor, test } from "./helpers/people";

const SPEC = {
  vote: "Failed to submit vote",
  reveal: "Failed to reveal votes",
  reset: "Failed to reset voting",
  clear: "Failed to clear votes",
  storyUpdate: "Failed to update story",
  storyClear: "Failed to clear story",
};
const NOT_MANAGER = "Only the room owner or an admin can do that.";
const EXCLUDED = "You are excluded from voting in this room";

/** The toast shows the spec's sentence as its title and the server's reason as its description. */
async function expectFailure(page: Page, sentence: string, reason: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ has: page.locator("[data-title]", { hasText: new RegExp(`^${sentence}$`) }) });
  await expect(toast).toHaveCount(1);
  await expect(toast.locator("[data-title]")).toHaveText(sentence);
  await expect(toast.locator("[data-description]")).toHaveText(reason);
  await toast.getByRole("button", { name: "Close toast" }).click();
  await expect(toast).toHaveCount(0);
}

test("Walt acts on a stale screen after losing his role or his vote: each failure in the spec's words, with the reason beneath", async ({ people, baseURL }) => {
  // Olga's room with Walt made admin; Walt's page is in the room, its live updates under the test's
  // control. Olga acts only through the API (no browser of her own): `ownerToggles` flips Walt's
  // admin status or exclusion as her.
  const [walt] = await people.open("Walt Admin");
  const owner = await callerFor(baseURL!, "Olga Owner");
  const { code, roomId } = await roomFor(baseURL!, owner, { name: "Failure drill", maxFibonacci: 21 });
  const asOwner = (kind: "query" | "mutation", path: string, args: Record<string, unknown>) => callAs(baseURL!, owner, kind, path, args);
  const live = await controlLiveUpdates(walt.page);
  await walt.page.goto(`/room/${code}`);
  await expect(walt.page.getByTestId("participant")).toHaveCount(2);
  const data = await asOwner("query", "rooms.getRoomData", { roomId });
  const waltId = data.participants.find((p: { name: string }) => p.name === "Walt Admin")._id as string;
  const ownerToggles = (path: string) => asOwner("mutation", path, { roomId, participantId: waltId, sessionId: "e2e-failures-owner" });
  await ownerToggles("rooms.toggleAdminStatus");
  await expect(walt.page.getByRole("button", { name: "Reveal", exact: true })).toBeVisible();
  const page = walt.page;

  /** Walt's screen freezes, the owner takes his admin role, Walt acts, his screen catches up. */
  async function actAfterLosingAdmin(act: () => Promise<void>) {
    live.hold();
    await ownerToggles("rooms.toggleAdminStatus");
    await act();
    // Walt's action reaches the server through the test's socket proxy: the role comes back only
    // once the server has answered it, or it could overtake the action and let it through.
    await live.answerHeld();
    live.release();
    await ownerToggles("rooms.toggleAdminStatus");
    await expect(page.getByTestId("participant").filter({ hasText: "Walt Admin" }).getByText("Admin", { exact: true })).toBeVisible();
  }

  await test.step("a vote refused by the server: 'Failed to submit vote' with the reason beneath", async () => {
    live.hold();
    await ownerToggles("rooms.toggleVotingExclusion");
    await page.getByRole("toolbar", { name: "Estimate cards" }).getByRole("button", { name: "5", exact: true }).click();
    live.release();
    await expectFailure(page, SPEC.vote, EXCLUDED);
    await ownerToggles("rooms.toggleVotingExclusion");
    await expect(page.getByRole("toolbar", { name: "Estimate cards" })).toBeVisible();
  });

  await test.step("story update and story clear: the spec's sentences with the reason beneath", async () => {
    await page.getByLabel("Story to estimate").fill("Export the sprint report");
    await actAfterLosingAdmin(() => page.getByRole("button", { name: "Set Story" }).click());
    await expectFailure(page, SPEC.storyUpdate, NOT_MANAGER);

    await asOwner("mutation", "rooms.updateStory", { roomId, story: "Import the backlog", sessionId: "e2e-failures-owner" });
    await expect(page.getByTestId("current-story")).toHaveText("Import the backlog");
    await actAfterLosingAdmin(() => page.getByRole("button", { name: "Clear Story" }).click());
    await expectFailure(page, SPEC.storyClear, NOT_MANAGER);
  });

  await test.step("clear, reveal and new round: the spec's sentences with the reason beneath", async () => {
    const deck = page.getByRole("toolbar", { name: "Estimate cards" });
    await deck.getByRole("button", { name: "3", exact: true }).click();
    await asOwner("mutation", "voting.submitVote", { roomId, participantId: (await asOwner("query", "rooms.getRoomData", { roomId })).me, value: "5" });
    await expect(page.getByTestId("vote-progress")).toHaveText("2 of 2 voted");

    await actAfterLosingAdmin(async () => {
      await page.getByRole("button", { name: "Clear Votes", exact: true }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Clear Votes" }).click();
    });
    await expectFailure(page, SPEC.clear, NOT_MANAGER);

    await actAfterLosingAdmin(() => page.getByRole("button", { name: "Reveal", exact: true }).click());
    await expectFailure(page, SPEC.reveal, NOT_MANAGER);

    await asOwner("mutation", "voting.revealVotes", { roomId, sessionId: "e2e-failures-owner" });
    await expect(page.getByTestId("results")).toBeVisible();
    await actAfterLosingAdmin(() => page.getByRole("button", { name: "New Round", exact: true }).click());
    await expectFailure(page, SPEC.reset, NOT_MANAGER);
  });
});
