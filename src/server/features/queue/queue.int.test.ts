// queue.* against a real server and database: the queue reaches every member live, a session runs
// from story to story with agreed estimates and a summary, a round is filed under the story current
// at its reveal, bad input changes nothing, the queue goes with its room, and a vote costs the same
// statements with an empty queue as with 200 stories.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../../../tests/support/csv";
import { connectAs, subscribe, waitForValue } from "../../../../tests/support/liveQuery";
import { QueueApi } from "../../../../tests/support/queueApi";
import type { RawSyncClient } from "../../../../tests/support/rawSyncClient";
import { roomOfPeople, type RoomMember } from "../../../../tests/support/roomOfPeople";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { MESSAGES } from "../../../shared/messages";
import { BULK_ADD_MAX_STORIES, STORY_TITLE_MAX_LENGTH } from "../../../shared/queueStory";
import { summaryTable } from "../../../shared/sessionSummary";
import { api } from "../../../../tests/support/typedCalls";

const Q = MESSAGES.queue;
let server: TestServer;
const sockets: RawSyncClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await server?.close();
});

interface Person extends RoomMember {
  queue: QueueApi;
}

/** A room owned by the first name, everyone else joined as members. */
async function room(...names: string[]): Promise<{ roomId: string; people: Person[] }> {
  const { roomId, people } = await roomOfPeople(server, names, { maxFibonacci: 21, isPermanent: true });
  return { roomId, people: people.map((p) => ({ ...p, queue: new QueueApi(server, p.rooms) })) };
}

async function socketFor(who: Person): Promise<RawSyncClient> {
  const socket = await connectAs(server.wsUrl, who.rooms.user!.token);
  sockets.push(socket);
  return socket;
}

const titles = (queue: readonly { title: string }[] | null) => queue?.map((s) => s.title);

describe("the queue, live", () => {
  it("reaches every member as the owner pastes, adds, edits, moves and removes stories", async () => {
    const { roomId, people } = await room("Ann Live", "Bob Live", "Cy Live");
    const [ann, bob, cy] = people as [Person, Person, Person];
    const watchers = [await socketFor(bob), await socketFor(cy)];
    for (const socket of watchers) subscribe(socket, 1, api.queue.getQueue, { roomId });
    await Promise.all(watchers.map((w) => waitForValue(w, 1, api.queue.getQueue, (q) => Array.isArray(q) && q.length === 0)));

    const { storyIds } = await ann.queue.paste(roomId, "- Login page\n\n  Checkout  \nSearch\n");
    await Promise.all(watchers.map((w) => waitForValue(w, 1, api.queue.getQueue, (q) => titles(q)?.join("|") === "Login page|Checkout|Search")));

    await ann.queue.mutate(api.queue.addStory, roomId, { story: { title: "Reports", description: "Monthly", link: "https://example.com/r" } });
    const [checkout, search] = [storyIds[1]!, storyIds[2]!];
    await ann.queue.mutate(api.queue.editStory, roomId, { storyId: checkout, story: { title: "Checkout v2" } });
    await ann.queue.mutate(api.queue.moveStory, roomId, { storyId: search, to: 0 });
    await ann.queue.mutate(api.queue.moveStory, roomId, { storyId: checkout, to: "up" });
    await ann.queue.mutate(api.queue.removeStory, roomId, { storyId: storyIds[0]! });
    const seen = await Promise.all(watchers.map((w) => waitForValue(w, 1, api.queue.getQueue, (q) => titles(q)?.join("|") === "Search|Checkout v2|Reports")));
    expect(seen[0]!.find((s) => s.title === "Reports")).toMatchObject({ descriptionExcerpt: "Monthly", descriptionLength: 7, link: "https://example.com/r", status: "pending", agreedValue: null });
  });
});

