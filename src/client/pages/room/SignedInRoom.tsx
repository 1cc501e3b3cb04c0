import type { FormEvent } from "react";
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
  const { state, roomName, roomData, submit, leave } = useRoomJoin(code);

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
