import { LogOut, Share2 } from "lucide-react";
import { MESSAGES } from "../../../shared/messages";
import { toast } from "../toast";
import { ThemeToggle } from "../ThemeToggle";
import { Badge } from "../ui/Badge";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import type { RoomInfo, RoomParticipant } from "./types";

const ROLE_SENTENCES = { owner: "You own this room", admin: "You are an admin", member: "You are a member" } as const;

/** The room's name and code, Share Room, Leave Room and the theme toggle (spec 2, "Room header"). */
export function RoomHeader({ room, me, onLeave, leaving }: { room: RoomInfo; me: RoomParticipant; onLeave: () => void; leaving: boolean }) {
  const share = async () => {
    const url = `${window.location.origin}/room/${encodeURIComponent(room.code)}`;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(MESSAGES.rooms.urlCopied);
    } catch {
      toast.error(MESSAGES.rooms.urlCopyFailed);
    }
  };

  return (
    <Card className="relative flex flex-col gap-4 p-5 sm:p-6 md:flex-row md:items-center md:justify-between">
      {/* On phones the toggle sits in the corner, leaving the row below to the two wide buttons. */}
      <div className="absolute top-3 right-3 sm:hidden">
        <ThemeToggle />
      </div>
      <div className="min-w-0 pr-10 sm:pr-0">
        <p className="text-xs font-semibold tracking-wide text-link uppercase">Planning room</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">{room.name}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="outline" className="font-mono text-sm tracking-wider" data-testid="room-code">
            <span className="sr-only">Room code </span>
            {room.code}
          </Badge>
          {room.isPermanent ? <Badge variant="success">Permanent</Badge> : <Badge variant="muted">Temporary</Badge>}
          <span>{ROLE_SENTENCES[me.role]}</span>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Button variant="outline" onClick={share} className="flex-1 md:flex-none">
          <Share2 aria-hidden="true" />
          Share Room
        </Button>
        <Button variant="outline" onClick={onLeave} busy={leaving} className="flex-1 md:flex-none">
          {!leaving && <LogOut aria-hidden="true" />}
          Leave Room
        </Button>
        <span className="hidden sm:contents">
          <ThemeToggle />
        </span>
      </div>
    </Card>
  );
}
