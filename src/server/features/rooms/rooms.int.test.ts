// rooms.* end to end over HTTP against a real server: creating, joining, looking up, leaving,
// deleting, the dashboard list, validation with the spec's messages, and no secrets anywhere.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSecrets, recordedRoomResults, RoomsApi } from "../../../../tests/support/roomsApi";
import { VotingApi } from "../../../../tests/support/votingApi";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { callFunction } from "../../../../tests/support/functionCalls";
import { api } from "../../../../tests/support/typedCalls";
import { signUpUser, type SignedUpUser } from "../../../../tests/support/users";
import { MESSAGES, roomCodeTaken, roomNotFound } from "../../../shared/messages";
import { MemoryLimitStore } from "../../limits/limitStore";
import { createRoomRateLimits, FAILED_ATTEMPT_COST, type RoomRateLimits } from "./limits";

let server: TestServer;
const users: SignedUpUser[] = [];
let anonymous: RoomsApi;

beforeAll(async () => {
  server = await startTestServer();
  anonymous = new RoomsApi(server, null);
});
afterAll(() => server?.close());

async function person(name: string): Promise<RoomsApi> {
  const user = await signUpUser(server, name);
  users.push(user);
  return new RoomsApi(server, user);
}

describe("creating a room", () => {
  it("gives a random code, and the creator is in the room as owner", async () => {
    const ann = await person("Ann Owner");
    const { code } = await ann.createRoom({ name: "  Sprint 12  ", maxFibonacci: 21 });
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const found = await ann.getRoomByCode(code.toLowerCase());
    expect(found).toEqual({ _id: expect.any(String), code, name: "Sprint 12" });

    const data = (await ann.getRoomData(found!._id!))!;
    expect(data.room).toEqual({
      _id: found!._id,
      name: "Sprint 12",
      code,
      isPermanent: false,
      maxFibonacci: 21,
      isVotingRevealed: false,
      currentStory: null,
      useJiraIntegration: false,
      jiraConfig: null,
      currentJiraTicket: null,
      lastActivity: expect.any(Number),
      round: 1,
      // A room created as the spec creates it has today's deck and both switches off.
      settings: { deck: { kind: "fibonacci", maxFibonacci: 21, unknownCard: true, breakCard: false }, autoReveal: false, everyoneFacilitates: false, skipAwayVoters: false },
      autoRevealAt: null,
      timer: null,
      currentQueueStoryId: null,
      trackerSource: null,
      trackerWrites: [],
    });
    expect(data.participants).toEqual([
      { _id: data.me, name: "Ann Owner", image: null, role: "owner", sessionId: ann.sessionId, isExcludedFromVoting: false, isOnline: false },
    ]);
    expect(data.votes).toEqual([]);
  });

  it("takes a custom code for a permanent room, upper-cased, and refuses it when taken", async () => {
    const ann = await person("Ann Custom");
    const code = `T${Date.now().toString(36).slice(-5)}`.toUpperCase();
    expect(await ann.createRoom({ isPermanent: true, customCode: ` ${code.toLowerCase()} ` })).toEqual({ code });
    expect(await ann.refusal(api.rooms.createRoom, { name: "Other", isPermanent: true, customCode: code, maxFibonacci: 89, sessionId: ann.sessionId })).toBe(roomCodeTaken(code));
  });

  it("refuses bad input with the spec's messages and creates nothing", async () => {
    const ann = await person("Ann Invalid");
    const base = { name: "Room", isPermanent: true, maxFibonacci: 89, sessionId: ann.sessionId };
    for (const customCode of ["AB", "ABCDEFGHI", "AB-12", "ÄBC"]) {
      expect(await ann.refusal(api.rooms.createRoom, { ...base, customCode })).toBe(MESSAGES.validation.roomCodeFormat);
    }
    expect(await ann.refusal(api.rooms.createRoom, { ...base, isPermanent: false, customCode: "ABCD" })).toBe(MESSAGES.rooms.customCodeTemporary);
    expect(await ann.refusal(api.rooms.createRoom, { ...base, name: "   " })).toBe(MESSAGES.validation.roomNameRequired);
    expect(await ann.refusal(api.rooms.createRoom, { ...base, maxFibonacci: 100 })).toBe(MESSAGES.validation.maxFibonacciInvalid);
    expect(await ann.refusal(api.rooms.createRoom, { ...base, name: "x".repeat(10_000) })).toMatch(/Invalid arguments/);
    expect(await ann.getUserRooms()).toEqual([]);
  });

  it("needs a signed-in user", async () => {
    expect(await anonymous.refusal(api.rooms.createRoom, { name: "Room", isPermanent: false, maxFibonacci: 89, sessionId: "abc" })).toBe(MESSAGES.rooms.notSignedInCreate);
  });
});

