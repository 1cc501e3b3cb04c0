// Bounded output for the queue (issue 30): the live list carries excerpts, the whole description
// is read one story at a time, a queue's descriptions have a total cap, and one message asking for
// the queue of 500 stories of 20,000 characters 256 times leaves the server's memory bounded.
import { randomUUID } from "node:crypto";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as counter from "../../../../tests/support/counterFunctions";
import { connectAs } from "../../../../tests/support/liveQuery";
import { QueueApi } from "../../../../tests/support/queueApi";
import type { RawSyncClient } from "../../../../tests/support/rawSyncClient";
import { roomOfPeople, type RoomMember } from "../../../../tests/support/roomOfPeople";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { MAX_SOCKETS_PER_ACCOUNT, MAX_SUBSCRIPTIONS_PER_SOCKET } from "../../../shared/constants";
import { MESSAGES, queueDescriptionsFull } from "../../../shared/messages";
import { STORY_DESCRIPTION_MAX_LENGTH } from "../../../shared/queueStory";
import { QUEUE_DESCRIPTION_EXCERPT_LENGTH, QUEUE_MAX_DESCRIPTION_CHARS, QUEUE_MAX_STORIES } from "../../../shared/storyQueue";
import { api, as, testApi } from "../../../../tests/support/typedCalls";
import type { TransitionMessage } from "../../../shared/protocol";

let server: TestServer;
const sockets: RawSyncClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ extraFunctions: { counter } });
});
afterAll(async () => {
  for (const socket of sockets) socket.socket.resume();
  await Promise.all(sockets.map((s) => s.close()));
  await server?.close();
});

interface Person extends RoomMember {
  queue: QueueApi;
}

async function room(...names: string[]): Promise<{ roomId: string; people: Person[] }> {
  const { roomId, people } = await roomOfPeople(server, names, { maxFibonacci: 21, isPermanent: true });
  return { roomId, people: people.map((p) => ({ ...p, queue: new QueueApi(server, p.rooms) })) };
}

/** A description of `length` characters that says where it ends. */
const text = (length: number, tag = "") => (tag + "d".repeat(length)).slice(0, length - 4) + " END";

describe("descriptions on demand", () => {
  it("the list carries an excerpt and the length; a member reads the whole description, anyone else gets nothing", async () => {
    const { roomId, people } = await room("Ann Excerpt", "Bob Excerpt");
    const [ann, bob] = people as [Person, Person];
    const outsider = (await room("Cy Outsider")).people[0]!;
    const long = text(STORY_DESCRIPTION_MAX_LENGTH);
    const { storyId } = await ann.queue.mutate(api.queue.addStory, roomId, { story: { title: "Long one", description: long } });
    await ann.queue.mutate(api.queue.addStory, roomId, { story: { title: "Short one", description: "Short" } });

    const [first, second] = (await bob.queue.queue(roomId))!;
    expect(first).toMatchObject({ title: "Long one", descriptionExcerpt: long.slice(0, QUEUE_DESCRIPTION_EXCERPT_LENGTH), descriptionLength: STORY_DESCRIPTION_MAX_LENGTH });
    expect(first).not.toHaveProperty("description");
    expect(second).toMatchObject({ title: "Short one", descriptionExcerpt: "Short", descriptionLength: 5 });

    expect(await bob.queue.details(roomId, storyId)).toEqual({ _id: storyId, description: long, ticketDescriptionHtml: null });
    expect(await outsider.queue.details(roomId, storyId)).toBeNull();
  });
});

