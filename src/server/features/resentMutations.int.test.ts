// Exactly once means the same answer (issue 37): a mutation re-sent after its first copy committed
// is answered with the recorded answer, never run again, even where running it again would now be
// refused because of its own effect; and two copies of one request racing on two instances of one
// PostgreSQL are answered alike and applied once.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as counter from "../../../tests/support/counterFunctions";
import { connectAs, subscribe, waitForValue } from "../../../tests/support/liveQuery";
import { QueueApi } from "../../../tests/support/queueApi";
import { RawSyncClient } from "../../../tests/support/rawSyncClient";
import { roomOfPeople, type RoomMember } from "../../../tests/support/roomOfPeople";
import { startTestServer, testEngine, type TestServer } from "../../../tests/support/testServer";
import { MESSAGES } from "../../shared/messages";
import type { MutationResponseMessage } from "../../shared/protocol";
import { api, testApi } from "../../../tests/support/typedCalls";
import type { ArgsOf, FunctionReference } from "../../shared/functionReference";

let server: TestServer;
const sockets: RawSyncClient[] = [];
beforeAll(async () => {
  server = await startTestServer({ extraFunctions: { counter }, presenceGraceMs: 200 });
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await server?.close();
});

const answerOf = (m: MutationResponseMessage) => (m.success ? { success: true, result: m.result } : { success: false, errorMessage: m.errorMessage });

/** One request as a tab sends it: request 1 of a fresh client id, signed in with the token. */
async function send<F extends FunctionReference<"mutation">>(target: TestServer, token: string | null, clientId: string, fn: F, args: ArgsOf<F>, firstSend = false) {
  const socket = await RawSyncClient.connect(target.wsUrl, { clientId, token });
  try {
    socket.send({ type: "Mutation", requestId: 1, path: fn.path, args: args as Record<string, unknown>, ...(firstSend ? { firstSend: true } : {}) });
    return answerOf(await socket.next<MutationResponseMessage>((m) => m.type === "MutationResponse" && m.requestId === 1, 15_000));
  } finally {
    await socket.close();
  }
}

/** Sends the mutation, then (after `between`) the same request again on a new socket, as after a reconnect. */
async function sentTwice<F extends FunctionReference<"mutation">>(token: string | null, fn: F, args: ArgsOf<F>, between: () => Promise<void> = async () => {}) {
  const clientId = `resend-${randomUUID()}`;
  const first = await send(server, token, clientId, fn, args);
  await between();
  const again = await send(server, token, clientId, fn, args);
  return { first, again };
}

/** A room with everyone in it watching it on a socket (present, so auto-reveal counts them). */
async function watchedRoom(names: string[], createArgs: Record<string, unknown> = {}) {
  const { roomId, people } = await roomOfPeople(server, names, createArgs);
  for (const person of people) {
    const socket = await connectAs(server.wsUrl, person.user.token);
    sockets.push(socket);
    subscribe(socket, 1, api.rooms.getRoomData, { roomId });
    await waitForValue(socket, 1, api.rooms.getRoomData, (d) => d !== null && d.participants.some((p) => p._id === person.participantId));
  }
  return { roomId, people: people as [RoomMember, RoomMember, ...RoomMember[]] };
}

