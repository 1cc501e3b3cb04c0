// Spec section 6 as a matrix: every guarded room action by an owner, an admin and a member, on
// an owner, an admin, a member and on themselves, allowed or refused with the exact message.
// Each case runs in a fresh room: Ann (owner), Bea and Dee (admins), Cal and Eli (members).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { signUpUser } from "../../../../tests/support/users";
import { MESSAGES } from "../../../shared/messages";

const R = MESSAGES.rooms;
const P = MESSAGES.participants;

type Actor = "owner" | "admin" | "member";
type Target = "owner" | "admin" | "member" | "self";
type TargetedAction = "kickParticipant" | "toggleAdminStatus" | "toggleVotingExclusion";
type RoomAction = "updateStory" | "clearStory" | "deleteRoom";
const ALLOWED = "allowed";

const targeted: Record<TargetedAction, Record<Actor, Record<Target, string>>> = {
  kickParticipant: {
    owner: { owner: P.cannotKickSelf, admin: ALLOWED, member: ALLOWED, self: P.cannotKickSelf },
    admin: { owner: P.cannotKickOwner, admin: P.cannotKickRank, member: ALLOWED, self: P.cannotKickSelf },
    member: { owner: P.cannotKickOwner, admin: P.cannotKickRank, member: P.cannotKickRank, self: P.cannotKickSelf },
  },
  toggleAdminStatus: {
    owner: { owner: R.cannotToggleOwnAdmin, admin: ALLOWED, member: ALLOWED, self: R.cannotToggleOwnAdmin },
    admin: { owner: R.onlyOwnerToggleAdmin, admin: R.onlyOwnerToggleAdmin, member: R.onlyOwnerToggleAdmin, self: R.onlyOwnerToggleAdmin },
    member: { owner: R.onlyOwnerToggleAdmin, admin: R.onlyOwnerToggleAdmin, member: R.onlyOwnerToggleAdmin, self: R.onlyOwnerToggleAdmin },
  },
  toggleVotingExclusion: {
    owner: { owner: ALLOWED, admin: ALLOWED, member: ALLOWED, self: ALLOWED },
    admin: { owner: P.cannotToggleExclusionRank, admin: ALLOWED, member: ALLOWED, self: ALLOWED },
    member: { owner: P.cannotToggleExclusion, admin: P.cannotToggleExclusion, member: P.cannotToggleExclusion, self: P.cannotToggleExclusion },
  },
};

const roomLevel: Record<RoomAction, Record<Actor, string>> = {
  updateStory: { owner: ALLOWED, admin: ALLOWED, member: R.onlyManagers },
  clearStory: { owner: ALLOWED, admin: ALLOWED, member: R.onlyManagers },
  deleteRoom: { owner: ALLOWED, admin: R.onlyOwnerDelete, member: R.onlyOwnerDelete },
};

let server: TestServer;
let people: Record<"ann" | "bea" | "cal" | "dee" | "eli" | "eve", RoomsApi>;
let anonymous: RoomsApi;

beforeAll(async () => {
  server = await startTestServer();
  const names = { ann: "Ann Owner", bea: "Bea Admin", cal: "Cal Member", dee: "Dee Admin", eli: "Eli Member", eve: "Eve Outsider" };
  const entries = await Promise.all(Object.entries(names).map(async ([key, name]) => [key, new RoomsApi(server, await signUpUser(server, name))] as const));
  people = Object.fromEntries(entries) as typeof people;
  anonymous = new RoomsApi(server, null);
});
afterAll(() => server?.close());

interface Room {
  roomId: string;
  code: string;
  ids: Record<"ann" | "bea" | "cal" | "dee" | "eli", string>;
}

/** A fresh room with its five participants in their roles. */
async function setUpRoom(): Promise<Room> {
  const { ann } = people;
  const { code, roomId, participantId } = await ann.createAndEnter({ isPermanent: true });
  const ids = { ann: participantId, bea: "", cal: "", dee: "", eli: "" };
  for (const key of ["bea", "cal", "dee", "eli"] as const) ids[key] = (await people[key].joinRoom(code)).participantId;
  for (const key of ["bea", "dee"] as const) await ann.ok("mutation", "toggleAdminStatus", { roomId, participantId: ids[key], sessionId: ann.sessionId });
  return { roomId, code, ids };
}

const actorKey = { owner: "ann", admin: "bea", member: "cal" } as const;
const targetKey = { owner: "ann", admin: "dee", member: "eli" } as const;

/** What the room looks like, without the activity time every write moves. */
async function snapshot(roomId: string): Promise<unknown> {
  const data = await people.ann.getRoomData(roomId);
  if (!data) return null;
  return { story: data.room.currentStory, participants: data.participants.map((p: any) => [p._id, p.role, p.isExcludedFromVoting]) };
}

