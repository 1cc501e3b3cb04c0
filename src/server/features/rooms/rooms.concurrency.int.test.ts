// Races the database must settle: simultaneous joins by one user, simultaneous creates with one
// custom code, simultaneous departures from a temporary room, and many random codes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { signUpUser } from "../../../../tests/support/users";
import { roomCodeTaken } from "../../../shared/messages";
import { api } from "../../../../tests/support/typedCalls";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const person = async (name: string) => new RoomsApi(server, await signUpUser(server, name));

describe("concurrency", () => {
  it("twenty simultaneous joins by one user leave one participant", async () => {
    const ann = await person("Ann Host");
    const bob = await person("Bob Eager");
    const { code, roomId } = await ann.createAndEnter();
    const results = await Promise.all(Array.from({ length: 20 }, () => bob.joinRoom(code)));
    expect(new Set(results.map((r) => r.participantId)).size).toBe(1);
    const data = (await bob.getRoomData(roomId))!;
    expect(data.participants.filter((p) => p.name === "Bob Eager")).toHaveLength(1);
    expect(data.me).toBe(results[0]!.participantId);
  });

  it("simultaneous joins by different users all get in", async () => {
    const ann = await person("Ann Crowd");
    const { code, roomId } = await ann.createAndEnter();
    const crowd = await Promise.all(Array.from({ length: 8 }, (_, i) => person(`Guest ${i}`)));
    await Promise.all(crowd.map((guest) => guest.joinRoom(code)));
    expect((await ann.getRoomData(roomId))!.participants).toHaveLength(9);
  });

  it("two simultaneous creates with one custom code make one room and one clear error", async () => {
    const ann = await person("Ann Racer");
    const bob = await person("Bob Racer");
    const code = `R${Date.now().toString(36).slice(-6)}`.toUpperCase();
    const [a, b] = await Promise.all(
      [ann, bob].map((who) => who.answer(api.rooms.createRoom, { name: "Race", isPermanent: true, customCode: code, maxFibonacci: 89, sessionId: who.sessionId })),
    );
    const outcomes = [a!, b!].map((r) => (r.status === "success" ? "created" : r.errorMessage)).sort();
    expect(outcomes).toEqual([roomCodeTaken(code), "created"].sort());
    const rows = await server.app.services.database.db.selectFrom("rooms").select("id").where("code", "=", code).execute();
    expect(rows).toHaveLength(1);
  });

  it("the last two participants leaving at once still delete a temporary room", async () => {
    const ann = await person("Ann Leaving");
    const bob = await person("Bob Leaving");
    const { code, participantId } = await ann.createAndEnter();
    const bobIn = await bob.joinRoom(code);
    await Promise.all([
      ann.call(api.rooms.leaveRoom, { participantId, sessionId: ann.sessionId }),
      bob.call(api.rooms.leaveRoom, { participantId: bobIn.participantId, sessionId: bob.sessionId }),
    ]);
    expect(await ann.getRoomByCode(code)).toBeNull();
  });

  it("two hundred rooms get two hundred different codes", async () => {
    const ann = await person("Ann Prolific");
    const codes: string[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const created = await Promise.all(Array.from({ length: 20 }, () => ann.createRoom({ name: "Many" })));
      codes.push(...created.map((c) => c.code));
    }
    expect(new Set(codes).size).toBe(200);
    expect(await ann.getUserRooms()).toHaveLength(200);
  });
});