describe("a queue's total size", () => {
  it("refuses a story, or an edit, that would pass the cap, with a sentence, and changes nothing", async () => {
    const { roomId, people } = await room("Ann Cap");
    const [ann] = people as [Person];
    const fits = QUEUE_MAX_DESCRIPTION_CHARS / STORY_DESCRIPTION_MAX_LENGTH;
    const ids: string[] = [];
    for (let i = 0; i < fits; i++) ids.push((await ann.queue.mutate(api.queue.addStory, roomId, { story: { title: `Big ${i}`, description: text(STORY_DESCRIPTION_MAX_LENGTH, String(i)) } })).storyId);
    const sentence = "The queue's descriptions may hold at most 1000000 characters in all: shorten or remove some descriptions first";
    expect(queueDescriptionsFull(QUEUE_MAX_DESCRIPTION_CHARS)).toBe(sentence);

    expect(await ann.queue.refusal(api.queue.addStory, { roomId, sessionId: ann.rooms.sessionId, story: { title: "One more", description: "x" } })).toBe(sentence);
    // A title alone still fits; an edit that keeps the total does too, one that grows it does not.
    await ann.queue.mutate(api.queue.addStory, roomId, { story: { title: "Title only" } });
    await ann.queue.mutate(api.queue.editStory, roomId, { storyId: ids[0]!, story: { title: "Big 0 renamed", description: text(STORY_DESCRIPTION_MAX_LENGTH, "0") } });
    const last = ids.at(-1)!;
    await ann.queue.mutate(api.queue.editStory, roomId, { storyId: last, story: { title: "Shrunk", description: "small" } });
    const titleOnly = (await ann.queue.queue(roomId))!.find((s) => s.title === "Title only")!._id;
    expect(
      await ann.queue.refusal(api.queue.editStory, { roomId, sessionId: ann.rooms.sessionId, storyId: titleOnly, story: { title: "Title only", description: text(STORY_DESCRIPTION_MAX_LENGTH) } }),
    ).toBe(sentence);
    expect((await ann.queue.queue(roomId))!.find((s) => s._id === titleOnly)).toMatchObject({ title: "Title only", descriptionExcerpt: null });
  });
});

describe("links", () => {
  it("refuses a link with a user name or password, adding or editing, with the sentence, and changes nothing", async () => {
    const { roomId, people } = await room("Ann Links");
    const [ann] = people as [Person];
    const sentence = "The link must not contain a user name or password";
    const { storyId } = await ann.queue.mutate(api.queue.addStory, roomId, { story: { title: "Plain", link: "https://example.com/a" } });
    expect(await ann.queue.refusal(api.queue.addStory, { roomId, sessionId: ann.rooms.sessionId, story: { title: "Bad", link: "https://user:pass@evil.example/" } })).toBe(sentence);
    expect(await ann.queue.refusal(api.queue.editStory, { roomId, sessionId: ann.rooms.sessionId, storyId, story: { title: "Plain", link: "https://user:pass@evil.example/" } })).toBe(sentence);
    expect(await ann.queue.queue(roomId)).toMatchObject([{ title: "Plain", link: "https://example.com/a" }]);
  });
});

