import { Navigate, useParams } from "../router";
import { isValidRoomCode } from "../../shared/roomCode";
import { useAuth } from "../auth/AuthProvider";
import { RoomNotFound, SignedInRoom, SignedOutRoom } from "../features/room";

/** `/room/:roomCode` (spec 2): codes are upper-case, so a lower-case address is redirected. */
export default function Room() {
  const { roomCode = "" } = useParams();
  const { isAuthenticated } = useAuth();
  const code = roomCode.toUpperCase();
  if (roomCode !== code) return <Navigate to={`/room/${encodeURIComponent(code)}`} replace />;
  // A code that cannot exist is not looked up: it is simply not found.
  if (!isValidRoomCode(code)) return <RoomNotFound code={code} />;
  if (!isAuthenticated) return <SignedOutRoom code={code} />;
  // Keyed by code: another room starts the join flow afresh.
  return <SignedInRoom key={code} code={code} />;
}