describe("targeted actions", () => {
  for (const action of Object.keys(targeted) as TargetedAction[]) {
    for (const actor of ["owner", "admin", "member"] as const) {
      for (const target of ["owner", "admin", "member", "self"] as const) {
        const expected = targeted[action][actor][target];
        it(`${action}: ${actor} on ${target === "self" ? "themselves" : `a${target === "owner" || target === "admin" ? "n" : ""} ${target}`} -> ${expected}`, async () => {
          const room = await setUpRoom();
          const who = people[actorKey[actor]];
          const targetId = target === "self" ? room.ids[actorKey[actor]] : room.ids[targetKey[target]];
          const before = (await people.ann.getRoomData(room.roomId)).participants.find((p: any) => p._id === targetId);
          const args = { roomId: room.roomId, participantId: targetId, sessionId: who.sessionId };
          if (expected !== ALLOWED) return expectRefused(who, action, args, expected, room.roomId);
          await who.ok("mutation", action, args);
          const after = await people.ann.getRoomData(room.roomId);
          const now = after.participants.find((p: any) => p._id === targetId);
          if (action === "kickParticipant") {
            expect(now).toBeUndefined();
            const kickedKey = target === "self" ? actorKey[actor] : targetKey[target];
            expect(await people[kickedKey].getRoomData(room.roomId)).toBeNull();
          } else if (action === "toggleAdminStatus") {
            expect(now.role).toBe(before.role === "admin" ? "member" : "admin");
          } else {
            expect(now.isExcludedFromVoting).toBe(!before.isExcludedFromVoting);
          }
        });
      }
    }
  }
});

describe("room-level actions", () => {
  for (const action of Object.keys(roomLevel) as RoomAction[]) {
    for (const actor of ["owner", "admin", "member"] as const) {
      const expected = roomLevel[action][actor];
      it(`${action}: ${actor} -> ${expected}`, async () => {
        const room = await setUpRoom();
        const who = people[actorKey[actor]];
        await people.ann.ok("mutation", "updateStory", { roomId: room.roomId, story: "Before", sessionId: people.ann.sessionId });
        const args = action === "deleteRoom" ? { roomId: room.roomId } : { roomId: room.roomId, sessionId: who.sessionId, ...(action === "updateStory" ? { story: "After" } : {}) };
        if (expected !== ALLOWED) return expectRefused(who, action, args, expected, room.roomId);
        await who.ok("mutation", action, args);
        if (action === "deleteRoom") expect(await anonymous.getRoomByCode(room.code)).toBeNull();
        else expect((await who.getRoomData(room.roomId)).room.currentStory).toBe(action === "updateStory" ? "After" : null);
      });
    }
  }
});

describe("outsiders", () => {
  it("a non-participant is refused everything about the room", async () => {
    const room = await setUpRoom();
    const { eve } = people;
    const unchanged = await snapshot(room.roomId);
    for (const action of Object.keys(targeted) as TargetedAction[]) {
      for (const key of ["ann", "bea", "cal"] as const) {
        expect(await eve.error("mutation", action, { roomId: room.roomId, participantId: room.ids[key], sessionId: eve.sessionId })).toBe(R.notParticipant);
      }
    }
    expect(await eve.error("mutation", "updateStory", { roomId: room.roomId, story: "Mine", sessionId: eve.sessionId })).toBe(R.notParticipant);
    expect(await eve.error("mutation", "clearStory", { roomId: room.roomId, sessionId: eve.sessionId })).toBe(R.notParticipant);
    expect(await eve.error("mutation", "deleteRoom", { roomId: room.roomId })).toBe(R.onlyOwnerDelete);
    expect(await eve.error("mutation", "leaveRoom", { participantId: room.ids.cal, sessionId: eve.sessionId })).toBe(R.notParticipant);
    expect(await eve.getRoomData(room.roomId)).toBeNull();
    expect(await snapshot(room.roomId)).toEqual(unchanged);
  });

  it("a signed-out caller is refused everything about the room", async () => {
    const room = await setUpRoom();
    const signedOut = MESSAGES.auth.notSignedIn;
    for (const action of Object.keys(targeted) as TargetedAction[]) {
      expect(await anonymous.error("mutation", action, { roomId: room.roomId, participantId: room.ids.cal, sessionId: "abc" })).toBe(signedOut);
    }
    expect(await anonymous.error("mutation", "updateStory", { roomId: room.roomId, story: "x", sessionId: "abc" })).toBe(signedOut);
    expect(await anonymous.error("mutation", "clearStory", { roomId: room.roomId, sessionId: "abc" })).toBe(signedOut);
    expect(await anonymous.error("mutation", "deleteRoom", { roomId: room.roomId })).toBe(signedOut);
    expect(await anonymous.error("mutation", "leaveRoom", { participantId: room.ids.cal, sessionId: "abc" })).toBe(signedOut);
    expect(await anonymous.getRoomData(room.roomId)).toBeNull();
  });

  it("a participant id from another room is refused", async () => {
    const room = await setUpRoom();
    const other = await setUpRoom();
    expect(await people.ann.error("mutation", "kickParticipant", { roomId: room.roomId, participantId: other.ids.cal, sessionId: "abc" })).toBe(R.participantGone);
  });
});

/** A refused action says exactly why and leaves the room as it was. */
async function expectRefused(who: RoomsApi, action: string, args: Record<string, unknown>, expected: string, roomId: string): Promise<void> {
  const unchanged = await snapshot(roomId);
  expect(await who.error("mutation", action, args)).toBe(expected);
  expect(await snapshot(roomId)).toEqual(unchanged);
}