describe("joining a room", () => {
  it("adds a member once, however often the user joins, and records the session id", async () => {
    const ann = await person("Ann Host");
    const bob = await person("Bob Guest");
    const { code, roomId } = await ann.createAndEnter();
    const first = await bob.joinRoom(code.toLowerCase());
    const again = await bob.joinRoom(` ${code} `);
    expect(again).toEqual(first);
    expect(first.roomId).toBe(roomId);
    const data = (await bob.getRoomData(roomId))!;
    expect(data.me).toBe(first.participantId);
    expect(data.participants.map((p) => [p.name, p.role, p.sessionId])).toEqual([
      ["Ann Host", "owner", ann.sessionId],
      ["Bob Guest", "member", bob.sessionId],
    ]);
  });

  it("refuses an unknown code with the spec's message, and signed-out callers", async () => {
    const bob = await person("Bob Lost");
    expect(await bob.refusal(api.rooms.joinRoom, { code: "nope42", sessionId: bob.sessionId })).toBe(roomNotFound("NOPE42"));
    expect(await bob.refusal(api.rooms.joinRoom, { code: "  ", sessionId: bob.sessionId })).toBe(MESSAGES.validation.joinCodeRequired);
    expect(await anonymous.refusal(api.rooms.joinRoom, { code: "ABCDEF", sessionId: "abc" })).toBe(MESSAGES.rooms.notSignedInJoin);
  });

  it("sends a refusal's code and parameters beside its English words, so the browser says it in its language", async () => {
    const user = await signUpUser(server, "Cleo Coded");
    const { http, body } = await callFunction(server, "mutation", "rooms.joinRoom", { code: "nope42", sessionId: "coded-session" }, user.token);
    expect(http).toBe(560);
    expect(body).toMatchObject({ errorMessage: roomNotFound("NOPE42"), errorCode: "rooms.roomNotFound", errorParams: { code: "NOPE42" } });
    const signedOut = await callFunction(server, "mutation", "rooms.joinRoom", { code: "ABCDEF", sessionId: "abc" });
    expect(signedOut.body).toMatchObject({ errorMessage: MESSAGES.rooms.notSignedInJoin, errorCode: "rooms.notSignedInJoin" });
    expect(signedOut.body).not.toHaveProperty("errorParams");
  });

  it("lets the owner leave and come back as owner", async () => {
    const ann = await person("Ann Returner");
    const bob = await person("Bob Stayer");
    const { code, roomId, participantId } = await ann.createAndEnter();
    await bob.joinRoom(code);
    await ann.call(api.rooms.leaveRoom, { participantId, sessionId: ann.sessionId });
    expect(await ann.getRoomData(roomId)).toBeNull();
    expect((await bob.getRoomData(roomId))!.participants.map((p) => p.name)).toEqual(["Bob Stayer"]);
    const back = await ann.joinRoom(code);
    const data = (await ann.getRoomData(roomId))!;
    expect(data.participants.find((p) => p._id === back.participantId)!.role).toBe("owner");
  });
});

describe("looking up a code", () => {
  it("tells a signed-out visitor only that the room exists", async () => {
    const ann = await person("Ann Lookup");
    const { code } = await ann.createRoom({ name: "Secret plans" });
    // No id: with one, a visitor who signs in could watch the room and show up in it before joining.
    expect(await anonymous.getRoomByCode(code)).toEqual({ code, name: "Secret plans" });
    const bob = await person("Bob Joiner");
    expect(await bob.getRoomByCode(code)).toEqual({ _id: expect.any(String), code, name: "Secret plans" });
    expect(await anonymous.getRoomByCode("ZZZZZZ")).toBeNull();
    expect(await anonymous.getRoomByCode("not a code!")).toBeNull();
  });

  it("answers getRoomData with null to anyone not in the room", async () => {
    const ann = await person("Ann Private");
    const eve = await person("Eve Outsider");
    const { roomId } = await ann.createAndEnter();
    expect(await eve.getRoomData(roomId)).toBeNull();
    expect(await anonymous.getRoomData(roomId)).toBeNull();
  });
});

