import { Navigate, useParams } from "../router";
import { isValidRoomCode } from "../../shared/roomCode";
import { useAuth } from "../auth/AuthProvider";
import { PluginsProvider } from "../features/room/plugins";
import { RoomNotFound, SignedInRoom, SignedOutRoom } from "../features/room";
// The one client file that reads the installed plugins (lint). Here, not in App.tsx: the app's
// first download is at its budget, and only the room's screens have plugin slots so far.
import { clientPlugins } from "../../plugins/client";

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
  return (
    <PluginsProvider plugins={clientPlugins}>
      <SignedInRoom key={code} code={code} />
    </PluginsProvider>
  );
}