describe("removing stories not yet estimated (issue 36)", () => {
  it("removes every pending story but the current one, and keeps estimated and skipped ones; or only the ids given", async () => {
    const { roomId, people } = await room("Ann Bulk", "Bob Bulk");
    const [ann] = people as [Person, Person];
    const { storyIds } = await ann.queue.paste(roomId, "Done\nSkipped\nCurrent\nLater\nMuch later\nImported 1\nImported 2");
    await ann.queue.mutate(api.queue.startStory, roomId, { storyId: storyIds[0]! });
    await ann.voting.vote(roomId, ann.participantId, "3");
    await ann.voting.reveal(roomId);
    await ann.queue.mutate(api.queue.nextStory, roomId, { outcome: "record", value: "3" });
    await ann.queue.mutate(api.queue.nextStory, roomId, { outcome: "skip" });
    // "Current" is current now. Undo of an import: only its stories go.
    expect(await ann.queue.mutate(api.queue.removePendingStories, roomId, { storyIds: [storyIds[5]!, storyIds[6]!, storyIds[0]!] })).toEqual({ removed: 2 });
    expect(titles(await ann.queue.queue(roomId))).toEqual(["Done", "Skipped", "Current", "Later", "Much later"]);
    // Bulk remove: the rest not yet estimated, never the current story.
    expect(await ann.queue.mutate(api.queue.removePendingStories, roomId)).toEqual({ removed: 2 });
    const left = (await ann.queue.queue(roomId))!;
    expect(left.map((s) => [s.title, s.status])).toEqual([
      ["Done", "estimated"],
      ["Skipped", "skipped"],
      ["Current", "pending"],
    ]);
  });
});

