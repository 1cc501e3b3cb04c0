// Spec section 6 as a matrix: every guarded room action by an owner, an admin and a member, on
// an owner, an admin, a member and on themselves, allowed or refused with the exact message.
// Issue 15 adds the owner's hand-over, the room settings, and the round controls with
// "everyone facilitates" off and on. Each case runs in a fresh room: Ann (owner), Bea and Dee
// (admins), Cal and Eli (members).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { api, bind, type BoundCall } from "../../../../tests/support/typedCalls";
import { signUpUser } from "../../../../tests/support/users";
import type { ArgsOf, FunctionReference } from "../../../shared/functionReference";
import { MESSAGES } from "../../../shared/messages";

const R = MESSAGES.rooms;
const P = MESSAGES.participants;

type Actor = "owner" | "admin" | "member";
type Target = "owner" | "admin" | "member" | "self";
type TargetedAction = "kickParticipant" | "toggleAdminStatus" | "toggleVotingExclusion" | "transferOwnership";
type RoomAction = "updateStory" | "clearStory" | "deleteRoom";
type SettingsChange = "deck" | "autoReveal" | "everyoneFacilitates" | "skipAwayVoters";
type RoundAction = "revealVotes" | "resetVoting" | "clearVotes";
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
  transferOwnership: {
    owner: { owner: R.cannotTransferToSelf, admin: ALLOWED, member: ALLOWED, self: R.cannotTransferToSelf },
    admin: { owner: R.onlyOwnerTransfer, admin: R.onlyOwnerTransfer, member: R.onlyOwnerTransfer, self: R.onlyOwnerTransfer },
    member: { owner: R.onlyOwnerTransfer, admin: R.onlyOwnerTransfer, member: R.onlyOwnerTransfer, self: R.onlyOwnerTransfer },
  },
};

const settingsChanges: Record<SettingsChange, { change: Partial<ArgsOf<typeof api.rooms.updateRoomSettings>>; rule: Record<Actor, string> }> = {
  deck: {
    change: { deck: { kind: "tshirt", unknownCard: true, breakCard: false } },
    rule: { owner: ALLOWED, admin: ALLOWED, member: R.onlyManagers },
  },
  autoReveal: { change: { autoReveal: true }, rule: { owner: ALLOWED, admin: ALLOWED, member: R.onlyManagers } },
  everyoneFacilitates: { change: { everyoneFacilitates: true }, rule: { owner: ALLOWED, admin: R.onlyOwnerFacilitation, member: R.onlyManagers } },
  skipAwayVoters: { change: { skipAwayVoters: true }, rule: { owner: ALLOWED, admin: ALLOWED, member: R.onlyManagers } },
};

