import { Copy, UserPlus } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { Input } from "../../components/ui/Input";
import { copyRoomLink, roomLink } from "./copyRoomLink";
import { RoomQrCode } from "./RoomQrCode";
import { around } from "../../i18n/helpers";
import { useT } from "../../i18n/I18nProvider";

/** While nobody else is in the room: how to bring the team in (the code, the link, a QR code). */
export function InvitePanel({ code }: { code: string }) {
  const t = useT("room");
  const id = useId();
  const [before, after] = around(t, "invite.body", "code");
  const link = roomLink(code);
  return (
    <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-6" role="region" aria-labelledby={`${id}-title`} data-testid="invite-panel">
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-center gap-2">
          <UserPlus className="size-5 text-link" aria-hidden="true" />
          <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
            {t("invite.title")}
          </h2>
        </div>
        <p className="text-sm text-muted-foreground">
          {before}
          <strong className="font-mono text-base font-semibold tracking-wider text-foreground">{code}</strong>
          {after}
        </p>
        <div className="flex gap-2">
          <Input id={`${id}-link`} aria-label={t("invite.link")} readOnly value={link} className="min-w-0 flex-1 font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
          <Button variant="outline" onClick={() => void copyRoomLink(code)}>
            <Copy aria-hidden="true" />
            {t("invite.copy")}
          </Button>
        </div>
      </div>
      <div className="self-center">
        <RoomQrCode link={link} />
      </div>
    </Card>
  );
}