describe("a planning session", () => {
  it("estimates stories one after another, re-votes, skips, and sums up what everyone sees", async () => {
    const { roomId, people } = await room("Ann Plan", "Bob Plan", "Cy Plan");
    const [ann, bob, cy] = people as [Person, Person, Person];
    const { storyIds } = await ann.queue.paste(roomId, "Login\nCheckout\nSearch\nReports\nBilling");
    const voteAll = async (values: string[]) => {
      for (const [i, p] of [ann, bob, cy].entries()) await p.voting.vote(roomId, p.participantId, values[i]!);
      await ann.voting.reveal(roomId);
    };

    await ann.queue.mutate(api.queue.startStory, roomId, { storyId: storyIds[0]! });
    const started = (await bob.rooms.getRoomData(roomId))!;
    expect(started.room).toMatchObject({ currentQueueStoryId: storyIds[0], currentStory: "Login", isVotingRevealed: false });
    await voteAll(["3", "5", "5"]);
    // The suggested value first: the most frequent vote.
    expect(await ann.queue.mutate(api.queue.nextStory, roomId, { outcome: "record" })).toEqual({ storyId: storyIds[1] });
    const afterNext = (await cy.rooms.getRoomData(roomId))!;
    expect(afterNext.room).toMatchObject({ currentQueueStoryId: storyIds[1], currentStory: "Checkout", isVotingRevealed: false });
    expect(afterNext.votes).toEqual([]);

    // Checkout: no agreement, a re-vote (New Round keeps the story), then an agreed card chosen by hand.
    await voteAll(["1", "8", "13"]);
    await ann.voting.reset(roomId);
    expect((await bob.rooms.getRoomData(roomId))!.room.currentQueueStoryId).toBe(storyIds[1]);
    await voteAll(["8", "8", "13"]);
    expect(await ann.queue.mutate(api.queue.recordEstimate, roomId, { value: "13" })).toEqual({ storyId: storyIds[1], value: "13" });
    await ann.queue.mutate(api.queue.nextStory, roomId, { outcome: "record", value: "13" });

    // Search is skipped; Reports is estimated.
    expect(await ann.queue.mutate(api.queue.nextStory, roomId, { outcome: "skip" })).toEqual({ storyId: storyIds[3] });
    await voteAll(["2", "2", "?"]);
    await ann.queue.mutate(api.queue.nextStory, roomId, { outcome: "record" });

    const queue = (await cy.queue.queue(roomId))!;
    expect(queue!.map((s) => [s.title, s.status, s.agreedValue])).toEqual([
      ["Login", "estimated", "5"],
      ["Checkout", "estimated", "13"],
      ["Search", "skipped", null],
      ["Reports", "estimated", "2"],
      ["Billing", "pending", null],
    ]);
    const summary = (await bob.queue.summary(roomId))!;
    expect(summary).toEqual(await ann.queue.summary(roomId));
    expect(summary.totalPoints).toBe(20);
    expect(summary.stories.map((s) => [s.title, s.rounds])).toEqual([["Login", 1], ["Checkout", 2], ["Search", 0], ["Reports", 1], ["Billing", 0]]);
    expect(summary.skipped.map((s) => s.title)).toEqual(["Search"]);
    expect(summary.stories[1]!.agreement!.level).toBe("moderate");

    // Owners and admins export exactly the summary's table; members see it but may not export.
    const exported = await ann.queue.call(api.queue.exportSessionSummary, { roomId });
    const table = summaryTable(summary);
    expect(parseCsv(exported.csv)).toEqual([[...table.columns], ...table.rows, table.totalRow]);
    expect(exported.markdown).toContain("| 2 | Checkout |  | Estimated | 13 | 2 |");
    expect(await bob.queue.refusal(api.queue.exportSessionSummary, { roomId })).toBe(MESSAGES.rooms.onlyManagers);

    // The round history's CSV puts each story's agreed value beside every one of its rounds.
    const [header, ...rounds] = parseCsv((await ann.voting.exportCsv(roomId)).csv);
    const story = header!.indexOf("Story");
    const agreed = header!.indexOf("Agreed value");
    expect(rounds.map((row) => [row[story], row[agreed]])).toEqual([
      ["Login", "5"],
      ["Checkout", "13"],
      ["Checkout", "13"],
      ["Reports", "2"],
    ]);
  });

  it("asks for a card when no vote suggests one, and refuses a card outside the deck", async () => {
    const { roomId, people } = await room("Ann Card", "Bob Card");
    const [ann, bob] = people as [Person, Person];
    const { storyIds } = await ann.queue.paste(roomId, "Only story");
    expect(await ann.queue.refusal(api.queue.recordEstimate, { roomId, sessionId: ann.rooms.sessionId })).toBe(Q.revealFirst);
    await bob.voting.vote(roomId, bob.participantId, "?");
    await ann.voting.reveal(roomId);
    expect(await ann.queue.refusal(api.queue.recordEstimate, { roomId, sessionId: ann.rooms.sessionId })).toBe(Q.noCurrentStory);
    await ann.queue.mutate(api.queue.startStory, roomId, { storyId: storyIds[0]! });
    await bob.voting.vote(roomId, bob.participantId, "?");
    await ann.voting.reveal(roomId);
    expect(await ann.queue.refusal(api.queue.recordEstimate, { roomId, sessionId: ann.rooms.sessionId })).toBe(Q.chooseAgreedValue);
    expect(await ann.queue.refusal(api.queue.recordEstimate, { roomId, sessionId: ann.rooms.sessionId, value: "34" })).toBe(
      "That card is not in this room's deck. Choose one of: 0, 1, 2, 3, 5, 8, 13, 21, ?",
    );
    expect((await ann.queue.queue(roomId))![0]).toMatchObject({ status: "pending", agreedValue: null });
  });
});

