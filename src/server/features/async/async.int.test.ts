// Async estimation (issue 33) on a real server: a manager opens stories of the queue, people vote
// in their own time and change their minds, nobody sees another's card before a story reveals
// (checked on the wire), a story reveals when everyone voted or at the deadline, exactly once, and
// ends agreed (recorded in the queue) or to discuss (at the top of the queue, with the reasons).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../../../tests/support/csv";
import { connectAs, latestValue, subscribe, valueHistory, waitForValue } from "../../../../tests/support/liveQuery";
import { QueueApi } from "../../../../tests/support/queueApi";
import type { RawSyncClient } from "../../../../tests/support/rawSyncClient";
import { roomOfPeople, type RoomMember } from "../../../../tests/support/roomOfPeople";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { api } from "../../../../tests/support/typedCalls";
import { MESSAGES } from "../../../shared/messages";
import { summaryTable } from "../../../shared/sessionSummary";
import { revealDueBatchesOnce } from "./deadlines";
import { sendDueRemindersOnce } from "./reminders";

const HOUR = 3_600_000;
const M = MESSAGES.async;

let server: TestServer;
const sockets: RawSyncClient[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await server?.close();
});

const queueOf = (person: RoomMember) => new QueueApi(server, person.rooms);

/** A room of three with a queue of three stories; the owner is the first. */
async function roomWithQueue(names: [string, string, string]) {
  const { roomId, code, people } = await roomOfPeople(server, names);
  const [ann, bob, cy] = people as [RoomMember, RoomMember, RoomMember];
  const { storyIds } = await queueOf(ann).paste(roomId, "Log in with SSO\nExport as PDF\nDark mode");
  return { roomId, code, ann, bob, cy, storyIds: storyIds as [string, string, string] };
}

const open = (person: RoomMember, roomId: string, args: { stories: "allPending" | string[]; deadline?: number; asksReason?: boolean }) =>
  queueOf(person).mutate(api.async.openBatch, roomId, { deadline: Date.now() + 24 * HOUR, asksReason: true, ...args });
const vote = (person: RoomMember, roomId: string, storyId: string, value: string, reason?: string) => queueOf(person).mutate(api.async.submitVote, roomId, { storyId, value, reason });
const batchFor = (person: RoomMember, roomId: string) => queueOf(person).call(api.async.getBatch, { roomId });

describe("opening a batch", () => {
  it("shows everyone the stories that wait for them, with the deadline and nobody's vote yet", async () => {
    const { roomId, ann, bob, storyIds } = await roomWithQueue(["Ann Opens", "Bob Sees", "Cy Sees"]);
    const deadline = Date.now() + 36 * HOUR;
    const opened = await open(ann, roomId, { stories: [storyIds[0], storyIds[2]], deadline });
    expect(opened.storyIds).toEqual([storyIds[0], storyIds[2]]);
    const seen = (await batchFor(bob, roomId))!;
    expect(seen.batch!.deadlineAt).toBe(deadline);
    expect(seen.batch!.revealedAt).toBeNull();
    expect(seen.batch!.asksReason).toBe(true);
    expect(seen.batch!.stories.map((s) => [s.title, s.votedCount, s.voterCount, s.votes])).toEqual([
      ["Log in with SSO", 0, 3, null],
      ["Dark mode", 0, 3, null],
    ]);
    expect(seen.myVotes).toEqual({});
    // This server has no SMTP: no reminder mails, and the room can say so.
    expect(seen.mailConfigured).toBe(false);
    expect(await queueOf(bob).call(api.async.waitingForMe, {})).toEqual([{ roomId, count: 2, deadlineAt: deadline }]);
  });

  it("opens every story still to estimate with 'allPending'", async () => {
    const { roomId, ann, storyIds } = await roomWithQueue(["Ann All", "Bob All", "Cy All"]);
    expect((await open(ann, roomId, { stories: "allPending" })).storyIds).toEqual(storyIds);
  });

  it("refuses a deadline in the past, over 30 days, an empty batch and a second batch, changing nothing", async () => {
    const { roomId, ann, bob, storyIds } = await roomWithQueue(["Ann Bad", "Bob Bad", "Cy Bad"]);
    const refuse = (args: Parameters<typeof open>[2]) => queueOf(ann).mutationRefusal(api.async.openBatch, roomId, { deadline: Date.now() + HOUR, ...args });
    expect(await refuse({ stories: "allPending", deadline: Date.now() - 60_000 })).toBe(M.deadlinePast);
    expect(await refuse({ stories: "allPending", deadline: Date.now() + 31 * 24 * HOUR })).toBe(M.deadlineTooFar);
    expect(await refuse({ stories: [] })).toBe(M.pickStories);
    expect(await refuse({ stories: ["not-a-story"] })).toBe(M.storiesNotPending);
    expect((await batchFor(bob, roomId))!.batch).toBeNull();
    await open(ann, roomId, { stories: [storyIds[0]] });
    expect(await refuse({ stories: [storyIds[1]] })).toBe(M.batchOpen);
    expect((await batchFor(bob, roomId))!.batch!.stories.map((s) => s.storyId)).toEqual([storyIds[0]]);
  });
});

