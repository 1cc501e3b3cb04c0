// Issue 33, Deliver 3: a story agreed by an async reveal is written back to the room's tracker by
// the server (no tab open), with the connection of the manager who opened the batch, exactly once:
// read back from the fake GitHub, with two instances and with the instance that claimed the write
// killed before it wrote. Nothing is written when the room's option is off or the story is to
// discuss; a refusal is shown to the room and not tried again; a 503 is tried again after a wait.
// No token in a frame, an answer or a log line.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeGitHub, type FakeGitHub } from "../../../plugins/github/test/fakeGitHub";
import { GOOD_TOKEN } from "../../../plugins/github/test/fakeGitHubData";
import { QueueApi } from "../../../../tests/support/queueApi";
import { RawSyncClient } from "../../../../tests/support/rawSyncClient";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import { startTestServer, testEngine, type TestServer } from "../../../../tests/support/testServer";
import { api } from "../../../../tests/support/typedCalls";
import { signUpUser } from "../../../../tests/support/users";
import { MESSAGES } from "../../../shared/messages";
import { asyncNotWritten } from "../../../shared/messages/trackers";
import { AGREED_WRITE_CLAIM_MS, claimAgreedWriteFn, writeDueEstimatesOnce } from "./agreedWrites";

const ROADMAP = "PVT_kwDOroadmap1";
const FIELD = "PVTF_estimate";
const log: string[] = [];
const servers: TestServer[] = [];
let server: TestServer;
let github: FakeGitHub;

beforeAll(async () => {
  github = await startFakeGitHub();
  server = await startTestServer({ env: env(), logDestination: { write: (line) => void log.push(line) } });
  servers.push(server);
});
afterAll(async () => {
  // The first server created the database: it closes last and drops it.
  for (const s of servers.reverse()) await s.close();
  await github?.close();
});

function env() {
  return { GITHUB_API_URL: github.url, TRACKER_HOSTS: `127.0.0.1:${github.port}`, LOG_LEVEL: "debug" };
}

/** Estimate writes GitHub received so far (the project field's mutation). */
const writesSoFar = () => github.received.filter((r) => r.body.includes("updateProjectV2ItemFieldValue")).length;

/**
 * A room whose owner (Ann, with her GitHub connection) chose the roadmap project as its source and
 * imported its items; Bob is a member without any connection. `via` serves the calls.
 */
async function roomWithSource(via: TestServer = server) {
  const owner = new RoomsApi(via, await signUpUser(via, "Ann Async"));
  const member = new RoomsApi(via, await signUpUser(via, "Bob Async"));
  const { code, roomId } = await owner.createAndEnter({ isPermanent: true });
  await member.joinRoom(code);
  const connection = await owner.call(api.connections.connect, { tracker: "github", token: GOOD_TOKEN });
  await owner.call(api.trackers.setSource, { roomId, sessionId: owner.sessionId, connectionId: connection._id, source: { kind: "project", owner: "octo-org", ownerType: "organization", number: 1 } });
  await owner.call(api.trackers.importStories, { roomId, sessionId: owner.sessionId, route: { route: "project" } });
  const stories = (await new QueueApi(via, owner).queue(roomId)) ?? [];
  const storyOf = (key: string) => stories.find((s) => s.ticketKey === key)!._id;
  /** Ann opens a batch of the story; both vote: the story reveals at the second vote, agreed or to discuss. */
  const estimateAsync = async (key: string, votes: [ann: string, bob: string]) => {
    const storyId = storyOf(key);
    await new QueueApi(via, owner).mutate(api.async.openBatch, roomId, { stories: [storyId], deadline: Date.now() + 3_600_000, asksReason: false });
    await new QueueApi(via, owner).mutate(api.async.submitVote, roomId, { storyId, value: votes[0] });
    await new QueueApi(via, member).mutate(api.async.submitVote, roomId, { storyId, value: votes[1] });
    return storyId;
  };
  const writes = async () => (await member.getRoomData(roomId))!.room.trackerWrites;
  return { owner, member, roomId, storyOf, estimateAsync, writes };
}

/** Runs the write job's look (as if at `asOf()`) until `done` holds of the room's writes: the app's own job may get there first. */
async function settle(room: Awaited<ReturnType<typeof roomWithSource>>, done: (writes: Awaited<ReturnType<typeof room.writes>>) => boolean, asOf = () => Date.now(), via = server) {
  await vi.waitFor(
    async () => {
      await writeDueEstimatesOnce(via.app.services, asOf());
      expect(done(await room.writes())).toBe(true);
    },
    { timeout: 20_000, interval: 50 },
  );
  return room.writes();
}