describe("history that tells the truth", () => {
  it("files a round under the story revealed, even when the story changes before New Round", async () => {
    const { roomId, people } = await room("Ann True", "Bob True");
    const [ann, bob] = people as [Person, Person];
    // A manual story changed after reveal.
    await ann.rooms.call(api.rooms.updateStory, { roomId, story: "Story A", sessionId: ann.rooms.sessionId });
    await bob.voting.vote(roomId, bob.participantId, "5");
    await ann.voting.reveal(roomId);
    await ann.rooms.call(api.rooms.updateStory, { roomId, story: "Story B", sessionId: ann.rooms.sessionId });
    await ann.voting.reset(roomId);
    // A queue story replaced by a manual one after reveal.
    const { storyIds } = await ann.queue.paste(roomId, "Queued story");
    await ann.queue.mutate(api.queue.startStory, roomId, { storyId: storyIds[0]! });
    await bob.voting.vote(roomId, bob.participantId, "8");
    await ann.voting.reveal(roomId);
    await ann.rooms.call(api.rooms.updateStory, { roomId, story: "Something else", sessionId: ann.rooms.sessionId });
    await ann.voting.reset(roomId);

    const history = (await bob.voting.history(roomId))!;
    expect(history.map((h) => [h.story, h.votes.map((v) => v.value)])).toEqual([
      ["Queued story", ["8"]],
      ["Story A", ["5"]],
    ]);
    // The queue round carries its story's id and its duration, so a story's rounds group together.
    expect(history[0]).toMatchObject({ queueStoryId: storyIds[0], durationMs: expect.any(Number) });
    expect(history[1]).toMatchObject({ queueStoryId: null });
    const summary = (await bob.queue.summary(roomId))!;
    expect(summary.stories[0]).toMatchObject({ title: "Queued story", rounds: 1 });
  });
});

describe("the summary, at every moment", () => {
  it("counts a revealed round before New Round, keeps it through a recording, and forgets a cleared one", async () => {
    const { roomId, people } = await room("Ann Now", "Bob Now");
    const [ann, bob] = people as [Person, Person];
    const { storyIds } = await ann.queue.paste(roomId, "Last story");
    await ann.queue.mutate(api.queue.startStory, roomId, { storyId: storyIds[0]! });
    await bob.voting.vote(roomId, bob.participantId, "8");
    await ann.voting.vote(roomId, ann.participantId, "5");
    await ann.voting.reveal(roomId);
    // Revealed: the round is the story's, though nobody pressed New Round.
    expect((await bob.queue.summary(roomId))!.stories[0]).toMatchObject({ title: "Last story", rounds: 1, agreedValue: null, status: "pending" });
    // The last story recorded, the room staying on it: its value and its round, together.
    await ann.queue.mutate(api.queue.recordEstimate, roomId, { value: "8" });
    const recorded = (await bob.queue.summary(roomId))!;
    expect(recorded.stories[0]).toMatchObject({ rounds: 1, agreedValue: "8", status: "estimated", agreement: { level: expect.any(String) } });
    expect(recorded).toMatchObject({ totalPoints: 8, totalRounds: 1 });
    // The round history still lists only rounds ended by New Round.
    expect(await bob.voting.history(roomId)).toEqual([]);
    // New Round files it once: still one round, now in the history too.
    await ann.voting.reset(roomId);
    expect((await bob.queue.summary(roomId))!.stories[0]).toMatchObject({ rounds: 1, agreedValue: "8" });
    expect((await bob.voting.history(roomId))!.map((h) => [h.story, h.queueStoryId])).toEqual([["Last story", storyIds[0]]]);
    // A revealed round cleared (Clear votes) never happened: nothing is added.
    await bob.voting.vote(roomId, bob.participantId, "3");
    await ann.voting.reveal(roomId);
    expect((await bob.queue.summary(roomId))!.stories[0]!.rounds).toBe(2);
    await ann.voting.clear(roomId);
    expect((await bob.queue.summary(roomId))!.stories[0]!.rounds).toBe(1);
    // So is one a new deck clears: the summary forgets it at once.
    await bob.voting.vote(roomId, bob.participantId, "5");
    await ann.voting.reveal(roomId);
    expect((await bob.queue.summary(roomId))!.stories[0]!.rounds).toBe(2);
    const deck = { kind: "tshirt", unknownCard: true, breakCard: false };
    expect(await ann.rooms.call(api.rooms.updateRoomSettings, { roomId, sessionId: ann.rooms.sessionId, deck })).toMatchObject({ roundCleared: true });
    expect((await bob.queue.summary(roomId))!.stories[0]!.rounds).toBe(1);
  });
});

