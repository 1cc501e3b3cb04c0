// The shared round timer against a real server (issue 15): its deadline is in server time and the
// same for everyone (on PostgreSQL, also for a viewer on another instance); pause, resume, extend
// and stop; who may run it; bad lengths refused; at zero it reveals when started to.
import { afterAll, describe, expect, it } from "vitest";
import { connectAs, subscribe, waitForValue } from "../../../../tests/support/liveQuery";
import type { RawSyncClient } from "../../../../tests/support/rawSyncClient";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import { startTestServer, testEngine, type TestServer } from "../../../../tests/support/testServer";
import { signUpUser } from "../../../../tests/support/users";
import { VotingApi } from "../../../../tests/support/votingApi";
import { MESSAGES } from "../../../shared/messages";
import { api } from "../../../../tests/support/typedCalls";
import type { ResultOf } from "../../../shared/functionReference";

const servers: TestServer[] = [];
const sockets: RawSyncClient[] = [];
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  for (const server of servers.slice(1).reverse()) await server.app.close();
  await servers[0]?.close();
});

async function firstServer(): Promise<TestServer> {
  if (!servers[0]) servers.push(await startTestServer());
  return servers[0]!;
}

type Timer = ResultOf<typeof api.voting.startTimer>;

/** A timer answer in the state the test expects it; another state fails the test here. */
function timerIn<S extends Timer["status"]>(status: S, timer: Timer | null): Extract<Timer, { status: S }> {
  expect(timer?.status).toBe(status);
  return timer as Extract<Timer, { status: S }>;
}

async function timerRoom(server: TestServer) {
  const ann = new RoomsApi(server, await signUpUser(server, "Ann Timer"));
  const bobUser = await signUpUser(server, "Bob Timer");
  const bob = new RoomsApi(server, bobUser);
  const { code, roomId, participantId } = await ann.createAndEnter();
  const bobIn = await bob.joinRoom(code);
  return { ann, bob, bobUser, roomId, annId: participantId, bobId: bobIn.participantId, annVoting: new VotingApi(server, ann), bobVoting: new VotingApi(server, bob) };
}