describe("an estimate agreed async", () => {
  it("is written to the ticket once, by the app's own look right after the reveal, and the room shows it", async () => {
    const room = await roomWithSource();
    const before = writesSoFar();
    const storyId = await room.estimateAsync("octo-org/app#1", ["8", "8"]);
    // The app looks right after the reveal (its sweep would within seconds): no look run by the test.
    await vi.waitFor(async () => expect((await room.writes()).map((w) => w.state)).toEqual(["written"]), { timeout: 20_000, interval: 50 });
    expect(await room.writes()).toEqual([{ storyId, key: "octo-org/app#1", trackerLabel: "GitHub", state: "written", value: "8", error: null }]);
    expect(github.projectValue(ROADMAP, "octo-org/app#1", FIELD)).toBe(8);
    expect(writesSoFar() - before).toBe(1);
    // Looks long after write nothing again.
    expect(await writeDueEstimatesOnce(server.app.services, Date.now() + 86_400_000)).toBe(0);
    expect(writesSoFar() - before).toBe(1);
  });

  it("is not written when the room's write-back is off, nor is a story left to discuss", async () => {
    const room = await roomWithSource();
    expect((await room.member.getRoomData(room.roomId))!.room.trackerSource?.writeBack).toBe(true);
    await room.owner.call(api.trackers.setWriteBack, { roomId: room.roomId, sessionId: room.owner.sessionId, writeBack: false });
    expect((await room.member.getRoomData(room.roomId))!.room.trackerSource?.writeBack).toBe(false);
    const before = writesSoFar();
    const off = await room.estimateAsync("octo-org/app#5", ["5", "5"]);
    expect((await room.owner.call(api.async.getBatch, { roomId: room.roomId }))!.batch!.stories.find((s) => s.storyId === off)?.outcome).toBe("agreed");

    await room.owner.call(api.trackers.setWriteBack, { roomId: room.roomId, sessionId: room.owner.sessionId, writeBack: true });
    const discuss = await room.estimateAsync("octo-org/app#7", ["1", "13"]);
    expect((await room.owner.call(api.async.getBatch, { roomId: room.roomId }))!.batch!.stories.find((s) => s.storyId === discuss)?.outcome).toBe("discuss");
    expect(await writeDueEstimatesOnce(server.app.services, Date.now() + 86_400_000)).toBe(0);
    expect(await room.writes()).toEqual([]);
    expect(writesSoFar() - before).toBe(0);
  });

  it("refused by the tracker, says why in the room and is not tried again", async () => {
    const room = await roomWithSource();
    const before = writesSoFar();
    github.failNextWith({ status: 401, body: JSON.stringify({ message: "Bad credentials", documentation_url: "https://docs.github.com/rest", status: "401" }) });
    const storyId = await room.estimateAsync("octo-org/app#2", ["5", "5"]);
    const [failed] = await settle(room, (writes) => writes[0]?.state === "failed");
    expect(failed).toMatchObject({ storyId, key: "octo-org/app#2", state: "failed", error: expect.stringMatching(/^GitHub did not accept the token \(401 Bad credentials\)/) });
    // Looks a day later: nothing is tried again, the ticket keeps its value, the estimate stays recorded.
    expect(await writeDueEstimatesOnce(server.app.services, Date.now() + 86_400_000)).toBe(0);
    expect(writesSoFar() - before).toBe(0);
    expect(github.projectValue(ROADMAP, "octo-org/app#2", FIELD)).toBe(3);
    expect(((await new QueueApi(server, room.owner).queue(room.roomId)) ?? []).find((s) => s._id === storyId)?.agreedValue).toBe("5");
    expect(asyncNotWritten("GitHub", "octo-org/app#2")).toBe("Not written to GitHub (octo-org/app#2):");
    expect(log.join("")).toContain("asyncWriteEstimate");
    expect(log.join("")).not.toContain(GOOD_TOKEN);
  });

  it("for an admin who is one no longer when it reveals, is not written, and the room says why", async () => {
    const room = await roomWithSource();
    const data = (await room.owner.getRoomData(room.roomId))!;
    const bob = data.participants.find((p) => p.name === "Bob Async")!;
    const toggleBob = () => room.owner.call(api.rooms.toggleAdminStatus, { roomId: room.roomId, sessionId: room.owner.sessionId, participantId: bob._id });
    await toggleBob();
    const storyId = room.storyOf("octo-org/app#5");
    await new QueueApi(server, room.member).mutate(api.async.openBatch, room.roomId, { stories: [storyId], deadline: Date.now() + 3_600_000, asksReason: false });
    await toggleBob();
    const before = writesSoFar();
    await new QueueApi(server, room.owner).mutate(api.async.submitVote, room.roomId, { storyId, value: "8" });
    await new QueueApi(server, room.member).mutate(api.async.submitVote, room.roomId, { storyId, value: "8" });
    const [failed] = await settle(room, (writes) => writes[0]?.state === "failed");
    expect(failed).toMatchObject({ storyId, error: MESSAGES.trackers.openerNotManager });
    expect(writesSoFar() - before).toBe(0);
  });

  it("met by a 503, is tried again after a wait and written once", async () => {
    const room = await roomWithSource();
    const socket = await RawSyncClient.connect(server.wsUrl, { token: room.owner.user!.token });
    try {
      socket.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "rooms.getRoomData", args: { roomId: room.roomId } }], remove: [] });
      const before = writesSoFar();
      github.failNextWith({ status: 503, body: "" });
      await room.estimateAsync("octo-org/app#7", ["2", "2"]);
      // The first attempt met the 503: still pending, the next attempt not due yet.
      await settle(room, () => github.sent.some((r) => r.status === 503));
      expect((await room.writes()).map((w) => w.state)).toEqual(["pending"]);
      expect(await writeDueEstimatesOnce(server.app.services, Date.now() + 1_000)).toBe(0);
      // Past the wait, the next look writes it.
      const [written] = await settle(room, (writes) => writes[0]?.state === "written", () => Date.now() + 31_000);
      expect(written).toMatchObject({ key: "octo-org/app#7", state: "written", value: "2" });
      expect(github.projectValue(ROADMAP, "octo-org/app#7", FIELD)).toBe(2);
      expect(writesSoFar() - before).toBe(1);
      await socket.valueMatching<{ room: { trackerWrites: { state: string }[] } }>(1, (value) => value.room.trackerWrites[0]?.state === "written");
      expect(socket.frames.join("\n")).not.toContain(GOOD_TOKEN);
    } finally {
      await socket.close();
    }
  });
});

