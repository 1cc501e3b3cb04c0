// The room core keeps a room's identity; every feature keeps what it knows about a room in its
// own table (issue 29): a new room gets its round from voting's extension, and deleting the room
// leaves nothing of it in any extension's table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import { api } from "../../../../tests/support/typedCalls";
import { signUpUser } from "../../../../tests/support/users";

describe("the room core", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("has at most 12 columns in rooms", async () => {
    const tables = await server.app.services.database.db.introspection.getTables();
    const rooms = tables.find((table) => table.name === "rooms")!;
    expect(rooms.columns.map((c) => c.name).sort()).toEqual(["code", "created_at", "creator_session_id", "dashboards_notified_at", "id", "is_permanent", "last_activity", "name", "owner_user_id"]);
    expect(rooms.columns.length).toBeLessThanOrEqual(12);
  });

  it("gives a new room its round with the deck asked for, and deletes every extension's rows with the room", async () => {
    const ann = new RoomsApi(server, await signUpUser(server, "Ann Core"));
    const { code } = await ann.createRoom({ name: "Core", isPermanent: true, deck: { kind: "tshirt", unknownCard: false, breakCard: true }, autoReveal: true });
    const { roomId } = await ann.joinRoom(code);
    const db = server.app.services.database.db;
    const round = await db.selectFrom("room_rounds").selectAll().where("room_id", "=", roomId).executeTakeFirstOrThrow();
    expect(round).toMatchObject({ round: 1, deck_kind: "tshirt", deck_unknown_card: 0, deck_break_card: 1, auto_reveal: 1, is_voting_revealed: 0 });
    await ann.call(api.rooms.updateStory, { roomId, story: "Core story", sessionId: ann.sessionId });
    await ann.call(api.rooms.deleteRoom, { roomId });
    for (const table of ["room_rounds", "room_queue_state", "room_jira_state", "votes", "round_history", "story_queue"] as const) {
      expect(await db.selectFrom(table).select("room_id").where("room_id", "=", roomId).execute(), table).toEqual([]);
    }
  });
});
