// The room-join flow of spec section 4 as a pure reducer: what the signed-in room page shows,
// and which join attempt is current. The page feeds it query results and call outcomes.

export type RoomJoinState =
  | { status: "idle" }
  | { status: "loading-room"; code: string }
  /** `attempts` carries on if the room comes back, so attempt numbers never repeat on one page. */
  | { status: "room-not-found"; code: string; attempts: number }
  | {
      status: "ready-to-join";
      code: string;
      roomId: string;
      /** Why the last attempt failed, for the join form. */
      error: string | null;
      /** The one automatic attempt has been made (or is no longer wanted). */
      autoJoinTried: boolean;
      /** Join attempts made so far; each attempt is numbered so a late answer is recognised. */
      attempts: number;
    }
  | { status: "auto-joining" | "joining"; code: string; roomId: string; attempt: number }
  | {
      status: "joined";
      code: string;
      roomId: string;
      participantId: string;
      /** The viewer has appeared in the room's data since joining: vanishing after that means kicked. */
      seenInRoom: boolean;
    }
  | { status: "kicked"; code: string };

export type RoomJoinStatus = RoomJoinState["status"];

export type RoomJoinEvent =
  /** The page opened the room at this code. */
  | { type: "load"; code: string }
  /** rooms.getRoomByCode answered: the room's id, or null when there is none. */
  | { type: "roomLookedUp"; roomId: string | null }
  /** The user is known: make the one automatic attempt. */
  | { type: "autoJoin" }
  /** The join form was submitted. */
  | { type: "submit" }
  | { type: "joinSucceeded"; attempt: number; roomId: string; participantId: string }
  | { type: "joinFailed"; attempt: number; message: string }
  /** rooms.getRoomData answered: whether the viewer is (still) a participant. */
  | { type: "roomDataChanged"; isParticipant: boolean }
  /** The user chose to leave the room. */
  | { type: "leave" };

export const initialRoomJoinState: RoomJoinState = { status: "idle" };

export function roomJoinReducer(state: RoomJoinState, event: RoomJoinEvent): RoomJoinState {
  switch (event.type) {
    case "load":
      return { status: "loading-room", code: event.code };

    case "roomLookedUp":
      switch (state.status) {
        case "loading-room":
        case "room-not-found": {
          const attempts = state.status === "room-not-found" ? state.attempts : 0;
          if (event.roomId === null) return state.status === "room-not-found" ? state : { status: "room-not-found", code: state.code, attempts };
          return { status: "ready-to-join", code: state.code, roomId: event.roomId, error: null, autoJoinTried: false, attempts };
        }
        case "ready-to-join":
          if (event.roomId === null) return { status: "room-not-found", code: state.code, attempts: state.attempts };
          return event.roomId === state.roomId ? state : { ...state, roomId: event.roomId };
        case "joined":
          // The room itself went away (deleted, or the last one out of a temporary room).
          return event.roomId === null ? { status: "room-not-found", code: state.code, attempts: 0 } : state;
        default:
          // While joining, the join's own answer decides.
          return state;
      }

    case "autoJoin":
      if (state.status !== "ready-to-join" || state.autoJoinTried) return state;
      return { status: "auto-joining", code: state.code, roomId: state.roomId, attempt: state.attempts + 1 };

    case "submit":
      if (state.status !== "ready-to-join") return state;
      return { status: "joining", code: state.code, roomId: state.roomId, attempt: state.attempts + 1 };

    case "joinSucceeded":
      if ((state.status !== "auto-joining" && state.status !== "joining") || state.attempt !== event.attempt) return state;
      return { status: "joined", code: state.code, roomId: event.roomId, participantId: event.participantId, seenInRoom: false };

    case "joinFailed":
      if ((state.status !== "auto-joining" && state.status !== "joining") || state.attempt !== event.attempt) return state;
      return { status: "ready-to-join", code: state.code, roomId: state.roomId, error: event.message, autoJoinTried: true, attempts: state.attempt };

    case "roomDataChanged":
      if (state.status !== "joined") return state;
      if (event.isParticipant) return state.seenInRoom ? state : { ...state, seenInRoom: true };
      return state.seenInRoom ? { status: "kicked", code: state.code } : state;

    case "leave":
      return { status: "idle" };
  }
}

/** The join attempt the page should be running, if any. */
export function currentAttempt(state: RoomJoinState): { attempt: number; code: string; automatic: boolean } | null {
  if (state.status !== "auto-joining" && state.status !== "joining") return null;
  return { attempt: state.attempt, code: state.code, automatic: state.status === "auto-joining" };
}