/** The round controls by role, with "everyone facilitates" off (spec 6) and on (issue 15). */
const roundControls: Record<"off" | "on", Record<RoundAction, Record<Actor, string>>> = {
  off: {
    revealVotes: { owner: ALLOWED, admin: ALLOWED, member: R.onlyManagers },
    resetVoting: { owner: ALLOWED, admin: ALLOWED, member: R.onlyManagers },
    clearVotes: { owner: ALLOWED, admin: ALLOWED, member: R.onlyManagers },
  },
  on: {
    revealVotes: { owner: ALLOWED, admin: ALLOWED, member: ALLOWED },
    resetVoting: { owner: ALLOWED, admin: ALLOWED, member: ALLOWED },
    // Clearing throws votes away unarchived: still for managers only.
    clearVotes: { owner: ALLOWED, admin: ALLOWED, member: R.onlyManagers },
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
  for (const key of ["bea", "dee"] as const) await ann.call(api.rooms.toggleAdminStatus, { roomId, participantId: ids[key], sessionId: ann.sessionId });
  return { roomId, code, ids };
}

const actorKey = { owner: "ann", admin: "bea", member: "cal" } as const;
const targetKey = { owner: "ann", admin: "dee", member: "eli" } as const;

/** What the room looks like, without the activity time every write moves. */
async function snapshot(roomId: string): Promise<unknown> {
  const data = await people.ann.getRoomData(roomId);
  if (!data) return null;
  const owned = (await people.ann.getUserRooms()).find((r) => r._id === roomId)?.role;
  return {
    story: data.room.currentStory,
    participants: data.participants.map((p) => [p._id, p.role, p.isExcludedFromVoting]),
    settings: data.room.settings,
    revealed: data.room.isVotingRevealed,
    round: data.room.round,
    votes: data.votes,
    annsRole: owned,
  };
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
          const before = (await people.ann.getRoomData(room.roomId))!.participants.find((p) => p._id === targetId);
          const args = { roomId: room.roomId, participantId: targetId, sessionId: who.sessionId };
          if (expected !== ALLOWED) return expectRefused(who, bind(api.rooms[action], args), expected, room.roomId);
          await who.call(api.rooms[action], args);
          const after = (await people.ann.getRoomData(room.roomId))!;
          const now = after.participants.find((p) => p._id === targetId);
          if (action === "kickParticipant") {
            expect(now).toBeUndefined();
            const kickedKey = target === "self" ? actorKey[actor] : targetKey[target];
            expect(await people[kickedKey].getRoomData(room.roomId)).toBeNull();
          } else if (action === "toggleAdminStatus") {
            expect(now!.role).toBe(before!.role === "admin" ? "member" : "admin");
          } else if (action === "transferOwnership") {
            // One owner: the new one; the old owner is an admin now, and the room remembers the new owner.
            expect(now!.role).toBe("owner");
            expect(after.participants.filter((p) => p.role === "owner").map((p) => p._id)).toEqual([targetId]);
            expect(after.participants.find((p) => p._id === room.ids.ann)!.role).toBe("admin");
            const newOwner = people[targetKey[target as "admin" | "member"]];
            expect((await newOwner.getUserRooms()).find((r) => r._id === room.roomId)!.role).toBe("owner");
            expect(await people.ann.refusal(api.rooms.transferOwnership, { ...args, participantId: room.ids.cal })).toBe(R.onlyOwnerTransfer);
            expect(await people.ann.refusal(api.rooms.deleteRoom, { roomId: room.roomId })).toBe(R.onlyOwnerDelete);
          } else {
            expect(now!.isExcludedFromVoting).toBe(!before!.isExcludedFromVoting);
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
        await people.ann.call(api.rooms.updateStory, { roomId: room.roomId, story: "Before", sessionId: people.ann.sessionId });
        const call =
          action === "deleteRoom"
            ? bind(api.rooms.deleteRoom, { roomId: room.roomId })
            : action === "updateStory"
              ? bind(api.rooms.updateStory, { roomId: room.roomId, sessionId: who.sessionId, story: "After" })
              : bind(api.rooms.clearStory, { roomId: room.roomId, sessionId: who.sessionId });
        if (expected !== ALLOWED) return expectRefused(who, call, expected, room.roomId);
        await who.call(call.fn, call.args);
        if (action === "deleteRoom") expect(await anonymous.getRoomByCode(room.code)).toBeNull();
        else expect((await who.getRoomData(room.roomId))!.room.currentStory).toBe(action === "updateStory" ? "After" : null);
      });
    }
  }
});

describe("room settings", () => {
  for (const setting of Object.keys(settingsChanges) as SettingsChange[]) {
    for (const actor of ["owner", "admin", "member"] as const) {
      const { change, rule } = settingsChanges[setting];
      const expected = rule[actor];
      it(`updateRoomSettings ${setting}: ${actor} -> ${expected}`, async () => {
        const room = await setUpRoom();
        const who = people[actorKey[actor]];
        const args = { roomId: room.roomId, sessionId: who.sessionId, ...change };
        if (expected !== ALLOWED) return expectRefused(who, bind(api.rooms.updateRoomSettings, args), expected, room.roomId);
        await who.call(api.rooms.updateRoomSettings, args);
        const settings = (await people.cal.getRoomData(room.roomId))!.room.settings;
        expect(settings).toMatchObject(change);
      });
    }
  }
});

