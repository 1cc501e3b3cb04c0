// Presence across instances: the rows of an instance that died expire through the heartbeat
// (its users are shown offline a few beats later, not after minutes), a draining instance's users
// keep the grace period while they reconnect elsewhere, and a wave of arrivals is one batch.
import { afterAll, describe, expect, it } from "vitest";
import { connectAs, latestValue, subscribe, valueHistory, waitForValue } from "../../../../tests/support/liveQuery";
import type { RawSyncClient } from "../../../../tests/support/rawSyncClient";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import { freePort, killServerProcesses, serverProcessEnv, serverRunning, spawnServerMain } from "../../../../tests/support/serverProcess";
import { startTestServer, testEngine, type TestServer, type TestServerOptions } from "../../../../tests/support/testServer";
import { signUpUser } from "../../../../tests/support/users";
import { roomPresenceKey } from "./data/presence";
import { participantsTopic } from "../topics";
import { api } from "../../../../tests/support/typedCalls";
import type { ResultOf } from "../../../shared/functionReference";

/** One-second beats: a row its instance stops confirming expires after three. */
const HEARTBEAT = { PRESENCE_HEARTBEAT_SECONDS: "1" };
const GRACE_MS = 1500;

/** Groups of servers on one database; each group's first server made it and drops it last. */
const groups: TestServer[][] = [];
const sockets: RawSyncClient[] = [];
afterAll(async () => {
  killServerProcesses();
  await Promise.all(sockets.map((s) => s.close()));
  for (const group of groups) {
    for (const server of group.slice(1).reverse()) await server.app.close();
    await group[0]?.close();
  }
});

/** Starts servers with short heartbeats, all on the database of the group's first. */
function serverGroup(): (options?: TestServerOptions) => Promise<TestServer> {
  const group: TestServer[] = [];
  groups.push(group);
  return async (options = {}) => {
    const started = await startTestServer({ presenceGraceMs: GRACE_MS, ...options, env: { ...HEARTBEAT, ...options.env }, ...(group[0] ? { database: group[0].database } : {}) });
    group.push(started);
    return started;
  };
}

async function watch(wsUrl: string, token: string, roomId: string): Promise<RawSyncClient> {
  const socket = await connectAs(wsUrl, token);
  sockets.push(socket);
  subscribe(socket, 1, api.rooms.getRoomData, { roomId });
  return socket;
}

const isOnline = (data: ResultOf<typeof api.rooms.getRoomData>, name: string): boolean | undefined => data?.participants.find((p) => p.name === name)?.isOnline;

describe("presence across instances", () => {
  it("shows the users of an instance killed with -9 offline once its rows miss three heartbeats", async () => {
    const server = serverGroup();
    const first = await server();
    const annUser = await signUpUser(first, "Ann Survivor");
    const bobUser = await signUpUser(first, "Bob Crashed");
    const ann = new RoomsApi(first, annUser);
    const { code, roomId } = await ann.createAndEnter();
    await new RoomsApi(first, bobUser).joinRoom(code);
    // SQLite allows one server at a time: Bob's instance is the only one until it dies.
    const bothAlive = testEngine() === "postgres";
    if (!bothAlive) await first.app.close();

    const doomed = spawnServerMain(serverProcessEnv(await freePort(), first.database, HEARTBEAT));
    await serverRunning(doomed);
    const bob = await watch(doomed.wsUrl, bobUser.token, roomId);
    await waitForValue(bob, 1, api.rooms.getRoomData, (d) => isOnline(d, "Bob Crashed") === true);
    let annSocket = bothAlive ? await watch(first.wsUrl, annUser.token, roomId) : null;
    if (annSocket) await waitForValue(annSocket, 1, api.rooms.getRoomData, (d) => isOnline(d, "Bob Crashed") === true);

    doomed.child.kill("SIGKILL");
    await doomed.exited;
    annSocket ??= await watch((await server()).wsUrl, annUser.token, roomId);
    await waitForValue(annSocket, 1, api.rooms.getRoomData, (d) => isOnline(d, "Bob Crashed") === false && isOnline(d, "Ann Survivor") === true, 20_000);
  }, 90_000);

  it("coalesces three hundred arrivals into one presence transaction, announced once", async () => {
    const host = await serverGroup()();
    const owner = new RoomsApi(host, await signUpUser(host, "Olga Host"));
    const { roomId } = await owner.createAndEnter();
    const announced: (readonly string[])[] = [];
    const stop = host.app.services.bus.subscribe((topics) => announced.push(topics));
    try {
      // What three hundred sockets subscribing to the room in the same moment ask of presence.
      for (let i = 0; i < 300; i++) host.app.services.runtime.presence.hold(roomPresenceKey(roomId, `member-${i}`));
      const db = host.app.services.database.db;
      const deadline = Date.now() + 20_000;
      let rows = 0;
      while (Date.now() < deadline) {
        ({ n: rows } = await db.selectFrom("room_presence").select((eb) => eb.fn.countAll<number>().as("n")).where("room_id", "=", roomId).executeTakeFirstOrThrow());
        if (Number(rows) === 300) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(Number(rows)).toBe(300);
      expect(announced.filter((topics) => topics.includes(participantsTopic(roomId)))).toHaveLength(1);
    } finally {
      stop();
    }
  }, 60_000);

  it.runIf(testEngine() === "postgres")("keeps a draining instance's users online for the grace period while they reconnect elsewhere", async () => {
    const server = serverGroup();
    const staying = await server();
    const draining = await server();
    const annUser = await signUpUser(staying, "Ann Staying");
    const bobUser = await signUpUser(staying, "Bob Moving");
    const calUser = await signUpUser(staying, "Cal Leaving");
    const ann = new RoomsApi(staying, annUser);
    const { code, roomId } = await ann.createAndEnter();
    await new RoomsApi(staying, bobUser).joinRoom(code);
    await new RoomsApi(staying, calUser).joinRoom(code);
    const annSocket = await watch(staying.wsUrl, annUser.token, roomId);
    await watch(draining.wsUrl, bobUser.token, roomId);
    await watch(draining.wsUrl, calUser.token, roomId);
    await waitForValue(annSocket, 1, api.rooms.getRoomData, (d) => isOnline(d, "Bob Moving") === true && isOnline(d, "Cal Leaving") === true);
    const seenBefore = annSocket.messages.length;

    await draining.app.close();
    // Bob reconnects to the other instance; Cal does not come back.
    const bob = await watch(staying.wsUrl, bobUser.token, roomId);
    await waitForValue(bob, 1, api.rooms.getRoomData, (d) => d?.room._id === roomId);
    // Once the draining instance's rows expired, Cal is offline...
    await waitForValue(annSocket, 1, api.rooms.getRoomData, (d) => isOnline(d, "Cal Leaving") === false, 20_000);
    // ...and Bob never was, not even for a moment.
    const sawBobOffline = valueHistory(annSocket, 1, api.rooms.getRoomData).some((h) => h.messageIndex >= seenBefore && isOnline(h.value, "Bob Moving") === false);
    expect(sawBobOffline).toBe(false);
    expect(isOnline(latestValue(annSocket, 1, api.rooms.getRoomData), "Bob Moving")).toBe(true);
  }, 90_000);
});