describe("voting in your own time", () => {
  it("keeps each card to its voter until the story reveals, on every frame, and may be changed", async () => {
    const { roomId, ann, bob, cy, storyIds } = await roomWithQueue(["Ann Frames", "Bob Frames", "Cy Frames"]);
    await open(ann, roomId, { stories: [storyIds[0]] });
    const [annSocket, cySocket] = await Promise.all([ann, cy].map((p) => connectAs(server.wsUrl, p.user.token)));
    sockets.push(annSocket!, cySocket!);
    for (const socket of [annSocket!, cySocket!]) subscribe(socket, 1, api.async.getBatch, { roomId });
    await waitForValue(cySocket!, 1, api.async.getBatch, (d) => d?.batch?.stories[0]?.voterCount === 3);

    await vote(bob, roomId, storyIds[0], "13", "bob-first-thought-qx");
    const changed = await vote(bob, roomId, storyIds[0], "8", "bob-second-thought-qx");
    expect(changed).toMatchObject({ value: "8", reason: "bob-second-thought-qx", revealed: false });
    expect((await batchFor(bob, roomId))!.myVotes).toEqual({ [storyIds[0]]: { value: "8", reason: "bob-second-thought-qx" } });
    await vote(cy, roomId, storyIds[0], "5", "cy-reason-qx");
    const counted = await waitForValue(annSocket!, 1, api.async.getBatch, (d) => d?.batch?.stories[0]?.votedCount === 2);
    expect(counted!.batch!.stories[0]!.votes).toBeNull();
    expect(counted!.myVotes).toEqual({});

    // Before the reveal neither the owner's nor Cy's socket carried Bob's reasons, nor Cy's to the owner.
    const hidden = (socket: RawSyncClient) => socket.frames.join("\n");
    expect(hidden(annSocket!)).not.toMatch(/bob-(first|second)-thought-qx|cy-reason-qx/);
    expect(hidden(cySocket!)).not.toMatch(/bob-(first|second)-thought-qx/);
    for (const { value } of valueHistory(cySocket!, 1, api.async.getBatch)) {
      expect(value!.batch!.stories.every((s) => s.votes === null)).toBe(true);
      expect(Object.values(value!.myVotes).every((v) => v.reason === "cy-reason-qx")).toBe(true);
    }

    // The last vote reveals the story by itself, to everyone.
    expect((await vote(ann, roomId, storyIds[0], "8")).revealed).toBe(true);
    const revealed = await waitForValue(cySocket!, 1, api.async.getBatch, (d) => d?.batch?.stories[0]?.revealedAt !== null);
    expect(revealed!.batch!.stories[0]!.votes!.map((v) => [v.name, v.value, v.reason])).toEqual([
      ["Bob Frames", "8", "bob-second-thought-qx"],
      ["Cy Frames", "5", "cy-reason-qx"],
      ["Ann Frames", "8", null],
    ]);
    expect(latestValue(annSocket!, 1, api.async.getBatch)!.batch!.revealedAt).not.toBeNull();
    expect(await queueOf(bob).mutationRefusal(api.async.submitVote, roomId, { storyId: storyIds[0], value: "3" })).toBe(M.noBatch);
  });

  it("refuses a card outside the deck, a story not in the batch and an observer's vote", async () => {
    const { roomId, ann, bob, cy, storyIds } = await roomWithQueue(["Ann Refuses", "Bob Refused", "Cy Observer"]);
    await open(ann, roomId, { stories: [storyIds[0]] });
    expect(await queueOf(bob).mutationRefusal(api.async.submitVote, roomId, { storyId: storyIds[1], value: "3" })).toBe(M.storyNotInBatch);
    expect(await queueOf(bob).mutationRefusal(api.async.submitVote, roomId, { storyId: storyIds[0], value: "4" })).toMatch(/deck|card/i);
    await ann.rooms.call(api.rooms.toggleVotingExclusion, { roomId, participantId: cy.participantId, sessionId: ann.rooms.sessionId });
    expect(await queueOf(cy).mutationRefusal(api.async.submitVote, roomId, { storyId: storyIds[0], value: "3" })).toBe(MESSAGES.voting.excluded);
    expect((await batchFor(ann, roomId))!.batch!.stories[0]!.voterCount).toBe(2);
    // Nothing waits for an observer on their dashboard.
    expect(await queueOf(cy).call(api.async.waitingForMe, {})).toEqual([]);
    expect(await queueOf(bob).call(api.async.waitingForMe, {})).toEqual([expect.objectContaining({ roomId, count: 1 })]);
  });
});

