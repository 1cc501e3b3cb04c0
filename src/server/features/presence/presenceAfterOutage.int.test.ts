// Presence that heals (issue 37): presence is state each instance re-asserts for its own sockets,
// not an event written once. After a 45 s database outage with two instances (many heartbeats
// missed), everyone still connected is online, everyone who left during it is offline, and the
// auto-reveal room whose remaining voters had all voted reveals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectAs, subscribe, waitForValue } from "../../../../tests/support/liveQuery";
import { createTestDatabase, startThrowawayCluster, type TestDatabase, type ThrowawayCluster } from "../../../../tests/support/postgres";
import type { RawSyncClient } from "../../../../tests/support/rawSyncClient";
import { roomOfPeople } from "../../../../tests/support/roomOfPeople";
import { startTestServer, testEngine, type TestServer } from "../../../../tests/support/testServer";
import { api } from "../../../../tests/support/typedCalls";
import type { ResultOf } from "../../../shared/functionReference";

const OUTAGE_MS = 45_000;
/** Two-second beats: the outage misses more than twenty, and a row expires after three. */
const HEARTBEAT = { PRESENCE_HEARTBEAT_SECONDS: "2" };

describe.runIf(testEngine() === "postgres")("presence after a long database outage, with two instances", () => {
  let cluster: ThrowawayCluster;
  let database: TestDatabase;
  const servers: TestServer[] = [];
  const sockets: RawSyncClient[] = [];

  beforeAll(async () => {
    cluster = await startThrowawayCluster();
    database = await createTestDatabase(cluster.url);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    for (const server of servers.reverse()) await server.app.close();
    await database?.drop().catch(() => {});
    await cluster?.stop();
  }, 60_000);

  it("shows every connected person online and everyone who left offline, and the auto-reveal room reveals", async () => {
    const start = () => startTestServer({ engine: "postgres", database: { postgresUrl: database.url }, presenceGraceMs: 500, env: HEARTBEAT });
    const first = await start();
    servers.push(first);
    const second = await start();
    servers.push(second);
    const { roomId, people } = await roomOfPeople(first, ["Ann Stays", "Bob Stays", "Cy Leaves", "Dee Leaves"], { autoReveal: true });
    const [ann, bob, cy, dee] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0], (typeof people)[0]];
    // Ann and Dee on the first instance, Bob and Cy on the second.
    const watch = async (server: TestServer, token: string) => {
      const socket = await connectAs(server.wsUrl, token);
      sockets.push(socket);
      subscribe(socket, 1, api.rooms.getRoomData, { roomId });
      return socket;
    };
    const annSocket = await watch(first, ann.user.token);
    const bobSocket = await watch(second, bob.user.token);
    const cySocket = await watch(second, cy.user.token);
    const deeSocket = await watch(first, dee.user.token);
    const online = (d: ResultOf<typeof api.rooms.getRoomData>) => Object.fromEntries(d!.participants.map((p) => [p.name, p.isOnline]));
    await waitForValue(annSocket, 1, api.rooms.getRoomData, (d) => d?.participants.length === 4 && d.participants.every((p) => p.isOnline), 15_000);
    await ann.voting.vote(roomId, ann.participantId, "3");
    await bob.voting.vote(roomId, bob.participantId, "5");

    await cluster.pause();
    // Cy and Dee close their tabs while the database is away: their going is never written then.
    await cySocket.close();
    await deeSocket.close();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await cluster.resume();

    const seen = await waitForValue(
      annSocket,
      1,
      api.rooms.getRoomData,
      (d) => d?.room.isVotingRevealed === true && JSON.stringify(online(d)) === JSON.stringify({ "Ann Stays": true, "Bob Stays": true, "Cy Leaves": false, "Dee Leaves": false }),
      60_000,
    );
    expect(online(seen)).toEqual({ "Ann Stays": true, "Bob Stays": true, "Cy Leaves": false, "Dee Leaves": false });
    expect(seen!.votes.map((v) => v.value).sort()).toEqual(["3", "5"]);
    // And it stays so: Bob, on the other instance, sees the same.
    const bobSees = await waitForValue(bobSocket, 1, api.rooms.getRoomData, (d) => d?.room.isVotingRevealed === true, 15_000);
    expect(online(bobSees)).toEqual({ "Ann Stays": true, "Bob Stays": true, "Cy Leaves": false, "Dee Leaves": false });
  }, 240_000);
});
