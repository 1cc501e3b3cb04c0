// Auto-reveal against a real server (issue 15): the countdown starts when the last present voter
// votes, the server reveals by itself with every socket closed, a manager's cancel and a new
// arrival stop it, a changed vote starts it again, and with two instances on one PostgreSQL the
// reveal happens exactly once.
import { afterAll, describe, expect, it } from "vitest";
import { connectAs, subscribe, waitForValue } from "../../../../tests/support/liveQuery";
import type { RawSyncClient } from "../../../../tests/support/rawSyncClient";
import { roomOfPeople, type RoomMember } from "../../../../tests/support/roomOfPeople";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import { startTestServer, testEngine, type TestServer } from "../../../../tests/support/testServer";
import { signUpUser } from "../../../../tests/support/users";
import { VotingApi } from "../../../../tests/support/votingApi";
import { AUTO_REVEAL_DELAY_MS } from "../../../shared/countdown";
import { MESSAGES } from "../../../shared/messages";
import { revealDueRoomsOnce } from "./autoReveal";
import { api } from "../../../../tests/support/typedCalls";

const servers: TestServer[] = [];
const sockets: RawSyncClient[] = [];
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  for (const server of servers.slice(1).reverse()) await server.app.close();
  await servers[0]?.close();
});

async function firstServer(): Promise<TestServer> {
  if (!servers[0]) servers.push(await startTestServer({ presenceGraceMs: 200 }));
  return servers[0]!;
}

interface Person extends RoomMember {
  socket: RawSyncClient;
}

/** A room with auto-reveal on, everyone in it with the room open on a socket. */
async function autoRevealRoom(server: TestServer, ...names: string[]): Promise<{ roomId: string; code: string; people: Person[] }> {
  const { roomId, code, people: members } = await roomOfPeople(server, names, { name: "Auto", autoReveal: true });
  const people: Person[] = [];
  for (const member of members) {
    const socket = await connectAs(server.wsUrl, member.user.token);
    sockets.push(socket);
    subscribe(socket, 1, api.rooms.getRoomData, { roomId });
    people.push({ ...member, socket });
  }
  await waitForValue(people[0]!.socket, 1, api.rooms.getRoomData, (d) => d?.participants.length === names.length && d.participants.every((p) => p.isOnline));
  return { roomId, code, people };
}

const tally = (server: TestServer) => server.app.services.runtime.app.voting.autoReveals.revealed;
const roomOf = async (p: Person, roomId: string) => (await p.rooms.getRoomData(roomId))!.room;

