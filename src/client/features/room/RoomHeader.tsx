import { LogOut, Settings, Share2 } from "lucide-react";
import { lazy, Suspense, useContext, useState } from "react";
import { canManageRoom } from "../../../shared/permissions";
import { ConfirmDialog } from "../../components/ui/AlertDialog";
import { copyRoomLink } from "./copyRoomLink";
import { Badge } from "../../components/ui/Badge";
import { Button } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { ThemeToggleSlot } from "../../components/themeToggleSlot";
import type { RoomInfo, RoomParticipant } from "../../lib/roomTypes";
import { useT } from "../../i18n/I18nProvider";

// Opened rarely and by managers only: its code (and the deck rules) load on first open.
const RoomSettingsDialog = lazy(() => import("./RoomSettingsDialog"));


interface RoomHeaderProps {
  room: RoomInfo;
  me: RoomParticipant;
  /** No other owner or admin is here: leaving asks first, since nobody could reveal or start a round. */
  onlyManagerPresent: boolean;
  onLeave: () => void;
  leaving: boolean;
}

/**
 * The room's name and code, Share Room, Leave Room and the theme toggle (spec 2, "Room header");
 * while it is shown the site header's toggle steps aside (styles.css), one per screen.
 */
export function RoomHeader({ room, me, onlyManagerPresent, onLeave, leaving }: RoomHeaderProps) {
  const t = useT("room");
  const ThemeToggle = useContext(ThemeToggleSlot);
  const roleSentence = { owner: t("header.role.owner"), admin: t("header.role.admin"), member: t("header.role.member") }[me.role];
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const openSettings = () => {
    setSettingsLoaded(true);
    setSettingsOpen(true);
  };

  return (
    // On a phone the header is compact (issue 36: the cards are in view without a scroll): the
    // buttons show their icons, their names stay for screen readers and as tooltips.
    <Card className="relative flex flex-col gap-3 p-4 sm:gap-4 sm:p-6 md:flex-row md:items-center md:justify-between" data-room-header="">
      <div className="min-w-0">
        <p className="hidden text-xs font-semibold tracking-wide text-link uppercase sm:block">{t("header.eyebrow")}</p>
        <h1 className="text-xl font-bold tracking-tight break-words hyphens-auto sm:mt-1 sm:text-3xl">{room.name}</h1>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground sm:mt-2 sm:gap-2">
          <Badge variant="outline" className="font-mono text-sm tracking-wider" data-testid="room-code">
            <span className="sr-only">{t("header.codeLabel")} </span>
            {room.code}
          </Badge>
          {room.isPermanent ? <Badge variant="success">{t("header.permanent")}</Badge> : <Badge variant="muted">{t("header.temporary")}</Badge>}
          <span>{roleSentence}</span>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {canManageRoom(me.role) && (
          <Button variant="outline" onClick={openSettings} aria-haspopup="dialog" aria-expanded={settingsOpen} title={t("header.settingsTitle")} aria-label={t("header.settingsTitle")} className="max-sm:px-3 sm:flex-1 md:flex-none">
            <Settings aria-hidden="true" />
            <span className="max-sm:sr-only">{t("header.settings")}</span>
          </Button>
        )}
        <Button variant="outline" onClick={() => void copyRoomLink(room.code)} title={t("header.share")} className="max-sm:px-3 sm:flex-1 md:flex-none">
          <Share2 aria-hidden="true" />
          <span className="max-sm:sr-only">{t("header.share")}</span>
        </Button>
        <Button variant="outline" onClick={() => (onlyManagerPresent ? setConfirmLeave(true) : onLeave())} busy={leaving} title={t("header.leave")} className="max-sm:px-3 sm:flex-1 md:flex-none">
          {!leaving && <LogOut aria-hidden="true" />}
          <span className="max-sm:sr-only">{t("header.leave")}</span>
        </Button>
        {ThemeToggle && <ThemeToggle place="room" />}
      </div>
      {settingsLoaded && (
        <Suspense fallback={null}>
          <RoomSettingsDialog room={room} role={me.role} open={settingsOpen} onOpenChange={setSettingsOpen} />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirmLeave}
        onOpenChange={setConfirmLeave}
        title={t("leaveConfirm.title")}
        description={t("leaveConfirm.description")}
        confirmLabel={t("header.leave")}
        onConfirm={onLeave}
      />
    </Card>
  );
}