/** The server's heap and buffers after a full collection: what it still holds, not what it passed through. */
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
function memoryHeld(): number {
  gc();
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

const MB = 1024 * 1024;

/** A room whose queue holds 500 stories of 20,000 characters, and a member to ask for it. */
async function bigRoom(...names: [string, string]): Promise<{ roomId: string; bob: Person }> {
  const { roomId, people } = await room(...names);
  const [, bob] = people as [Person, Person];
  // Written straight to the table, as a room filled before the total cap would hold them.
  const db = server.app.services.database.db;
  const rows = Array.from({ length: QUEUE_MAX_STORIES }, (_, i) => ({
    id: randomUUID(),
    room_id: roomId,
    position: (i + 1) * 1024,
    title: `Story ${i}`,
    description: text(STORY_DESCRIPTION_MAX_LENGTH, `s${i}-`),
    link: null,
    ticket_key: null,
    ticket_priority: null,
    ticket_story_points: null,
    ticket_description_html: null,
    status: "pending" as const,
    agreed_value: null,
    agreed_at: null,
    created_at: Date.now(),
  }));
  for (let i = 0; i < rows.length; i += 50) await db.insertInto("story_queue").values(rows.slice(i, i + 50)).execute();
  return { roomId, bob };
}

describe("memory under one message", () => {
  it(`500 stories of 20,000 characters asked for ${MAX_SUBSCRIPTIONS_PER_SOCKET} times in one message, by a client that reads nothing, hold under 16 MB`, async () => {
    const { roomId, bob } = await bigRoom("Ann Bomb", "Bob Bomb");
    expect((await bob.queue.queue(roomId))!).toHaveLength(QUEUE_MAX_STORIES);

    const socket = await connectAs(server.wsUrl, bob.rooms.user!.token);
    sockets.push(socket);
    await socket.next((m) => m.type === "Transition");
    const before = memoryHeld();
    socket.socket.pause();
    // The same query 256 times (the extra argument is dropped when parsed), in one 20 KB message.
    const add = Array.from({ length: MAX_SUBSCRIPTIONS_PER_SOCKET }, (_, i) => ({ queryId: i + 1, path: api.queue.getQueue.path, args: { roomId, attempt: i } }));
    socket.send({ type: "ModifyQuerySet", add, remove: [] });
    // Handled after the subscriptions, in order: once it shows, their answers are written.
    socket.send({ type: "Mutation", requestId: 1, path: testApi.counter.increment.path, args: { name: "bomb-probe" } });
    await expect.poll(() => as(server, null).call(testApi.counter.get, { name: "bomb-probe" }), { timeout: 60_000 }).toBe(1);
    const held = memoryHeld() - before;

    expect(held).toBeLessThan(16 * MB);
    socket.socket.resume();
    const answered = await socket.next<TransitionMessage>((m) => m.type === "Transition" && m.modifications.length > 1, 30_000);
    expect(answered.modifications).toHaveLength(MAX_SUBSCRIPTIONS_PER_SOCKET);
    const [kept, ...refused] = [...answered.modifications].sort((a, b) => a.queryId - b.queryId);
    expect(kept).toMatchObject({ type: "QueryUpdated", queryId: 1 });
    // The match above makes it the whole value.
    const value = (kept as Extract<typeof kept, { type: "QueryUpdated" }>).value;
    expect(value).toHaveLength(QUEUE_MAX_STORIES);
    expect(JSON.stringify(value).length).toBeLessThan(QUEUE_MAX_STORIES * (QUEUE_DESCRIPTION_EXCERPT_LENGTH + 400));
    for (const refusal of refused) expect(refusal).toMatchObject({ type: "QueryFailed", errorMessage: MESSAGES.limits.duplicateQuery });
    expect(socket.closed).toBeNull();
  });

  it(`the same, as a burst from ${MAX_SOCKETS_PER_ACCOUNT} sockets of one account (${MAX_SUBSCRIPTIONS_PER_SOCKET} attempts each, four to a message), hold under 32 MB`, async () => {
    const { roomId, bob } = await bigRoom("Ann Burst", "Bob Burst");
    const burst = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_ACCOUNT }, () => connectAs(server.wsUrl, bob.rooms.user!.token)));
    sockets.push(...burst);
    await Promise.all(burst.map((socket) => socket.next((m) => m.type === "Transition")));
    const before = memoryHeld();
    for (const socket of burst) {
      socket.socket.pause();
      for (let first = 0; first < MAX_SUBSCRIPTIONS_PER_SOCKET; first += 4) {
        const add = [0, 1, 2, 3].map((i) => ({ queryId: first + i + 1, path: api.queue.getQueue.path, args: { roomId, attempt: first + i } }));
        socket.send({ type: "ModifyQuerySet", add, remove: [] });
      }
      socket.send({ type: "Mutation", requestId: 1, path: testApi.counter.increment.path, args: { name: "burst-probe" } });
    }
    await expect.poll(() => as(server, null).call(testApi.counter.get, { name: "burst-probe" }), { timeout: 60_000 }).toBe(MAX_SOCKETS_PER_ACCOUNT);
    const held = memoryHeld() - before;

    expect(held).toBeLessThan(32 * MB);
    for (const socket of burst) socket.socket.resume();
    for (const socket of burst) {
      await expect.poll(() => answersOf(socket).size, { timeout: 30_000 }).toBe(MAX_SUBSCRIPTIONS_PER_SOCKET);
      const failed = [...answersOf(socket).values()].filter((m) => m.type === "QueryFailed");
      expect(failed).toHaveLength(MAX_SUBSCRIPTIONS_PER_SOCKET - 1);
      expect(socket.closed).toBeNull();
    }
  });
});

/** Every answer a socket got (value or failure), by query id. */
function answersOf(client: RawSyncClient): Map<number, { type: string }> {
  const byId = new Map<number, { type: string }>();
  for (const message of client.messages) if (message.type === "Transition") for (const m of message.modifications) byId.set(m.queryId, m);
  return byId;
}