describe("auto-reveal", () => {
  it("counts down once the last present voter votes, and reveals with every socket closed", async () => {
    const server = await firstServer();
    const { roomId, people } = await autoRevealRoom(server, "Ann Auto", "Bob Auto", "Cy Auto");
    const [ann, bob, cy] = people as [Person, Person, Person];
    const before = tally(server);
    await ann.rooms.call(api.rooms.updateStory, { roomId, story: "Export the report", sessionId: ann.rooms.sessionId });
    await ann.voting.vote(roomId, ann.participantId, "3");
    await bob.voting.vote(roomId, bob.participantId, "5");
    expect((await roomOf(ann, roomId)).autoRevealAt).toBeNull();

    await cy.voting.vote(roomId, cy.participantId, "5");
    const counting = await roomOf(ann, roomId);
    expect(counting.isVotingRevealed).toBe(false);
    expect(counting.autoRevealAt).toBeGreaterThan(Date.now() - AUTO_REVEAL_DELAY_MS);
    // Everyone sees the same deadline, in server time.
    await waitForValue(bob.socket, 1, api.rooms.getRoomData, (d) => d !== null && d.room.autoRevealAt === counting.autoRevealAt);

    for (const p of people) await p.socket.close();
    expect(server.app.sessionCount()).toBe(0);
    await expect.poll(async () => (await roomOf(ann, roomId)).isVotingRevealed, { timeout: 10_000 }).toBe(true);
    const revealed = (await ann.rooms.getRoomData(roomId))!;
    expect(revealed.room.autoRevealAt).toBeNull();
    expect(revealed.votes.map((v) => v.value).sort()).toEqual(["3", "5", "5"]);
    expect(tally(server) - before).toBe(1);
    // As with a manager's reveal, the round is filed under the story it was revealed for.
    await ann.rooms.call(api.rooms.updateStory, { roomId, story: "Something else", sessionId: ann.rooms.sessionId });
    await ann.voting.reset(roomId);
    expect((await ann.voting.history(roomId))![0]).toMatchObject({ story: "Export the report" });
  });

  it("a manager's cancel stops the countdown until a vote changes; a changed vote restarts it", async () => {
    const server = await firstServer();
    const { roomId, people } = await autoRevealRoom(server, "Ann Hold", "Bob Hold");
    const [ann, bob] = people as [Person, Person];
    await ann.voting.vote(roomId, ann.participantId, "3");
    await bob.voting.vote(roomId, bob.participantId, "5");
    const first = (await roomOf(ann, roomId)).autoRevealAt;
    expect(first).not.toBeNull();

    // Bob may not cancel (members do not run the round); Ann may.
    expect(await bob.voting.refusal(api.voting.cancelAutoReveal, { roomId, sessionId: bob.rooms.sessionId })).toBe(MESSAGES.rooms.onlyManagers);
    expect(await ann.voting.call(api.voting.cancelAutoReveal, { roomId, sessionId: ann.rooms.sessionId })).toEqual({ cancelled: true });
    await waitForValue(bob.socket, 1, api.rooms.getRoomData, (d) => d !== null && d.room.autoRevealAt === null);
    // However late it gets, nothing is due now: the room stays hidden.
    expect(await revealDueRoomsOnce(server.app.services, Date.now() + 60_000)).not.toContain(roomId);
    expect((await roomOf(ann, roomId)).isVotingRevealed).toBe(false);
    expect(await ann.voting.call(api.voting.cancelAutoReveal, { roomId, sessionId: ann.rooms.sessionId })).toEqual({ cancelled: false });

    // Bob changes his card: the countdown starts again from that moment.
    await bob.voting.vote(roomId, bob.participantId, "8");
    const second = (await roomOf(ann, roomId)).autoRevealAt;
    expect(second).toBeGreaterThanOrEqual(first!);
    await expect.poll(async () => (await roomOf(ann, roomId)).isVotingRevealed, { timeout: 10_000 }).toBe(true);
  });

  it("stops when someone new arrives to vote, and starts when a silent participant closes the tab", async () => {
    const server = await firstServer();
    const { roomId, code, people } = await autoRevealRoom(server, "Ann Arrive", "Bob Arrive");
    const [ann, bob] = people as [Person, Person];
    // Dee is signed up and in the room beforehand, without the room open: away, not waited for.
    const dee = await signUpUser(server, "Dee Arrive");
    await new RoomsApi(server, dee).joinRoom(code);
    await ann.voting.vote(roomId, ann.participantId, "3");
    await bob.voting.vote(roomId, bob.participantId, "3");
    expect((await roomOf(ann, roomId)).autoRevealAt).not.toBeNull();

    const deeSocket = await connectAs(server.wsUrl, dee.token);
    sockets.push(deeSocket);
    subscribe(deeSocket, 1, api.rooms.getRoomData, { roomId });
    await waitForValue(ann.socket, 1, api.rooms.getRoomData, (d) => d !== null && d.room.autoRevealAt === null && d.voteProgress.expected === 3);
    expect(await revealDueRoomsOnce(server.app.services, Date.now() + 60_000)).not.toContain(roomId);

    // Dee leaves without voting: once the grace period is over, the countdown runs again.
    await deeSocket.close();
    await waitForValue(ann.socket, 1, api.rooms.getRoomData, (d) => d !== null && (d.room.autoRevealAt !== null || d.room.isVotingRevealed));
    await expect.poll(async () => (await roomOf(ann, roomId)).isVotingRevealed, { timeout: 10_000 }).toBe(true);
  });

  it("does nothing in a room without auto-reveal", async () => {
    const server = await firstServer();
    const ann = new RoomsApi(server, await signUpUser(server, "Ann Manual"));
    const { roomId, participantId } = await ann.createAndEnter();
    await new VotingApi(server, ann).vote(roomId, participantId, "5");
    expect((await ann.getRoomData(roomId))!.room.autoRevealAt).toBeNull();
    expect(await revealDueRoomsOnce(server.app.services, Date.now() + 60_000)).not.toContain(roomId);
    expect((await ann.getRoomData(roomId))!.room.isVotingRevealed).toBe(false);
  });

  it.runIf(testEngine() === "postgres")("reveals exactly once with two instances on one PostgreSQL", async () => {
    const first = await firstServer();
    const second = await startTestServer({ database: first.database, presenceGraceMs: 200 });
    servers.push(second);
    const { roomId, people } = await autoRevealRoom(first, "Ann Twice", "Bob Twice");
    const [ann, bob] = people as [Person, Person];
    const before = tally(first) + tally(second);
    // Bob votes through the other instance: both instances now know of the countdown.
    const bobThere = new VotingApi(second, new RoomsApi(second, bob.user));
    await ann.voting.vote(roomId, ann.participantId, "13");
    await bobThere.vote(roomId, bob.participantId, "13");
    const deadline = (await roomOf(ann, roomId)).autoRevealAt as number;
    expect(deadline).not.toBeNull();
    // At the deadline both instances look at once, racing the one that set the countdown: the
    // tallies below say how many reveals happened in all, whoever won.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())));
    await Promise.all([revealDueRoomsOnce(first.app.services), revealDueRoomsOnce(second.app.services), revealDueRoomsOnce(first.app.services)]);
    await expect.poll(async () => (await roomOf(ann, roomId)).isVotingRevealed, { timeout: 10_000 }).toBe(true);
    expect(tally(first) + tally(second) - before).toBe(1);
  });
});
