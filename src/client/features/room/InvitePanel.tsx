import { Copy, UserPlus } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { Input } from "../../components/ui/Input";
import { copyRoomLink, roomLink } from "./copyRoomLink";
import { RoomQrCode } from "./RoomQrCode";

/** While nobody else is in the room: how to bring the team in (the code, the link, a QR code). */
export function InvitePanel({ code }: { code: string }) {
  const id = useId();
  const link = roomLink(code);
  return (
    <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-6" role="region" aria-labelledby={`${id}-title`} data-testid="invite-panel">
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-center gap-2">
          <UserPlus className="size-5 text-link" aria-hidden="true" />
          <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
            Invite your team
          </h2>
        </div>
        <p className="text-sm text-muted-foreground">
          You are the only one here. Share the room code <strong className="font-mono text-base font-semibold tracking-wider text-foreground">{code}</strong>, the link, or let
          people scan the QR code.
        </p>
        <div className="flex gap-2">
          <Input id={`${id}-link`} aria-label="Room link" readOnly value={link} className="min-w-0 flex-1 font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
          <Button variant="outline" onClick={() => void copyRoomLink(code)}>
            <Copy aria-hidden="true" />
            Copy Link
          </Button>
        </div>
      </div>
      <div className="self-center">
        <RoomQrCode link={link} />
      </div>
    </Card>
  );
}