describe("the dashboard list", () => {
  it("lists rooms the user is in or owns, newest activity first, with the user's role", async () => {
    const ann = await person("Ann Dashboard");
    const bob = await person("Bob Dashboard");
    const older = await ann.createAndEnter({ name: "Older", isPermanent: true });
    await new Promise((r) => setTimeout(r, 5));
    const newer = await bob.createAndEnter({ name: "Newer" });
    await ann.joinRoom(newer.code);
    const rooms = await ann.getUserRooms();
    expect(rooms).toEqual([
      { _id: newer.roomId, name: "Newer", code: newer.code, isPermanent: false, lastActivity: expect.any(Number), role: "member", participantId: expect.any(String), online: [] },
      { _id: older.roomId, name: "Older", code: older.code, isPermanent: true, lastActivity: expect.any(Number), role: "owner", participantId: older.participantId, online: [] },
    ]);
    // A member leaves from the dashboard with the participant id the list gives.
    const newerRow = rooms[0]!;
    expect((await bob.getRoomData(newer.roomId))!.participants.map((p: { _id: string; name: string }) => [p._id, p.name])).toContainEqual([newerRow.participantId, "Ann Dashboard"]);
    // An owner who left a permanent room still sees it (and may delete it); leaving is activity.
    await ann.call(api.rooms.leaveRoom, { participantId: older.participantId, sessionId: ann.sessionId });
    expect((await ann.getUserRooms()).map((r) => [r.name, r.role, r.participantId])).toEqual([
      ["Older", "owner", null],
      ["Newer", "member", newerRow.participantId],
    ]);
    expect(await anonymous.getUserRooms()).toEqual([]);
  });
});

describe("room lifetime", () => {
  it("deletes a temporary room when its last participant leaves; its code then finds nothing", async () => {
    const ann = await person("Ann Temporary");
    const bob = await person("Bob Temporary");
    const { code, roomId, participantId } = await ann.createAndEnter();
    const bobIn = await bob.joinRoom(code);
    await ann.call(api.rooms.leaveRoom, { participantId, sessionId: ann.sessionId });
    expect(await anonymous.getRoomByCode(code)).not.toBeNull();
    await bob.call(api.rooms.leaveRoom, { participantId: bobIn.participantId, sessionId: bob.sessionId });
    expect(await anonymous.getRoomByCode(code)).toBeNull();
    expect(await ann.getUserRooms()).toEqual([]);
    expect(await bob.refusal(api.rooms.joinRoom, { code, sessionId: bob.sessionId })).toBe(roomNotFound(code));
    expect(await countRows(roomId)).toEqual({ rooms: 0, participants: 0, votes: 0, room_presence: 0 });
  });

  it("keeps a permanent room when everyone has left", async () => {
    const ann = await person("Ann Permanent");
    const { code, participantId } = await ann.createAndEnter({ isPermanent: true });
    await ann.call(api.rooms.leaveRoom, { participantId, sessionId: ann.sessionId });
    expect(await anonymous.getRoomByCode(code)).toMatchObject({ code });
  });

  it("lets only a participant leave as themselves", async () => {
    const ann = await person("Ann Leaver");
    const bob = await person("Bob Leaver");
    const { code, participantId } = await ann.createAndEnter();
    await bob.joinRoom(code);
    expect(await bob.refusal(api.rooms.leaveRoom, { participantId, sessionId: bob.sessionId })).toBe(MESSAGES.rooms.notParticipant);
    // Leaving twice is harmless.
    await ann.call(api.rooms.leaveRoom, { participantId, sessionId: ann.sessionId });
    expect(await ann.call(api.rooms.leaveRoom, { participantId, sessionId: ann.sessionId })).toBeNull();
  });

  it("deleting a room removes its participants, votes and presence", async () => {
    const ann = await person("Ann Deleter");
    const bob = await person("Bob Deleted");
    const { code, roomId, participantId } = await ann.createAndEnter({ isPermanent: true });
    const bobIn = await bob.joinRoom(code);
    const db = server.app.services.database.db;
    const now = Date.now();
    await db.insertInto("votes").values([
      { participant_id: participantId, room_id: roomId, value: "5", created_at: now },
      { participant_id: bobIn.participantId, room_id: roomId, value: "8", created_at: now },
    ]).execute();
    await db.insertInto("room_presence").values({ room_id: roomId, user_id: bob.user!.userId, instance_id: "elsewhere", updated_at: now }).execute();
    expect(await countRows(roomId)).toEqual({ rooms: 1, participants: 2, votes: 2, room_presence: 1 });

    expect(await bob.refusal(api.rooms.deleteRoom, { roomId })).toBe(MESSAGES.rooms.onlyOwnerDelete);
    await ann.call(api.rooms.deleteRoom, { roomId });
    expect(await countRows(roomId)).toEqual({ rooms: 0, participants: 0, votes: 0, room_presence: 0 });
    expect(await anonymous.getRoomByCode(code)).toBeNull();
    expect(await bob.getUserRooms()).toEqual([]);
    expect(await ann.refusal(api.rooms.deleteRoom, { roomId })).toBe(MESSAGES.rooms.roomGone);
  });
});