describe("the round timer", () => {
  it("starts with a deadline in server time that everyone sees alike; pauses, resumes, extends and stops", async () => {
    const server = await firstServer();
    const { ann, bob, bobUser, roomId, annVoting } = await timerRoom(server);
    const bobSocket = await connectAs(server.wsUrl, bobUser.token);
    sockets.push(bobSocket);
    subscribe(bobSocket, 1, api.rooms.getRoomData, { roomId });

    const before = Date.now();
    const started = timerIn("running", await annVoting.call(api.voting.startTimer, { roomId, sessionId: ann.sessionId, durationMs: 120_000 }));
    expect(started).toMatchObject({ status: "running", durationMs: 120_000, revealsAtZero: false });
    // Server and test share a clock here: the deadline is two minutes from the start.
    expect(started.endsAt).toBeGreaterThanOrEqual(before + 120_000);
    expect(started.endsAt).toBeLessThanOrEqual(Date.now() + 120_000);
    await waitForValue(bobSocket, 1, api.rooms.getRoomData, (d) => d !== null && d.room.timer?.status === "running" && d.room.timer.endsAt === started.endsAt);
    expect((await bob.getRoomData(roomId))!.room.timer).toEqual(started);

    const paused = timerIn("paused", await annVoting.call(api.voting.pauseTimer, { roomId, sessionId: ann.sessionId }));
    expect(paused).toMatchObject({ status: "paused", durationMs: 120_000 });
    expect(paused.remainingMs).toBeLessThanOrEqual(120_000);
    await waitForValue(bobSocket, 1, api.rooms.getRoomData, (d) => d !== null && d.room.timer?.status === "paused" && d.room.timer.remainingMs === paused.remainingMs);

    const extended = timerIn("paused", await annVoting.call(api.voting.extendTimer, { roomId, sessionId: ann.sessionId, byMs: 60_000 }));
    expect(extended).toEqual({ status: "paused", durationMs: 180_000, remainingMs: paused.remainingMs + 60_000, revealsAtZero: false });
    const resumed = timerIn("running", await annVoting.call(api.voting.resumeTimer, { roomId, sessionId: ann.sessionId }));
    expect(resumed.status).toBe("running");
    // Resumed from where it was paused: what is left is the paused time plus the extension.
    expect(resumed.endsAt - Date.now()).toBeLessThanOrEqual(extended.remainingMs);
    expect(resumed.durationMs).toBe(180_000);

    expect(await annVoting.call(api.voting.stopTimer, { roomId, sessionId: ann.sessionId })).toBeNull();
    await waitForValue(bobSocket, 1, api.rooms.getRoomData, (d) => d !== null && d.room.timer === null);
    expect(await annVoting.refusal(api.voting.pauseTimer, { roomId, sessionId: ann.sessionId })).toBe(MESSAGES.timer.noTimer);
  });

  it("is for whoever may reveal, and refuses lengths and extensions off the rules", async () => {
    const server = await firstServer();
    const { ann, bob, roomId, annVoting, bobVoting } = await timerRoom(server);
    expect(await bobVoting.refusal(api.voting.startTimer, { roomId, sessionId: bob.sessionId, durationMs: 60_000 })).toBe(MESSAGES.rooms.onlyManagers);
    expect(await annVoting.refusal(api.voting.startTimer, { roomId, sessionId: ann.sessionId, durationMs: 1_000 })).toBe(MESSAGES.timer.durationTooShort);
    // As the README says: at least 30 seconds (issue 30).
    expect(await annVoting.refusal(api.voting.startTimer, { roomId, sessionId: ann.sessionId, durationMs: 29_000 })).toBe("The timer must run for at least 30 seconds");
    expect(await annVoting.refusal(api.voting.startTimer, { roomId, sessionId: ann.sessionId, durationMs: 7_200_000 })).toBe(MESSAGES.timer.durationTooLong);
    expect(await annVoting.refusal(api.voting.startTimer, { roomId, sessionId: ann.sessionId, durationMs: 30_500 })).toBe(MESSAGES.timer.durationInvalid);
    expect((await ann.getRoomData(roomId))!.room.timer).toBeNull();

    await annVoting.call(api.voting.startTimer, { roomId, sessionId: ann.sessionId, durationMs: 30_000 });
    expect(await annVoting.refusal(api.voting.extendTimer, { roomId, sessionId: ann.sessionId, byMs: 3_600_000 })).toBe(MESSAGES.timer.extendInvalid);
    expect(await bobVoting.refusal(api.voting.stopTimer, { roomId, sessionId: bob.sessionId })).toBe(MESSAGES.rooms.onlyManagers);

    // With everyone facilitating, Bob runs the timer too; a new round clears it.
    await ann.call(api.rooms.updateRoomSettings, { roomId, sessionId: ann.sessionId, everyoneFacilitates: true });
    await bobVoting.call(api.voting.startTimer, { roomId, sessionId: bob.sessionId, durationMs: 60_000 });
    await bobVoting.reset(roomId);
    expect((await ann.getRoomData(roomId))!.room.timer).toBeNull();
  });

  it("reveals at zero when started to, with nobody watching", async () => {
    const server = await firstServer();
    const { ann, roomId, annId, bobId, annVoting, bobVoting } = await timerRoom(server);
    await annVoting.vote(roomId, annId, "3");
    await bobVoting.vote(roomId, bobId, "8");
    await annVoting.call(api.voting.startTimer, { roomId, sessionId: ann.sessionId, durationMs: 30_000, revealAtZero: true });
    expect((await ann.getRoomData(roomId))!.room.isVotingRevealed).toBe(false);
    await expect.poll(async () => (await ann.getRoomData(roomId))!.room.isVotingRevealed, { timeout: 45_000 }).toBe(true);
    // The timer stays, showing that time is up; it reveals nothing more.
    expect((await ann.getRoomData(roomId))!.room.timer).toMatchObject({ status: "running", revealsAtZero: false });
  }, 60_000);

  it.runIf(testEngine() === "postgres")("shows a timer started on one instance with the same deadline on the other", async () => {
    const first = await firstServer();
    const second = await startTestServer({ database: first.database });
    servers.push(second);
    const { ann, bobUser, roomId, annVoting } = await timerRoom(first);
    const bobElsewhere = await connectAs(second.wsUrl, bobUser.token);
    sockets.push(bobElsewhere);
    subscribe(bobElsewhere, 1, api.rooms.getRoomData, { roomId });
    await waitForValue(bobElsewhere, 1, api.rooms.getRoomData, (d) => d !== null);
    const started = timerIn("running", await annVoting.call(api.voting.startTimer, { roomId, sessionId: ann.sessionId, durationMs: 300_000 }));
    await waitForValue(bobElsewhere, 1, api.rooms.getRoomData, (d) => d !== null && d.room.timer?.status === "running" && d.room.timer.endsAt === started.endsAt);
  });
});