describe("editing the current story", () => {
  it("shows everyone the new title, while the round revealed before keeps the title it was revealed under", async () => {
    const { roomId, people } = await room("Ann Edit", "Bob Edit");
    const [ann, bob] = people as [Person, Person];
    const { storyIds } = await ann.queue.paste(roomId, "Old title\nOther");
    await ann.queue.mutate(api.queue.startStory, roomId, { storyId: storyIds[0]! });
    await bob.voting.vote(roomId, bob.participantId, "3");
    await ann.voting.reveal(roomId);
    await ann.queue.mutate(api.queue.editStory, roomId, { storyId: storyIds[0]!, story: { title: "New title", description: "Why", link: "https://example.com/1" } });
    expect((await bob.rooms.getRoomData(roomId))!.room).toMatchObject({ currentStory: "New title", currentQueueStoryId: storyIds[0] });
    // Another story's edit leaves the room's story alone.
    await ann.queue.mutate(api.queue.editStory, roomId, { storyId: storyIds[1]!, story: { title: "Other v2" } });
    expect((await bob.rooms.getRoomData(roomId))!.room.currentStory).toBe("New title");
    await ann.voting.reset(roomId);
    expect((await bob.voting.history(roomId))!.map((h) => h.story)).toEqual(["Old title"]);
    expect((await bob.queue.queue(roomId))![0]).toMatchObject({ title: "New title", descriptionExcerpt: "Why", link: "https://example.com/1" });
    expect(await bob.queue.details(roomId, storyIds[0]!)).toEqual({ _id: storyIds[0], description: "Why", ticketDescriptionHtml: null });
  });
});

describe("bad input", () => {
  it("gets a clear error and changes nothing", async () => {
    const { roomId, people } = await room("Ann Bad");
    const [ann] = people as [Person];
    await ann.queue.paste(roomId, "Keep me");
    const before = (await ann.queue.queue(roomId))!;
    const refuse = async (refusal: Promise<string>, message: string) => {
      expect(await refusal).toBe(message);
      expect(await ann.queue.queue(roomId)).toEqual(before);
    };
    await refuse(ann.queue.mutationRefusal(api.queue.addStories, roomId, { text: " \n \n" }), Q.bulkEmpty);
    await refuse(ann.queue.mutationRefusal(api.queue.addStories, roomId, { text: `ok\n${"x".repeat(STORY_TITLE_MAX_LENGTH + 1)}` }), `Line 2 is too long: a story title must be at most ${STORY_TITLE_MAX_LENGTH} characters long`);
    await refuse(ann.queue.mutationRefusal(api.queue.addStories, roomId, { text: Array.from({ length: BULK_ADD_MAX_STORIES + 1 }, (_, i) => `S${i}`).join("\n") }), `Paste at most ${BULK_ADD_MAX_STORIES} stories at once (this text has ${BULK_ADD_MAX_STORIES + 1})`);
    await refuse(ann.queue.mutationRefusal(api.queue.addStory, roomId, { story: { title: "  " } }), Q.titleRequired);
    await refuse(ann.queue.mutationRefusal(api.queue.addStory, roomId, { story: { title: "Link", link: "javascript:alert(1)" } }), Q.linkInvalid);
    await refuse(ann.queue.mutationRefusal(api.queue.editStory, roomId, { storyId: "no-such-story", story: { title: "X" } }), Q.storyGone);
    await refuse(ann.queue.mutationRefusal(api.queue.removeStory, roomId, { storyId: "no-such-story" }), Q.storyGone);
    await refuse(ann.queue.mutationRefusal(api.queue.moveStory, roomId, { storyId: "no-such-story", to: "up" }), Q.storyGone);
    await refuse(ann.queue.mutationRefusal(api.queue.startStory, roomId, { storyId: "no-such-story" }), Q.storyGone);
    // Beyond the argument limits: refused before the handler.
    const long = await ann.queue.answer(api.queue.addStories, { roomId, sessionId: ann.rooms.sessionId, text: "x".repeat(100_000) });
    expect(long.status).toBe("error");
    expect(await ann.queue.queue(roomId)).toEqual(before);
  });
});

