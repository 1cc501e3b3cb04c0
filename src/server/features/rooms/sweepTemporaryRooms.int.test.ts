// The idle temporary room sweeper: deletes temporary rooms idle longer than the configured time
// with nobody connected, and leaves everything else alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectAs, subscribe, waitForValue } from "../../../../tests/support/liveQuery";
import type { RawSyncClient } from "../../../../tests/support/rawSyncClient";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { signUpUser } from "../../../../tests/support/users";
import { scheduleTemporaryRoomSweeps, sweepTemporaryRooms } from "./sweepTemporaryRooms";
import { api } from "../../../../tests/support/typedCalls";

const IDLE_MINUTES = 30;
let server: TestServer;
let ann: RoomsApi;
let bob: RoomsApi;
const sockets: RawSyncClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { TEMP_ROOM_IDLE_MINUTES: String(IDLE_MINUTES) } });
  ann = new RoomsApi(server, await signUpUser(server, "Ann Sweeper"));
  bob = new RoomsApi(server, await signUpUser(server, "Bob Lingerer"));
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await server?.close();
});

async function idleFor(roomId: string, minutes: number): Promise<void> {
  await server.app.services.database.db
    .updateTable("rooms")
    .set({ last_activity: Date.now() - minutes * 60_000 })
    .where("id", "=", roomId)
    .execute();
}

describe("sweeping temporary rooms", () => {
  it("deletes idle temporary rooms with nobody online, and keeps the rest", async () => {
    expect(server.config.tempRoomIdleMs).toBe(IDLE_MINUTES * 60_000);
    const abandoned = await ann.createAndEnter({ name: "Abandoned" });
    const watched = await ann.createAndEnter({ name: "Watched" });
    const permanent = await ann.createAndEnter({ name: "Permanent", isPermanent: true });
    const recent = await ann.createAndEnter({ name: "Recent" });
    await bob.joinRoom(watched.code);
    const bobSocket = await connectAs(server.wsUrl, bob.user!.token);
    sockets.push(bobSocket);
    subscribe(bobSocket, 1, api.rooms.getRoomData, { roomId: watched.roomId });
    await waitForValue(bobSocket, 1, api.rooms.getRoomData, (d) => d !== null && d.participants.some((p) => p.name === "Bob Lingerer" && p.isOnline));

    for (const room of [abandoned, watched, permanent]) await idleFor(room.roomId, IDLE_MINUTES + 15);
    await idleFor(recent.roomId, IDLE_MINUTES - 15);

    expect(await sweepTemporaryRooms(server.app.services)).toEqual([abandoned.roomId]);
    expect(await ann.getRoomByCode(abandoned.code)).toBeNull();
    const left = await server.app.services.database.db.selectFrom("participants").select("id").where("room_id", "=", abandoned.roomId).execute();
    expect(left).toEqual([]);
    for (const kept of [watched, permanent, recent]) expect(await ann.getRoomByCode(kept.code)).toMatchObject({ _id: kept.roomId });
    expect((await ann.getUserRooms()).map((r) => r.name).sort()).toEqual(["Permanent", "Recent", "Watched"]);
  });

  it("sweeps an idle room that only a signed-in non-member watches (issue 30)", async () => {
    const peeked = await ann.createAndEnter({ name: "Peeked" });
    const cy = new RoomsApi(server, await signUpUser(server, "Cy Outsider"));
    const cySocket = await connectAs(server.wsUrl, cy.user!.token);
    sockets.push(cySocket);
    subscribe(cySocket, 1, api.rooms.getRoomData, { roomId: peeked.roomId });
    const presence = () =>
      server.app.services.database.db.selectFrom("room_presence").select("user_id").where("room_id", "=", peeked.roomId).where("user_id", "=", cy.user!.userId).execute();
    // The watch alone is recorded as presence, as it is for someone about to join...
    await expect.poll(async () => (await presence()).length).toBe(1);
    await idleFor(peeked.roomId, IDLE_MINUTES + 15);
    // ...but it does not keep a room nobody in it has visited.
    expect(await sweepTemporaryRooms(server.app.services)).toEqual([peeked.roomId]);
    expect(await ann.getRoomByCode(peeked.code)).toBeNull();
  });

  it("runs on its own every interval until stopped", async () => {
    const room = await ann.createAndEnter({ name: "Forgotten" });
    await idleFor(room.roomId, IDLE_MINUTES + 1);
    const stop = scheduleTemporaryRoomSweeps(server.app.services, 20);
    try {
      await expect.poll(() => ann.getRoomByCode(room.code), { timeout: 5000, interval: 20 }).toBeNull();
    } finally {
      await stop();
    }
  });
});
