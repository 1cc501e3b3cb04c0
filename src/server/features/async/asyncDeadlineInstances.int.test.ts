// An async deadline across instances (issue 33), on PostgreSQL where instances share a database:
// sweeps on two instances at once reveal the batch once, and a deadline set through an instance
// that is killed right after is revealed by the other one within a few seconds of it.
import { afterAll, describe, expect, it } from "vitest";
import { connectAs, subscribe, waitForValue } from "../../../../tests/support/liveQuery";
import { QueueApi } from "../../../../tests/support/queueApi";
import type { RawSyncClient } from "../../../../tests/support/rawSyncClient";
import { roomOfPeople, type RoomMember } from "../../../../tests/support/roomOfPeople";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import { freePort, killServerProcesses, serverProcessEnv, serverRunning, spawnServerMain } from "../../../../tests/support/serverProcess";
import { startTestServer, testEngine, type TestServer } from "../../../../tests/support/testServer";
import { api } from "../../../../tests/support/typedCalls";
import { revealDueBatchesOnce } from "./deadlines";

const servers: TestServer[] = [];
const sockets: RawSyncClient[] = [];
afterAll(async () => {
  killServerProcesses();
  await Promise.all(sockets.map((s) => s.close()));
  // The first created the database: it closes last and drops it.
  for (const server of servers.reverse()) await server.close();
});

async function roomWithBatch(server: TestServer, names: string[], deadline: number, through: TestServer = server) {
  const { roomId, people } = await roomOfPeople(server, names);
  const [ann, bob] = people as [RoomMember, RoomMember];
  const owner = new QueueApi(through, new RoomsApi(through, ann.user));
  const { storyIds } = await new QueueApi(server, ann.rooms).paste(roomId, "Search\nFilters");
  // The owner's RoomsApi in `through` has a session id of its own: functions only record it.
  await owner.call(api.async.openBatch, { roomId, sessionId: ann.rooms.sessionId, stories: "allPending", deadline, asksReason: false });
  const vote = (who: RoomMember, storyId: string, value: string) => new QueueApi(server, who.rooms).mutate(api.async.submitVote, roomId, { storyId, value });
  await vote(ann, storyIds[0]!, "3");
  await vote(bob, storyIds[0]!, "3");
  return { roomId, storyIds, bob };
}

describe.runIf(testEngine() === "postgres")("an async deadline on two instances", () => {
  it("is revealed once when both instances sweep at the same time", async () => {
    const first = await startTestServer();
    servers.push(first);
    const second = await startTestServer({ database: first.database });
    servers.push(second);
    const deadline = Date.now() + 3_600_000;
    const { roomId, bob } = await roomWithBatch(first, ["Ann Twice", "Bob Twice", "Cy Twice"], deadline);
    // Both instances' sweeps as if their clocks had passed the deadline, side by side, twice over.
    const counts = await Promise.all([first, second, first, second].map((s) => revealDueBatchesOnce(s.app.services, deadline + 1)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    const { batch } = (await new QueueApi(second, bob.rooms).call(api.async.getBatch, { roomId }))!;
    expect(batch!.stories.map((s) => [s.outcome, s.agreedValue])).toEqual([
      ["agreed", "3"],
      ["discuss", null],
    ]);
    expect((await new QueueApi(first, bob.rooms).queue(roomId))!.map((s) => [s.title, s.status, s.agreedValue])).toEqual([
      ["Filters", "pending", null],
      ["Search", "estimated", "3"],
    ]);
  }, 60_000);

  it("set through an instance that is killed, fires on the other within 5 s of the deadline", async () => {
    const survivor = await startTestServer();
    servers.push(survivor);
    const doomed = spawnServerMain(serverProcessEnv(await freePort(), survivor.database));
    await serverRunning(doomed);
    const deadline = Date.now() + 3_000;
    const { roomId, bob } = await roomWithBatch(survivor, ["Ann Killed", "Bob Killed", "Cy Killed"], deadline, { url: doomed.url } as TestServer);
    doomed.child.kill("SIGKILL");
    await doomed.exited;
    const socket = await connectAs(survivor.wsUrl, bob.user.token);
    sockets.push(socket);
    subscribe(socket, 1, api.async.getBatch, { roomId });
    const revealed = await waitForValue(socket, 1, api.async.getBatch, (d) => d?.batch?.revealedAt != null, Math.max(0, deadline - Date.now()) + 5_000);
    expect(revealed!.batch!.stories.map((s) => s.outcome)).toEqual(["agreed", "discuss"]);
  }, 90_000);
});