describe(`a mutation re-sent after its first copy committed, on ${testEngine()}`, () => {
  it("voting.submitVote that completed an auto-reveal round gets its recorded answer, not 'Votes are already revealed'", async () => {
    const { roomId, people } = await watchedRoom(["Ann Resend", "Bob Resend"], { autoReveal: true });
    const [ann, bob] = people;
    await ann.voting.vote(roomId, ann.participantId, "3");
    const { first, again } = await sentTwice(bob.user.token, api.voting.submitVote, { roomId, participantId: bob.participantId, value: "5" }, async () => {
      await expect.poll(async () => (await ann.rooms.getRoomData(roomId))!.room.isVotingRevealed, { timeout: 15_000 }).toBe(true);
    });
    expect(first).toEqual({ success: true, result: { participantId: bob.participantId, value: "5" } });
    expect(again).toEqual(first);
    expect((await ann.rooms.getRoomData(roomId))!.votes).toHaveLength(2);
  }, 30_000);

  it("queue.nextStory gets its recorded answer, not 'Reveal the votes before recording'", async () => {
    const { roomId, people } = await roomOfPeople(server, ["Ann Next", "Bob Next"]);
    const [ann, bob] = people as [RoomMember, RoomMember];
    const queue = new QueueApi(server, ann.rooms);
    const { storyIds } = await queue.paste(roomId, "Login\nCheckout");
    await queue.mutate(api.queue.startStory, roomId, { storyId: storyIds[0]! });
    await ann.voting.vote(roomId, ann.participantId, "3");
    await bob.voting.vote(roomId, bob.participantId, "3");
    await ann.voting.reveal(roomId);
    const { first, again } = await sentTwice(ann.user.token, api.queue.nextStory, { roomId, sessionId: ann.rooms.sessionId, outcome: "record" });
    expect(first).toEqual({ success: true, result: { storyId: storyIds[1] } });
    expect(again).toEqual(first);
    const stories = await queue.queue(roomId);
    expect(stories!.map((s) => [s.title, s.status])).toEqual([
      ["Login", "estimated"],
      ["Checkout", "pending"],
    ]);
  });

  it("queue.removeStory gets its recorded answer", async () => {
    const { roomId, people } = await roomOfPeople(server, ["Ann Remove"]);
    const [ann] = people as [RoomMember];
    const queue = new QueueApi(server, ann.rooms);
    const { storyIds } = await queue.paste(roomId, "Login\nCheckout");
    const { first, again } = await sentTwice(ann.user.token, api.queue.removeStory, { roomId, sessionId: ann.rooms.sessionId, storyId: storyIds[0]! });
    expect(first.success).toBe(true);
    expect(again).toEqual(first);
    expect((await queue.queue(roomId))!.map((s) => s.title)).toEqual(["Checkout"]);
  });

  it("rooms.kickParticipant gets its recorded answer", async () => {
    const { roomId, people } = await roomOfPeople(server, ["Ann Kick", "Bob Kick", "Cy Kick"]);
    const [ann, bob] = people as [RoomMember, RoomMember];
    const { first, again } = await sentTwice(ann.user.token, api.rooms.kickParticipant, { roomId, participantId: bob.participantId, sessionId: ann.rooms.sessionId });
    expect(first).toEqual({ success: true, result: null });
    expect(again).toEqual(first);
    expect((await ann.rooms.getRoomData(roomId))!.participants.map((p) => p.name).sort()).toEqual(["Ann Kick", "Cy Kick"]);
  });

  it("rooms.transferOwnership gets its recorded answer", async () => {
    const { roomId, people } = await roomOfPeople(server, ["Ann Owner", "Bob Owner"]);
    const [ann, bob] = people as [RoomMember, RoomMember];
    const { first, again } = await sentTwice(ann.user.token, api.rooms.transferOwnership, { roomId, participantId: bob.participantId, sessionId: ann.rooms.sessionId });
    expect(first).toEqual({ success: true, result: null });
    expect(again).toEqual(first);
    const after = (await bob.rooms.getRoomData(roomId))!;
    expect(after.participants.filter((p) => p.role === "owner").map((p) => p._id)).toEqual([bob.participantId]);
  });

  it("rooms.deleteRoom gets its recorded answer", async () => {
    const { roomId, people } = await roomOfPeople(server, ["Ann Delete", "Bob Delete"], { isPermanent: true });
    const [ann] = people as [RoomMember];
    const { first, again } = await sentTwice(ann.user.token, api.rooms.deleteRoom, { roomId });
    expect(first).toEqual({ success: true, result: null });
    expect(again).toEqual(first);
    expect(await ann.rooms.getRoomData(roomId)).toBeNull();
  });

  it("any mutation: the handler is not run again (a copy of counter.takeOnce is not refused)", async () => {
    const name = `take-${randomUUID().slice(0, 8)}`;
    await server.app.services.runtime.runInternal(counter.setExactly, { name, value: 0 });
    const { first, again } = await sentTwice(null, testApi.counter.takeOnce, { name });
    expect(first).toMatchObject({ success: true });
    expect(again).toEqual(first);
  });
});

describe.runIf(testEngine() === "postgres")("two copies of one request racing on two instances of one PostgreSQL", () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await startTestServer({ database: server.database, extraFunctions: { counter } });
  });
  afterAll(() => second?.app.close());

  it("are answered alike and applied once", async () => {
    for (let round = 0; round < 3; round++) {
      const name = `race-${round}-${randomUUID().slice(0, 8)}`;
      await server.app.services.runtime.runInternal(counter.setExactly, { name, value: 0 });
      const clientId = `race-${randomUUID()}`;
      // The first copy holds its transaction open; the second arrives on the other instance meanwhile.
      const answers = await Promise.all([
        send(server, null, clientId, testApi.counter.takeOnce, { name, delayMs: 500 }),
        new Promise((resolve) => setTimeout(resolve, 100)).then(() => send(second, null, clientId, testApi.counter.takeOnce, { name, delayMs: 500 })),
      ]);
      expect(answers[0]).toMatchObject({ success: true });
      expect(answers[1]).toEqual(answers[0]);
      expect(await server.app.services.runtime.runInternal(counter.peek, { name })).toBe(1);
    }
  }, 30_000);

  it("are answered alike and applied once when the first was its first send, re-sent as the sync client does", async () => {
    for (let round = 0; round < 3; round++) {
      const name = `first-send-race-${round}-${randomUUID().slice(0, 8)}`;
      await server.app.services.runtime.runInternal(counter.setExactly, { name, value: 0 });
      const clientId = `race-${randomUUID()}`;
      /** As the sync client: a copy answered "unavailable" (here, a deadlock the database broke) goes again. */
      const resendUntilAnswered = async (target: TestServer, firstSend: boolean) => {
        for (let attempt = 0; ; attempt++) {
          const answer = await send(target, null, clientId, testApi.counter.takeOnce, { name, delayMs: 500 }, firstSend && attempt === 0);
          if (answer.success || answer.errorMessage !== MESSAGES.generic.unavailable || attempt === 5) return answer;
        }
      };
      const answers = await Promise.all([
        resendUntilAnswered(server, true),
        new Promise((resolve) => setTimeout(resolve, 100)).then(() => resendUntilAnswered(second, false)),
      ]);
      expect(answers[0]).toMatchObject({ success: true });
      expect(answers[1]).toEqual(answers[0]);
      expect(await server.app.services.runtime.runInternal(counter.peek, { name })).toBe(1);
    }
  }, 60_000);
});
