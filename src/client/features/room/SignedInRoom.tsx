import { useDeferredValue, type FormEvent } from "react";
import { Link } from "../../router";
import { Alert } from "../../components/ui/Alert";
import { Button, buttonClasses } from "../../components/ui/Button";
import { JoinedRoom } from "./JoinedRoom";
import { RoomJoinCard } from "./RoomJoinCard";
import { RoomNotFound } from "./RoomNotFound";
import { RoomStatus } from "./RoomStatus";
import { useRoomJoin } from "./useRoomJoin";

/** The room page for a signed-in user: the views of the room-join flow (spec 2, 4). */
export function SignedInRoom({ code }: { code: string }) {
  const { state, roomName, roomData: latestRoomData, submit, leave } = useRoomJoin(code);
  // Live data arrives through useSyncExternalStore, which renders at once and in one piece. The
  // room (first shown, or changed by a vote) renders in the background instead: React splits that
  // work into slices between which the page stays responsive, then shows it in one commit.
  const roomData = useDeferredValue(latestRoomData);

  switch (state.status) {
    case "loading-room":
      return <RoomStatus label="Loading room..." />;
    case "room-not-found":
      return <RoomNotFound code={code} />;
    case "auto-joining":
      return <RoomStatus label="Joining room..." />;
    case "ready-to-join":
    case "joining":
      // Before the one automatic attempt (the user is still loading) there is nothing to fill in.
      if (state.status === "ready-to-join" && !state.autoJoinTried) return <RoomStatus label="Joining room..." />;
      return (
        <JoinForm
          code={code}
          roomName={roomName}
          error={state.status === "ready-to-join" ? state.error : null}
          busy={state.status === "joining"}
          onSubmit={submit}
        />
      );
    case "joined":
      return roomData ? <JoinedRoom roomData={roomData} onLeave={() => void leave()} /> : <RoomStatus label="Loading room..." />;
    case "kicked":
      return <RoomStatus label="Leaving room..." />;
    case "idle":
      return <RoomStatus label="Leaving room..." />;
  }
}

function JoinForm({ code, roomName, error, busy, onSubmit }: { code: string; roomName: string | null; error: string | null; busy: boolean; onSubmit: () => void }) {
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <RoomJoinCard code={code} title={roomName ? `Join ${roomName}` : "Join Room"} description="You are one click away from the planning session.">
      <form onSubmit={handleSubmit} className="flex flex-col gap-4" aria-label="Join room">
        {error && <Alert variant="error">{error}</Alert>}
        <Button type="submit" size="lg" busy={busy} className="w-full">
          Join Room
        </Button>
        <Link to="/" className={buttonClasses({ variant: "ghost", className: "w-full" })}>
          Back to Dashboard
        </Link>
      </form>
    </RoomJoinCard>
  );
}