describe("the story", () => {
  it("is set trimmed and cleared by a manager; a blank story is refused", async () => {
    const ann = await person("Ann Story");
    const { roomId } = await ann.createAndEnter();
    await ann.call(api.rooms.updateStory, { roomId, story: "  As a user I can log in  ", sessionId: ann.sessionId });
    expect((await ann.getRoomData(roomId))!.room.currentStory).toBe("As a user I can log in");
    expect(await ann.refusal(api.rooms.updateStory, { roomId, story: "   ", sessionId: ann.sessionId })).toBe(MESSAGES.validation.storyRequired);
    await ann.call(api.rooms.clearStory, { roomId, sessionId: ann.sessionId });
    expect((await ann.getRoomData(roomId))!.room.currentStory).toBeNull();
  });

  it("moves last activity on every room write, a vote included, as the dashboard shows it", async () => {
    const ann = await person("Ann Activity");
    const { roomId, participantId } = await ann.createAndEnter();
    const activity = async () => (await ann.getUserRooms()).find((r) => r._id === roomId)!.lastActivity as number;
    const before = await activity();
    await new Promise((r) => setTimeout(r, 5));
    await ann.call(api.rooms.updateStory, { roomId, story: "Next", sessionId: ann.sessionId });
    const afterStory = await activity();
    expect(afterStory).toBeGreaterThan(before);
    await new Promise((r) => setTimeout(r, 5));
    await new VotingApi(server, ann).vote(roomId, participantId, "3");
    expect(await activity()).toBeGreaterThan(afterStory);
  });

  it("carries lastActivity in the room entity of rooms.getRoomData (spec 3), moved on by a story and by a vote", async () => {
    const ann = await person("Ann Entity");
    const { roomId, participantId } = await ann.createAndEnter();
    const inRoom = async () => (await ann.getRoomData(roomId))!.room.lastActivity as number;
    const dashboard = async () => (await ann.getUserRooms()).find((r) => r._id === roomId)!.lastActivity as number;
    const created = await inRoom();
    expect(created).toBe(await dashboard());
    await new Promise((r) => setTimeout(r, 5));
    await ann.call(api.rooms.updateStory, { roomId, story: "Entity", sessionId: ann.sessionId });
    const afterStory = await inRoom();
    expect(afterStory).toBeGreaterThan(created);
    expect(afterStory).toBe(await dashboard());
    await new Promise((r) => setTimeout(r, 5));
    await new VotingApi(server, ann).vote(roomId, participantId, "3");
    const afterVote = await inRoom();
    expect(afterVote).toBeGreaterThan(afterStory);
    expect(afterVote).toBe(await dashboard());
  });
});