describe.runIf(testEngine() === "postgres")("an estimate agreed async, on two instances", () => {
  it("is written once when both instances look at the same time", async () => {
    const second = await startTestServer({ env: env(), database: server.database });
    servers.push(second);
    const room = await roomWithSource();
    const before = writesSoFar();
    await room.estimateAsync("octo-org/app#5", ["3", "3"]);
    // Both instances' looks side by side, twice over (the apps' own jobs may join them).
    await Promise.all([server, second, server, second].map((s) => writeDueEstimatesOnce(s.app.services)));
    await settle(room, (writes) => writes[0]?.state === "written", undefined, second);
    expect(writesSoFar() - before).toBe(1);
    expect(github.projectValue(ROADMAP, "octo-org/app#5", FIELD)).toBe(3);
    // Its job would take part in the next test's looks.
    servers.splice(servers.indexOf(second), 1);
    await second.close();
  }, 60_000);

  it("claimed by an instance that dies before writing, is written by another once the claim runs out", async () => {
    // From here on the looks are the test's own: no instance's job takes the write before the doomed one claims it.
    await server.app.services.jobs.stop();
    const doomed = await startTestServer({ env: env(), database: server.database });
    await doomed.app.services.jobs.stop();
    const room = await roomWithSource();
    const before = writesSoFar();
    const storyId = await room.estimateAsync("octo-org/app#1", ["13", "13"]);
    const [pending] = await server.app.services.database.db.selectFrom("tracker_agreed_writes").select("id").where("story_id", "=", storyId).execute();
    const claimedAt = Date.now();
    expect(await doomed.app.services.runtime.runInternal(claimAgreedWriteFn, { id: pending!.id, asOf: claimedAt, until: claimedAt + AGREED_WRITE_CLAIM_MS })).toMatchObject({ attempts: 1 });
    // It goes away holding the claim, before writing anything.
    await doomed.close();
    expect(await writeDueEstimatesOnce(server.app.services, claimedAt + 1_000)).toBe(0);
    expect(writesSoFar() - before).toBe(0);
    expect((await room.writes()).map((w) => w.state)).toEqual(["pending"]);
    // Once the claim ran out, the survivor writes it, once.
    expect(await writeDueEstimatesOnce(server.app.services, claimedAt + AGREED_WRITE_CLAIM_MS + 1_000)).toBe(1);
    expect(await writeDueEstimatesOnce(server.app.services, claimedAt + AGREED_WRITE_CLAIM_MS + 2_000)).toBe(0);
    expect(await room.writes()).toMatchObject([{ key: "octo-org/app#1", state: "written", value: "13" }]);
    expect(writesSoFar() - before).toBe(1);
    expect(github.projectValue(ROADMAP, "octo-org/app#1", FIELD)).toBe(13);
  }, 60_000);
});