describe("deleting a room", () => {
  it("deletes its queue", async () => {
    const { roomId, people } = await room("Ann Gone");
    const [ann] = people as [Person];
    await ann.queue.paste(roomId, "One\nTwo");
    const db = server.app.services.database.db;
    const count = async () => Number((await db.selectFrom("story_queue").select((eb) => eb.fn.countAll().as("n")).where("room_id", "=", roomId).executeTakeFirstOrThrow()).n);
    expect(await count()).toBe(2);
    await ann.rooms.call(api.rooms.deleteRoom, { roomId });
    expect(await count()).toBe(0);
  });
});

describe("reads per vote", () => {
  it("are the same with an empty queue and with 200 stories, however many watch the queue and summary", async () => {
    const database = server.app.services.database;
    const statementsPerVote = async (stories: number, watchQueue = true) => {
      const tag = `${stories}${watchQueue ? "" : " unwatched"}`;
      const { roomId, people } = await room(`Ann Count ${tag}`, `Bob Count ${tag}`, `Cy Count ${tag}`, `Dee Count ${tag}`, `Eve Count ${tag}`);
      const [ann, bob, cy, ...voters] = people as [Person, Person, Person, Person, Person];
      for (let added = 0; added < stories; added += BULK_ADD_MAX_STORIES) {
        await ann.queue.paste(roomId, Array.from({ length: Math.min(BULK_ADD_MAX_STORIES, stories - added) }, (_, i) => `Story ${added + i}`).join("\n"));
      }
      const watchers = [await socketFor(bob), await socketFor(cy)];
      for (const socket of watchers) {
        subscribe(socket, 1, api.rooms.getRoomData, { roomId });
        if (!watchQueue) continue;
        subscribe(socket, 2, api.queue.getQueue, { roomId });
        subscribe(socket, 3, api.queue.getSessionSummary, { roomId });
      }
      if (watchQueue) {
        await Promise.all(watchers.map((w) => waitForValue(w, 2, api.queue.getQueue, (q) => Array.isArray(q) && q.length === stories)));
        await Promise.all(watchers.map((w) => waitForValue(w, 3, api.queue.getSessionSummary, (s) => s?.stories.length === stories)));
      }
      await Promise.all(watchers.map((w) => waitForValue(w, 1, api.rooms.getRoomData, (d) => d?.participants.length === 5)));
      // Warm: the first vote of a room loads its participants.
      await bob.voting.vote(roomId, bob.participantId, "1");
      await Promise.all(watchers.map((w) => waitForValue(w, 1, api.rooms.getRoomData, (d) => d?.votes.length === 1)));
      await new Promise((resolve) => setTimeout(resolve, 50));

      // Background work (presence refreshes) can only add statements: the fewest of three votes is a vote's own cost.
      const counts: number[] = [];
      for (const [i, voter] of [cy, ...voters].entries()) {
        const before = database.statementCount();
        await voter.voting.vote(roomId, voter.participantId, "2");
        await Promise.all(watchers.map((w) => waitForValue(w, 1, api.rooms.getRoomData, (d) => d?.votes.length === i + 2)));
        await new Promise((resolve) => setTimeout(resolve, 50));
        counts.push(database.statementCount() - before);
      }
      return Math.min(...counts);
    };
    const empty = await statementsPerVote(0);
    expect(await statementsPerVote(200)).toBe(empty);
    // And the queue and summary watchers add nothing: a vote re-runs neither.
    expect(await statementsPerVote(0, false)).toBe(empty);
  });
});