describe("rate limits", () => {
  /** Test servers run with RATE_LIMITS=off; this turns this server's room limits on, counting afresh. */
  async function withRoomLimits(test: (limits: RoomRateLimits) => Promise<void>): Promise<void> {
    const limits = createRoomRateLimits(new MemoryLimitStore());
    server.app.services.runtime.app.rooms.rateLimits = limits;
    try {
      await test(limits);
    } finally {
      server.app.services.runtime.app.rooms.rateLimits = null;
    }
  }

  it("counts failed lookups more than found ones, per account, with a clear message", async () => {
    await withRoomLimits(async (limits) => {
      const ann = await person("Ann Finder");
      const { code } = await ann.createRoom();
      const mallory = await person("Mallory Guesser");
      // A found code costs one attempt: Ann may look hers up far more often than Mallory may guess.
      for (let i = 0; i < limits.lookup.account.limit / 2; i++) expect(await ann.getRoomByCode(code)).not.toBeNull();
      const failures = limits.lookup.account.limit / FAILED_ATTEMPT_COST;
      for (let i = 0; i < failures; i++) expect(await mallory.getRoomByCode(`LOOK${i}`)).toBeNull();
      expect(await mallory.refusal(api.rooms.getRoomByCode, { code: "LOOKX" })).toBe(MESSAGES.auth.tooManyAttempts);
      expect(await ann.getRoomByCode(code)).not.toBeNull();
    });
  });

  it("limits joins per address too, so many accounts from one address do not multiply the limit", async () => {
    await withRoomLimits(async (limits) => {
      const perAccount = limits.join.account.limit / FAILED_ATTEMPT_COST - 1;
      const perAddress = limits.join.address.limit / FAILED_ATTEMPT_COST;
      const messages: string[] = [];
      // Each account stays under its own limit; together they pass the address's.
      for (let n = 0; messages.length <= perAddress; n++) {
        const guesser = await person(`Guesser ${n}`);
        for (let i = 0; i < perAccount && messages.length <= perAddress; i++) {
          messages.push(await guesser.refusal(api.rooms.joinRoom, { code: `G${n}X${i}`, sessionId: guesser.sessionId }));
        }
      }
      expect(messages.slice(0, perAddress).every((m) => m.startsWith("Room "))).toBe(true);
      expect(messages[perAddress]).toBe(MESSAGES.auth.tooManyAttempts);
    });
  });

  it("limits code lookups per address when signed out", async () => {
    await withRoomLimits(async (limits) => {
      for (let i = 0; i < limits.lookup.address.limit / FAILED_ATTEMPT_COST; i++) expect(await anonymous.getRoomByCode(`ANON${i}`)).toBeNull();
      expect(await anonymous.refusal(api.rooms.getRoomByCode, { code: "ANONX" })).toBe(MESSAGES.auth.tooManyAttempts);
    });
  });

  it("limits room creation per account", async () => {
    await withRoomLimits(async (limits) => {
      const ann = await person("Ann Creator");
      for (let i = 0; i < limits.create.account.limit; i++) await ann.createRoom({ name: `Room ${i}` });
      expect(await ann.refusal(api.rooms.createRoom, { name: "One more", maxFibonacci: 89, isPermanent: false, sessionId: ann.sessionId })).toBe(
        MESSAGES.auth.tooManyAttempts,
      );
    });
  });
});

describe("secrets", () => {
  it("no rooms.* answer in this file carried a password hash, token or JIRA token", () => {
    expect(recordedRoomResults.length).toBeGreaterThan(50);
    const leaks = recordedRoomResults.flatMap((json) => findSecrets(json, users));
    expect(leaks).toEqual([]);
  });
});

async function countRows(roomId: string): Promise<Record<string, number>> {
  const db = server.app.services.database.db;
  const count = async (table: "participants" | "votes" | "room_presence") =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).where("room_id", "=", roomId).executeTakeFirstOrThrow()).n);
  const rooms = Number((await db.selectFrom("rooms").select((eb) => eb.fn.countAll<number>().as("n")).where("id", "=", roomId).executeTakeFirstOrThrow()).n);
  return { rooms, participants: await count("participants"), votes: await count("votes"), room_presence: await count("room_presence") };
}
