import { Clock, LogIn, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "../../router";
import { toast } from "../toast";
import { MESSAGES } from "../../../shared/messages";
import { formatRelativeTime } from "../../../shared/relativeTime";
import { useNow } from "../../hooks/useNow";
import { api } from "../../sync/api";
import { useMutation } from "../../sync/react";
import { serverMessageOr } from "../room/serverMessage";
import type { UserRoom } from "../room/types";
import { ConfirmDialog } from "../ui/AlertDialog";
import { Badge } from "../ui/Badge";
import { Button, buttonClasses } from "../ui/Button";

/** 'Last activity' re-reads the clock this often, so 'Just now' turns into '1m ago' on screen. */
const RELATIVE_TIME_REFRESH_MS = 30_000;

/** 'Your Rooms' (spec 2): shown while loading or when there is at least one room. */
export function YourRooms({ rooms }: { rooms: readonly UserRoom[] | undefined }) {
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  const [toDelete, setToDelete] = useState<UserRoom | null>(null);
  const deleteRoom = useMutation(api.rooms.deleteRoom);

  if (rooms?.length === 0) return null;

  const confirmDelete = async (room: UserRoom) => {
    try {
      await deleteRoom({ roomId: room._id });
      toast.success(MESSAGES.rooms.deleted);
    } catch (error) {
      toast.error(serverMessageOr(error, MESSAGES.rooms.deleteFailed));
    }
  };

  return (
    <section aria-labelledby="your-rooms-title" aria-busy={rooms === undefined || undefined} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="your-rooms-title" className="text-lg font-semibold tracking-tight">
          Your Rooms
        </h2>
        {rooms && (
          <p className="text-sm text-muted-foreground">
            {rooms.length} {rooms.length === 1 ? "room" : "rooms"}
          </p>
        )}
      </div>
      <ul className="flex flex-col gap-3">
        {rooms === undefined ? (
          <RoomRowSkeletons />
        ) : (
          rooms.map((room) => <RoomRow key={room._id} room={room} now={now} onDelete={() => setToDelete(room)} />)
        )}
      </ul>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this room?"
        description={
          toDelete ? (
            <>
              <span className="font-medium text-foreground">{toDelete.name}</span> ({toDelete.code}) will be deleted for everyone, with its
              participants and votes. This cannot be undone.
            </>
          ) : null
        }
        confirmLabel="Delete Room"
        destructive
        onConfirm={() => toDelete && void confirmDelete(toDelete)}
      />
    </section>
  );
}

function RoomRow({ room, now, onDelete }: { room: UserRoom; now: number; onDelete: () => void }) {
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-card transition-shadow hover:shadow-raised sm:flex-row sm:items-center sm:justify-between"
      data-testid="user-room"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-semibold">{room.name}</h3>
          <Badge variant="outline" className="font-mono tracking-wider">
            <span className="sr-only">Room code </span>
            {room.code}
          </Badge>
          {room.isPermanent && <Badge variant="success">Permanent</Badge>}
        </div>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
          <Clock className="size-3.5" aria-hidden="true" />
          <span>
            <span className="sr-only">Last activity: </span>
            {formatRelativeTime(room.lastActivity, now)}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Link to={`/room/${room.code}`} className={buttonClasses({ size: "sm", className: "flex-1 sm:flex-none" })} aria-label={`Join ${room.name}`}>
          <LogIn aria-hidden="true" />
          Join
        </Link>
        <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete ${room.name}`} className="flex-1 text-destructive-text sm:flex-none">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}

function RoomRowSkeletons() {
  return (
    <>
      {[0, 1].map((index) => (
        <li key={index} className="flex items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4" aria-hidden="true">
          <div className="flex flex-col gap-2">
            <span className="h-4 w-40 animate-pulse rounded bg-muted" />
            <span className="h-3 w-24 animate-pulse rounded bg-muted" />
          </div>
          <span className="h-8 w-32 animate-pulse rounded-lg bg-muted" />
        </li>
      ))}
      <li className="sr-only">Loading your rooms</li>
    </>
  );
}
