import { describe, expect, it } from "vitest";
import {
  ROOM_ROLES,
  type RoomRole,
  canKick,
  canChangeFacilitation,
  canManageRoom,
  canRunRound,
  canToggleAdmin,
  canToggleVotingExclusion,
  canTransferOwnership,
  canVote,
  eligibleVoterCount,
  isRoomRole,
  participantActions,
  roleRank,
} from "./permissions";

const m: RoomRole = "member";
const a: RoomRole = "admin";
const o: RoomRole = "owner";

/**
 * Every actor x target x self/not-self, written out by hand from spec 6 and issue 15: [actor,
 * target, isSelf, kick, toggleAdmin, toggleVotingExclusion, transferOwnership]. Self rows with
 * differing roles cannot happen in a room, but the functions must still not grant anything odd.
 */
const TABLE: [RoomRole, RoomRole, boolean, boolean, boolean, boolean, boolean][] = [
  // not self
  [m, m, false, false, false, false, false],
  [m, a, false, false, false, false, false],
  [m, o, false, false, false, false, false],
  [a, m, false, true, false, true, false],
  [a, a, false, false, false, true, false],
  [a, o, false, false, false, false, false],
  [o, m, false, true, true, true, true],
  [o, a, false, true, true, true, true],
  [o, o, false, false, false, true, false],
  // self
  [m, m, true, false, false, false, false],
  [m, a, true, false, false, false, false],
  [m, o, true, false, false, false, false],
  [a, m, true, false, false, true, false],
  [a, a, true, false, false, true, false],
  [a, o, true, false, false, true, false],
  [o, m, true, false, false, true, false],
  [o, a, true, false, false, true, false],
  [o, o, true, false, false, true, false],
];

/** Reveal and new round, per role, with "everyone facilitates" off and on; who may switch it. */
const ROUND_TABLE: [RoomRole, boolean, boolean, boolean][] = [
  // role, runs the round (off), runs the round (on), changes facilitation
  [m, false, true, false],
  [a, true, true, false],
  [o, true, true, true],
];

describe("roles", () => {
  it("rank member < admin < owner", () => {
    expect(ROOM_ROLES).toEqual(["member", "admin", "owner"]);
    expect(roleRank("member")).toBeLessThan(roleRank("admin"));
    expect(roleRank("admin")).toBeLessThan(roleRank("owner"));
  });

  it("recognises only the three roles", () => {
    expect(isRoomRole("admin")).toBe(true);
    expect(isRoomRole("Admin")).toBe(false);
    expect(isRoomRole("guest")).toBe(false);
    expect(isRoomRole(undefined)).toBe(false);
  });

  it("lets owner and admin manage the room, not members", () => {
    expect(canManageRoom("owner")).toBe(true);
    expect(canManageRoom("admin")).toBe(true);
    expect(canManageRoom("member")).toBe(false);
  });
});

describe.each(TABLE)(
  "%s acting on %s (self: %s)",
  (actor, target, isSelf, kick, toggleAdmin, toggleExclusion, transfer) => {
    it(`kick: ${kick}`, () => expect(canKick(actor, target, isSelf)).toBe(kick));
    it(`transfer ownership: ${transfer}`, () => expect(canTransferOwnership(actor, target, isSelf)).toBe(transfer));
    it(`toggle admin: ${toggleAdmin}`, () => expect(canToggleAdmin(actor, target, isSelf)).toBe(toggleAdmin));
    it(`toggle voting exclusion: ${toggleExclusion}`, () =>
      expect(canToggleVotingExclusion(actor, target, isSelf)).toBe(toggleExclusion));
  },
);

describe.each(ROUND_TABLE)("%s runs the round", (role, whenOff, whenOn, changesFacilitation) => {
  it(`with "everyone facilitates" off: ${whenOff}`, () => expect(canRunRound(role, false)).toBe(whenOff));
  it(`with "everyone facilitates" on: ${whenOn}`, () => expect(canRunRound(role, true)).toBe(whenOn));
  it(`switches "everyone facilitates": ${changesFacilitation}`, () => expect(canChangeFacilitation(role)).toBe(changesFacilitation));
  it("manages the rest of the room as spec 6 says, whatever the setting", () => expect(canManageRoom(role)).toBe(whenOff));
});

describe("participantActions", () => {
  const participant = (id: string, role: RoomRole) => ({ _id: id, role });

  it("follows the same table, with self decided by id", () => {
    for (const [actor, target, isSelf, kick, toggleAdmin, toggleExclusion, transfer] of TABLE) {
      const viewer = participant("viewer", actor);
      const other = participant(isSelf ? "viewer" : "other", target);
      const expected = [
        ...(kick ? ["kick"] : []),
        ...(toggleAdmin ? ["toggleAdmin"] : []),
        ...(toggleExclusion ? ["toggleVotingExclusion"] : []),
        ...(transfer ? ["transferOwnership"] : []),
      ];
      expect(participantActions(viewer, other)).toEqual(expected);
    }
  });

  it("offers nothing to someone who is not a participant", () => {
    expect(participantActions(null, participant("x", "member"))).toEqual([]);
    expect(participantActions(undefined, participant("x", "member"))).toEqual([]);
  });

  it("gives an owner everything on an admin", () => {
    expect(participantActions(participant("1", "owner"), participant("2", "admin"))).toEqual([
      "kick",
      "toggleAdmin",
      "toggleVotingExclusion",
      "transferOwnership",
    ]);
  });
});

describe("voting eligibility", () => {
  it("excluded participants cannot vote and do not count", () => {
    expect(canVote({ isExcludedFromVoting: false })).toBe(true);
    expect(canVote({ isExcludedFromVoting: true })).toBe(false);
    expect(
      eligibleVoterCount([
        { isExcludedFromVoting: false },
        { isExcludedFromVoting: true },
        { isExcludedFromVoting: false },
      ]),
    ).toBe(2);
    expect(eligibleVoterCount([])).toBe(0);
  });
});
