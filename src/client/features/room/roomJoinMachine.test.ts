import { describe, expect, it } from "vitest";
import { currentAttempt, initialRoomJoinState, roomJoinReducer, type RoomJoinEvent, type RoomJoinState } from "./roomJoinMachine";

const run = (events: RoomJoinEvent[], from: RoomJoinState = initialRoomJoinState) => events.reduce(roomJoinReducer, from);

const loaded = (): RoomJoinState => run([{ type: "load", code: "ABC123" }]);
const ready = (): RoomJoinState => run([{ type: "roomLookedUp", roomId: "room-1" }], loaded());
const autoJoining = (): RoomJoinState => run([{ type: "autoJoin" }], ready());
const joined = (): RoomJoinState => run([{ type: "joinSucceeded", attempt: 1, roomId: "room-1", participantId: "p-1" }], autoJoining());

describe("roomJoinReducer", () => {
  it("starts idle and loads the room for a code", () => {
    expect(initialRoomJoinState).toEqual({ status: "idle" });
    expect(loaded()).toEqual({ status: "loading-room", code: "ABC123" });
  });

  it("shows not-found when there is no room for the code", () => {
    expect(run([{ type: "roomLookedUp", roomId: null }], loaded())).toEqual({ status: "room-not-found", code: "ABC123", attempts: 0 });
  });

  it("is ready to join once the room is found, and goes to not-found if it disappears", () => {
    expect(ready()).toEqual({ status: "ready-to-join", code: "ABC123", roomId: "room-1", error: null, autoJoinTried: false, attempts: 0 });
    expect(run([{ type: "roomLookedUp", roomId: null }], ready()).status).toBe("room-not-found");
  });

  it("becomes ready when a missing room is created later", () => {
    const notFound = run([{ type: "roomLookedUp", roomId: null }], loaded());
    expect(run([{ type: "roomLookedUp", roomId: "room-9" }], notFound)).toMatchObject({ status: "ready-to-join", roomId: "room-9" });
  });

  it("makes one automatic attempt", () => {
    expect(autoJoining()).toEqual({ status: "auto-joining", code: "ABC123", roomId: "room-1", attempt: 1 });
    expect(currentAttempt(autoJoining())).toEqual({ attempt: 1, code: "ABC123", automatic: true });
  });

  it("joins when the attempt succeeds", () => {
    expect(joined()).toEqual({ status: "joined", code: "ABC123", roomId: "room-1", participantId: "p-1", seenInRoom: false });
    expect(currentAttempt(joined())).toBeNull();
  });

  it("returns to ready-to-join with the message when a join fails, and never auto-joins again", () => {
    const failed = run([{ type: "joinFailed", attempt: 1, message: "Nope" }], autoJoining());
    expect(failed).toEqual({ status: "ready-to-join", code: "ABC123", roomId: "room-1", error: "Nope", autoJoinTried: true, attempts: 1 });
    expect(run([{ type: "autoJoin" }], failed)).toBe(failed);
  });

  it("joins manually from the form with a new attempt number", () => {
    const failed = run([{ type: "joinFailed", attempt: 1, message: "Nope" }], autoJoining());
    const joining = run([{ type: "submit" }], failed);
    expect(joining).toEqual({ status: "joining", code: "ABC123", roomId: "room-1", attempt: 2 });
    expect(currentAttempt(joining)).toEqual({ attempt: 2, code: "ABC123", automatic: false });
    expect(run([{ type: "joinSucceeded", attempt: 2, roomId: "room-1", participantId: "p-1" }], joining).status).toBe("joined");
    expect(run([{ type: "joinFailed", attempt: 2, message: "Still no" }], joining)).toMatchObject({ status: "ready-to-join", error: "Still no", attempts: 2 });
  });

  it("ignores answers to an older attempt", () => {
    const failed = run([{ type: "joinFailed", attempt: 1, message: "Nope" }], autoJoining());
    const joining = run([{ type: "submit" }], failed);
    expect(run([{ type: "joinSucceeded", attempt: 1, roomId: "room-1", participantId: "p-1" }], joining)).toBe(joining);
    expect(run([{ type: "joinFailed", attempt: 1, message: "late" }], joining)).toBe(joining);
  });

  it("ignores submit and autoJoin outside ready-to-join", () => {
    for (const state of [loaded(), autoJoining(), joined()]) {
      expect(roomJoinReducer(state, { type: "submit" })).toBe(state);
      expect(roomJoinReducer(state, { type: "autoJoin" })).toBe(state);
    }
  });

  it("keeps attempt numbers growing when the room vanishes and comes back", () => {
    const failed = run([{ type: "joinFailed", attempt: 1, message: "Nope" }], autoJoining());
    const back = run(
      [
        { type: "roomLookedUp", roomId: null },
        { type: "roomLookedUp", roomId: "room-2" },
        { type: "autoJoin" },
      ],
      failed,
    );
    expect(back).toEqual({ status: "auto-joining", code: "ABC123", roomId: "room-2", attempt: 2 });
  });

  it("lets room lookups not disturb a join in flight", () => {
    expect(run([{ type: "roomLookedUp", roomId: null }], autoJoining()).status).toBe("auto-joining");
    const state = joined();
    expect(run([{ type: "roomLookedUp", roomId: "room-1" }], state)).toBe(state);
  });

  it("shows not-found when the joined room is deleted, rather than calling it a kick", () => {
    const inRoom = run([{ type: "roomDataChanged", isParticipant: true }], joined());
    const gone = run([{ type: "roomLookedUp", roomId: null }], inRoom);
    expect(gone).toEqual({ status: "room-not-found", code: "ABC123", attempts: 0 });
    expect(run([{ type: "roomDataChanged", isParticipant: false }], gone)).toBe(gone);
  });

  it("becomes kicked when a joined user who was in the room no longer is", () => {
    const inRoom = run([{ type: "roomDataChanged", isParticipant: true }], joined());
    expect(inRoom).toMatchObject({ status: "joined", seenInRoom: true });
    expect(run([{ type: "roomDataChanged", isParticipant: true }], inRoom)).toBe(inRoom);
    expect(run([{ type: "roomDataChanged", isParticipant: false }], inRoom)).toEqual({ status: "kicked", code: "ABC123" });
  });

  it("does not call it a kick before the user has appeared in the room", () => {
    const state = joined();
    expect(run([{ type: "roomDataChanged", isParticipant: false }], state)).toBe(state);
  });

  it("ignores room data outside the joined state", () => {
    for (const state of [loaded(), ready(), autoJoining()]) {
      expect(roomJoinReducer(state, { type: "roomDataChanged", isParticipant: false })).toBe(state);
    }
  });

  it("resets to idle on leave, and a vanishing room after that is no kick", () => {
    const inRoom = run([{ type: "roomDataChanged", isParticipant: true }], joined());
    const left = run([{ type: "leave" }], inRoom);
    expect(left).toEqual({ status: "idle" });
    expect(run([{ type: "roomDataChanged", isParticipant: false }], left)).toEqual({ status: "idle" });
  });
});