describe("the reveal", () => {
  it("records agreed stories in the queue and lines the rest up at its top with their reasons", async () => {
    const { roomId, ann, bob, cy, storyIds } = await roomWithQueue(["Ann Reveal", "Bob Reveal", "Cy Reveal"]);
    await open(ann, roomId, { stories: [storyIds[1], storyIds[2]] });
    // Export as PDF: 3, 3, 5 (one card apart): agreed on 3. Dark mode: 1, 8, 13: to discuss.
    for (const [person, card] of [[ann, "3"], [bob, "3"], [cy, "5"]] as const) await vote(person, roomId, storyIds[1], card);
    for (const [person, card, why] of [[ann, "1", "just CSS"], [bob, "8", "every screen"], [cy, "13", "charts too"]] as const) await vote(person, roomId, storyIds[2], card, why);
    const { batch } = (await batchFor(bob, roomId))!;
    expect(batch!.stories.map((s) => [s.title, s.outcome, s.agreedValue])).toEqual([
      ["Export as PDF", "agreed", "3"],
      ["Dark mode", "discuss", null],
    ]);
    expect(batch!.stories[1]!.votes!.map((v) => v.reason)).toEqual(["just CSS", "every screen", "charts too"]);
    const queue = await queueOf(bob).queue(roomId);
    expect(queue!.map((s) => [s.title, s.status, s.agreedValue])).toEqual([
      ["Dark mode", "pending", null],
      ["Log in with SSO", "pending", null],
      ["Export as PDF", "estimated", "3"],
    ]);
    expect(await queueOf(bob).call(api.async.waitingForMe, {})).toEqual([]);
  });

  it("reveals the stories left at the deadline once, however many sweeps run", async () => {
    const { roomId, ann, bob, storyIds } = await roomWithQueue(["Ann Deadline", "Bob Deadline", "Cy Deadline"]);
    const deadline = Date.now() + 2 * HOUR;
    await open(ann, roomId, { stories: "allPending", deadline });
    await vote(ann, roomId, storyIds[0], "5");
    await vote(bob, roomId, storyIds[0], "5");
    await vote(bob, roomId, storyIds[1], "2");
    // Before the deadline a sweep reveals nothing.
    await revealDueBatchesOnce(server.app.services, deadline - 1);
    expect((await batchFor(bob, roomId))!.batch!.revealedAt).toBeNull();
    // The sweeps as if the clock had passed the deadline: the first reveals the three stories, the rest nothing.
    const counts = await Promise.all([1, 2, 3].map(() => revealDueBatchesOnce(server.app.services, deadline + 1)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    const { batch } = (await batchFor(bob, roomId))!;
    expect(batch!.revealedAt).not.toBeNull();
    // Two fives agree; one vote is no consensus; no vote neither.
    expect(batch!.stories.map((s) => [s.outcome, s.agreedValue])).toEqual([
      ["agreed", "5"],
      ["discuss", null],
      ["discuss", null],
    ]);
    expect((await queueOf(bob).queue(roomId))!.map((s) => [s.title, s.status])).toEqual([
      ["Export as PDF", "pending"],
      ["Dark mode", "pending"],
      ["Log in with SSO", "estimated"],
    ]);
  });

  it("reveals a story once the last one it waited for leaves the room", async () => {
    const { roomId, ann, bob, cy, storyIds } = await roomWithQueue(["Ann Stays", "Bob Stays", "Cy Leaves"]);
    await open(ann, roomId, { stories: [storyIds[0]] });
    await vote(ann, roomId, storyIds[0], "2");
    await vote(bob, roomId, storyIds[0], "3");
    await vote(cy, roomId, storyIds[0], "21");
    expect((await batchFor(ann, roomId))!.batch!.stories[0]!.revealedAt).not.toBeNull();
    const { storyIds: more } = await queueOf(ann).paste(roomId, "Audit log");
    await open(ann, roomId, { stories: more });
    await vote(ann, roomId, more[0]!, "2");
    await vote(bob, roomId, more[0]!, "2");
    await cy.rooms.call(api.rooms.leaveRoom, { participantId: cy.participantId, sessionId: cy.rooms.sessionId });
    const story = (await batchFor(ann, roomId))!.batch!.stories[0]!;
    expect([story.title, story.outcome, story.agreedValue]).toEqual(["Audit log", "agreed", "2"]);
  });

  it("reveals what is left when a manager closes the batch", async () => {
    const { roomId, ann, bob, storyIds } = await roomWithQueue(["Ann Closes", "Bob Closes", "Cy Closes"]);
    await open(ann, roomId, { stories: [storyIds[0]] });
    await vote(bob, roomId, storyIds[0], "8");
    expect(await queueOf(ann).mutate(api.async.closeBatch, roomId)).toEqual({ revealed: 1 });
    expect((await batchFor(bob, roomId))!.batch!.stories[0]!.votes!.map((v) => v.value)).toEqual(["8"]);
    expect(await queueOf(ann).mutationRefusal(api.async.closeBatch, roomId)).toBe(M.noBatch);
  });

  it("drops a story removed from the queue from its batch, and ends the batch when none is left", async () => {
    const { roomId, ann, bob, storyIds } = await roomWithQueue(["Ann Removes", "Bob Removes", "Cy Removes"]);
    await open(ann, roomId, { stories: [storyIds[0], storyIds[1]] });
    await vote(bob, roomId, storyIds[0], "5");
    await queueOf(ann).mutate(api.queue.removeStory, roomId, { storyId: storyIds[0] });
    expect((await batchFor(bob, roomId))!.batch!.stories.map((s) => s.title)).toEqual(["Export as PDF"]);
    expect(await queueOf(bob).call(api.async.waitingForMe, {})).toEqual([expect.objectContaining({ roomId, count: 1 })]);
    await queueOf(ann).mutate(api.queue.removePendingStories, roomId, { storyIds: [storyIds[1]] });
    const { batch } = (await batchFor(bob, roomId))!;
    expect([batch!.stories, batch!.revealedAt === null]).toEqual([[], false]);
    expect(await queueOf(bob).call(api.async.waitingForMe, {})).toEqual([]);
  });

  it("ends with the room: deleting it leaves no row, nothing for a deadline or reminder sweep, nor on anyone's dashboard", async () => {
    const { roomId, ann, bob, storyIds } = await roomWithQueue(["Ann Deletes", "Bob Deleted", "Cy Deleted"]);
    const deadline = Date.now() + 6 * HOUR;
    const { batchId } = await queueOf(ann).mutate(api.async.openBatch, roomId, { stories: "allPending", deadline, remindHoursBefore: 2 });
    await vote(bob, roomId, storyIds[0], "5", "bob-why");
    expect(await queueOf(bob).call(api.async.waitingForMe, {})).toHaveLength(1);
    await ann.rooms.call(api.rooms.deleteRoom, { roomId });
    expect(await sendDueRemindersOnce(server.app.services, deadline - HOUR)).toBe(0);
    expect(await revealDueBatchesOnce(server.app.services, deadline + 1)).toBe(0);
    expect(await queueOf(bob).call(api.async.waitingForMe, {})).toEqual([]);
    const { db } = server.app.services.database;
    const left = await Promise.all([
      db.selectFrom("async_batches").select("id").where("room_id", "=", roomId).execute(),
      db.selectFrom("async_stories").select("story_id").where("batch_id", "=", batchId).execute(),
      db.selectFrom("async_votes").select("story_id").where("batch_id", "=", batchId).execute(),
    ]);
    expect(left).toEqual([[], [], []]);
  });

  it("ends a story's part of a batch with the story: its votes go, the others reveal as before, and the batch closes", async () => {
    const { roomId, ann, bob, cy, storyIds } = await roomWithQueue(["Ann Story", "Bob Story", "Cy Story"]);
    const deadline = Date.now() + 6 * HOUR;
    const { batchId } = await open(ann, roomId, { stories: [storyIds[0], storyIds[1]], deadline });
    for (const person of [ann, bob]) await vote(person, roomId, storyIds[0], "5", "gone-with-the-story");
    for (const person of [ann, bob]) await vote(person, roomId, storyIds[1], "3");
    await queueOf(ann).mutate(api.queue.removeStory, roomId, { storyId: storyIds[0] });
    const { db } = server.app.services.database;
    expect(await db.selectFrom("async_votes").select("participant_id").where("batch_id", "=", batchId).where("story_id", "=", storyIds[0]).execute()).toEqual([]);
    // Cy's vote completes the one story left: it reveals, and the batch ends with it.
    await vote(cy, roomId, storyIds[1], "3");
    const { batch } = (await batchFor(bob, roomId))!;
    expect([batch!.stories.map((s) => [s.title, s.outcome, s.agreedValue]), batch!.revealedAt === null]).toEqual([[["Export as PDF", "agreed", "3"]], false]);
    expect(await revealDueBatchesOnce(server.app.services, deadline + 1)).toBe(0);
    expect(JSON.stringify(await queueOf(bob).summary(roomId))).not.toContain("gone-with-the-story");
  });
});

describe("the session summary", () => {
  it("shows which stories were agreed async and which live, async votes and reasons before the live rounds, and never a vote before its reveal", async () => {
    const { roomId, ann, bob, cy, storyIds } = await roomWithQueue(["Ann Summary", "Bob Summary", "Cy Summary"]);
    await open(ann, roomId, { stories: [storyIds[0], storyIds[1]] });
    const cySocket = await connectAs(server.wsUrl, cy.user.token);
    sockets.push(cySocket);
    subscribe(cySocket, 1, api.queue.getSessionSummary, { roomId });
    await waitForValue(cySocket, 1, api.queue.getSessionSummary, (s) => s?.stories.length === 3);
    // Log in with SSO: 5, 5, 8: agreed. Export as PDF: 1, 13 (and Cy's 8 last): to discuss.
    await vote(ann, roomId, storyIds[0], "5", "ann-sso-why-qz");
    await vote(bob, roomId, storyIds[0], "5");
    await vote(ann, roomId, storyIds[1], "1", "ann-pdf-why-qz");
    await vote(bob, roomId, storyIds[1], "13", "bob-pdf-why-qz");
    await vote(cy, roomId, storyIds[0], "8");
    await waitForValue(cySocket, 1, api.queue.getSessionSummary, (s) => s?.stories.some((story) => story.agreedIn === "async") === true);
    // Export as PDF is still hidden: its votes were in no frame Cy's socket received.
    expect(cySocket.frames.join("\n")).not.toMatch(/ann-pdf-why-qz|bob-pdf-why-qz/);
    expect(cySocket.frames.join("\n")).toContain("ann-sso-why-qz");
    await vote(cy, roomId, storyIds[1], "8", "cy-pdf-why-qz");

    // The live session agrees on the story left to discuss, now at the top of the queue.
    expect((await queueOf(ann).queue(roomId))![0]!.title).toBe("Export as PDF");
    await queueOf(ann).mutate(api.queue.startStory, roomId, { storyId: storyIds[1] });
    for (const person of [ann, bob, cy]) await person.voting.vote(roomId, person.participantId, "8");
    await ann.voting.reveal(roomId);
    await queueOf(ann).mutate(api.queue.nextStory, roomId, { outcome: "record" });

    const summary = (await queueOf(bob).summary(roomId))!;
    expect(summary.stories.map((s) => [s.title, s.agreedValue, s.agreedIn, s.asyncRounds.length, s.rounds])).toEqual([
      ["Export as PDF", "8", "live", 1, 1],
      ["Log in with SSO", "5", "async", 1, 0],
      ["Dark mode", null, null, 0, 0],
    ]);
    const table = summaryTable(summary);
    const at = (column: string) => table.columns.indexOf(column);
    expect(table.rows.map((row) => [row[at("Story")], row[at("Agreed in")], row[at("Rounds")], row[at("Votes")]])).toEqual([
      ["Export as PDF", "live", "1 async + 1 live", "Async: Ann Summary 1 (ann-pdf-why-qz), Bob Summary 13 (bob-pdf-why-qz), Cy Summary 8 (cy-pdf-why-qz) · Live 1: Ann Summary 8, Bob Summary 8, Cy Summary 8"],
      ["Log in with SSO", "async", "1 async", "Async: Ann Summary 5 (ann-sso-why-qz), Bob Summary 5, Cy Summary 8"],
      ["Dark mode", "—", "0", "—"],
    ]);
    // The exports say it too, cell for cell.
    const exported = await queueOf(ann).call(api.queue.exportSessionSummary, { roomId });
    expect(parseCsv(exported.csv)).toEqual([[...table.columns], ...table.rows, table.totalRow]);
    expect(exported.markdown).toContain("| Agreed | Agreed in | Rounds |");
    expect(exported.markdown).toContain("1 agreed async, 1 live");
  });
});