describe("round controls, with everyone facilitating off and on", () => {
  for (const state of ["off", "on"] as const) {
    for (const action of Object.keys(roundControls[state]) as RoundAction[]) {
      for (const actor of ["owner", "admin", "member"] as const) {
        const expected = roundControls[state][action][actor];
        it(`${action} with everyone facilitating ${state}: ${actor} -> ${expected}`, async () => {
          const room = await setUpRoom();
          if (state === "on") await people.ann.call(api.rooms.updateRoomSettings, { roomId: room.roomId, sessionId: people.ann.sessionId, everyoneFacilitates: true });
          await voting(people.eli, api.voting.submitVote, { roomId: room.roomId, participantId: room.ids.eli, value: "5" });
          // New Round and Clear act on a revealed round; Reveal on a hidden one.
          if (action !== "revealVotes") await voting(people.ann, api.voting.revealVotes, { roomId: room.roomId, sessionId: people.ann.sessionId });
          const who = people[actorKey[actor]];
          const args = { roomId: room.roomId, sessionId: who.sessionId };
          if (expected !== ALLOWED) {
            const unchanged = await snapshot(room.roomId);
            expect(await voting(who, api.voting[action], args)).toEqual({ status: "error", errorMessage: expected });
            expect(await snapshot(room.roomId)).toEqual(unchanged);
            return;
          }
          expect((await voting(who, api.voting[action], args)).status).toBe("success");
          const data = (await people.eli.getRoomData(room.roomId))!;
          if (action === "revealVotes") expect(data.votes).toEqual([{ participantId: room.ids.eli, value: "5" }]);
          else expect([data.votes, data.room.isVotingRevealed, data.room.round]).toEqual([[], false, action === "resetVoting" ? 2 : 1]);
        });
      }
    }
  }
});

/** A voting.* answer as `who`; a refusal as its sentence alone (the matrix compares whole answers). */
async function voting<F extends FunctionReference>(who: RoomsApi, fn: F, args: ArgsOf<F>) {
  const body = await who.answer(fn, args);
  return body.status === "error" ? { status: "error", errorMessage: body.errorMessage } : body;
}

describe("outsiders", () => {
  it("a non-participant is refused everything about the room", async () => {
    const room = await setUpRoom();
    const { eve } = people;
    const unchanged = await snapshot(room.roomId);
    for (const action of Object.keys(targeted) as TargetedAction[]) {
      for (const key of ["ann", "bea", "cal"] as const) {
        expect(await eve.refusal(api.rooms[action], { roomId: room.roomId, participantId: room.ids[key], sessionId: eve.sessionId })).toBe(R.notParticipant);
      }
    }
    expect(await eve.refusal(api.rooms.updateStory, { roomId: room.roomId, story: "Mine", sessionId: eve.sessionId })).toBe(R.notParticipant);
    expect(await eve.refusal(api.rooms.clearStory, { roomId: room.roomId, sessionId: eve.sessionId })).toBe(R.notParticipant);
    expect(await eve.refusal(api.rooms.deleteRoom, { roomId: room.roomId })).toBe(R.onlyOwnerDelete);
    expect(await eve.refusal(api.rooms.leaveRoom, { participantId: room.ids.cal, sessionId: eve.sessionId })).toBe(R.notParticipant);
    expect(await eve.getRoomData(room.roomId)).toBeNull();
    expect(await snapshot(room.roomId)).toEqual(unchanged);
  });

  it("a signed-out caller is refused everything about the room", async () => {
    const room = await setUpRoom();
    const signedOut = MESSAGES.auth.notSignedIn;
    for (const action of Object.keys(targeted) as TargetedAction[]) {
      expect(await anonymous.refusal(api.rooms[action], { roomId: room.roomId, participantId: room.ids.cal, sessionId: "abc" })).toBe(signedOut);
    }
    expect(await anonymous.refusal(api.rooms.updateStory, { roomId: room.roomId, story: "x", sessionId: "abc" })).toBe(signedOut);
    expect(await anonymous.refusal(api.rooms.clearStory, { roomId: room.roomId, sessionId: "abc" })).toBe(signedOut);
    expect(await anonymous.refusal(api.rooms.deleteRoom, { roomId: room.roomId })).toBe(signedOut);
    expect(await anonymous.refusal(api.rooms.leaveRoom, { participantId: room.ids.cal, sessionId: "abc" })).toBe(signedOut);
    expect(await anonymous.getRoomData(room.roomId)).toBeNull();
  });

  it("a participant id from another room is refused", async () => {
    const room = await setUpRoom();
    const other = await setUpRoom();
    expect(await people.ann.refusal(api.rooms.kickParticipant, { roomId: room.roomId, participantId: other.ids.cal, sessionId: "abc" })).toBe(R.participantGone);
  });
});

/** A refused action says exactly why and leaves the room as it was. */
async function expectRefused(who: RoomsApi, call: BoundCall, expected: string, roomId: string): Promise<void> {
  const unchanged = await snapshot(roomId);
  expect(await who.refusal(call.fn, call.args)).toBe(expected);
  expect(await snapshot(roomId)).toEqual(unchanged);
}
