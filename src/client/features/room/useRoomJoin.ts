// Drives the room-join reducer: feeds it the code lookup, the join answers and the room data,
// and runs the join the state asks for. Effects here, decisions in roomJoinMachine.ts.
import { useCallback, useEffect, useReducer, useRef } from "react";
import { useNavigate } from "../../router";
import { toast } from "../../components/toast";
import { toastFailure } from "../../lib/failureToast";
import { PARTICIPANTS_MESSAGES } from "../../../shared/messages/participants";
import { ROOMS_MESSAGES } from "../../../shared/messages/rooms";
import { useCurrentUser } from "../../auth/useCurrentUser";
import { serverMessageOr } from "../../lib/serverMessage";
import { getSessionId } from "../../session/sessionId";
import { api } from "../../lib/api";
import { useMutation, useQuery } from "../../sync/react";
import { currentAttempt, initialRoomJoinState, roomJoinReducer, type RoomJoinState } from "./roomJoinMachine";

/** Joined too: a room that is deleted under its participants shows as not found, not as a kick. */
const LOOKUP_STATES: ReadonlySet<RoomJoinState["status"]> = new Set(["loading-room", "room-not-found", "ready-to-join", "auto-joining", "joining", "joined"]);

export function useRoomJoin(code: string) {
  const [state, dispatch] = useReducer(roomJoinReducer, code, (initialCode) => roomJoinReducer(initialRoomJoinState, { type: "load", code: initialCode }));
  const user = useCurrentUser();
  const navigate = useNavigate();
  const joinRoom = useMutation(api.rooms.joinRoom);
  const leaveRoom = useMutation(api.rooms.leaveRoom);

  const lookup = useQuery(api.rooms.getRoomByCode, LOOKUP_STATES.has(state.status) ? { code } : "skip");
  // Subscribed from the first join attempt on, so the room is there the moment the join resolves.
  const roomId = state.status === "auto-joining" || state.status === "joining" || state.status === "joined" ? state.roomId : null;
  const roomData = useQuery(api.rooms.getRoomData, roomId ? { roomId } : "skip");

  // Before the room-data effect below: when a room is deleted both answers arrive together,
  // and the room being gone is the truer story than a kick.
  useEffect(() => {
    // A room found without its id was looked up before the sign-in reached the server: the
    // signed-in answer (with the id) follows.
    if (lookup === undefined || (lookup && !lookup._id)) return;
    dispatch({ type: "roomLookedUp", roomId: lookup?._id ?? null });
  }, [lookup]);

  // The one automatic attempt, once the user is known.
  const userKnown = Boolean(user);
  useEffect(() => {
    if (userKnown && state.status === "ready-to-join" && !state.autoJoinTried) dispatch({ type: "autoJoin" });
  }, [userKnown, state]);

  // Each attempt the reducer starts is sent once (the ref survives StrictMode's effect replay).
  const started = useRef<RoomJoinState | null>(null);
  useEffect(() => {
    const attempt = currentAttempt(state);
    if (!attempt || started.current === state) return;
    started.current = state;
    joinRoom({ code: attempt.code, sessionId: getSessionId() }).then(
      (result) => {
        dispatch({ type: "joinSucceeded", attempt: attempt.attempt, roomId: result.roomId, participantId: result.participantId });
        if (!attempt.automatic) toast.success(ROOMS_MESSAGES.joined);
      },
      (error: unknown) => {
        const message = serverMessageOr(error, ROOMS_MESSAGES.joinFailed);
        dispatch({ type: "joinFailed", attempt: attempt.attempt, message });
        if (!attempt.automatic) toast.error(message);
      },
    );
  }, [state, joinRoom]);

  useEffect(() => {
    if (state.status === "joined" && roomData !== undefined) dispatch({ type: "roomDataChanged", isParticipant: roomData !== null });
  }, [state.status, roomData]);

  useEffect(() => {
    if (state.status !== "kicked") return;
    toast.error(PARTICIPANTS_MESSAGES.youWereKicked);
    void navigate("/", { replace: true });
  }, [state.status, navigate]);

  const submit = useCallback(() => dispatch({ type: "submit" }), []);

  const participantId = state.status === "joined" ? state.participantId : null;
  const leave = useCallback(async () => {
    if (!participantId) return;
    // Idle first: the room data going away now is this user leaving, not a kick.
    dispatch({ type: "leave" });
    try {
      await leaveRoom({ participantId, sessionId: getSessionId() });
      toast.success(ROOMS_MESSAGES.left);
    } catch (error) {
      toastFailure(ROOMS_MESSAGES.leaveFailed, error);
    }
    await navigate("/");
  }, [participantId, leaveRoom, navigate]);

  return { state, roomName: lookup?.name ?? null, roomData: state.status === "joined" ? roomData : undefined, submit, leave };
}
