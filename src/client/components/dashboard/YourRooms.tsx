import { Clock, DoorOpen, LogIn, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "../../router";
import { toast } from "../toast";
import { ROOMS_MESSAGES } from "../../../shared/messages/rooms";
import { formatRelativeTime } from "../../../shared/relativeTime";
import { useNow } from "../../hooks/useNow";
import { around } from "../../i18n/helpers";
import { useLanguage, useT } from "../../i18n/I18nProvider";
import type { Language } from "../../i18n/languages";
import { api } from "../../lib/api";
import { getSessionId } from "../../session/sessionId";
import { useMutation } from "../../sync/react";
import { toastFailure } from "../../lib/failureToast";
import { serverMessageOr } from "../../lib/serverMessage";
import type { UserRoom } from "../../lib/roomTypes";
import { ConfirmDialog } from "../ui/AlertDialog";
import { Badge } from "../ui/Badge";
import { Button, buttonClasses } from "../ui/Button";
import { cn } from "../ui/cn";

/** 'Last activity' re-reads the clock this often, so 'Just now' turns into '1m ago' on screen. */
const RELATIVE_TIME_REFRESH_MS = 30_000;

/** 'Your Rooms' (spec 2): shown while loading or when there is at least one room. */
export function YourRooms({ rooms }: { rooms: readonly UserRoom[] | undefined }) {
  const now = useNow(RELATIVE_TIME_REFRESH_MS);
  const t = useT("dashboard");
  const [toDelete, setToDelete] = useState<UserRoom | null>(null);
  const [toLeave, setToLeave] = useState<UserRoom | null>(null);
  const [notYours, setNotYours] = useState<UserRoom | null>(null);
  const deleteRoom = useMutation(api.rooms.deleteRoom);
  const leaveRoom = useMutation(api.rooms.leaveRoom);

  if (rooms?.length === 0) return null;

  const confirmDelete = async (room: UserRoom) => {
    try {
      await deleteRoom({ roomId: room._id });
      toast.success(ROOMS_MESSAGES.deleted);
    } catch (error) {
      toast.error(serverMessageOr(error, ROOMS_MESSAGES.deleteFailed));
    }
  };
  const confirmLeave = async (room: UserRoom) => {
    if (!room.participantId) return;
    try {
      await leaveRoom({ participantId: room.participantId, sessionId: getSessionId() });
      toast.success(ROOMS_MESSAGES.left);
    } catch (error) {
      toastFailure(ROOMS_MESSAGES.leaveFailed, error);
    }
  };

  return (
    <section aria-labelledby="your-rooms-title" aria-busy={rooms === undefined || undefined} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="your-rooms-title" className="text-lg font-semibold tracking-tight">
          {t("rooms.title")}
        </h2>
        {rooms && <p className="text-sm text-muted-foreground">{t("rooms.count", { count: rooms.length })}</p>}
      </div>
      <ul className="flex flex-col gap-3">
        {rooms === undefined ? (
          <RoomRowSkeletons />
        ) : (
          rooms.map((room) => (
            <RoomRow
              key={room._id}
              room={room}
              now={now}
              onDelete={() => (room.role === "owner" ? setToDelete(room) : setNotYours(room))}
              onLeave={() => setToLeave(room)}
            />
          ))
        )}
      </ul>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t("delete.title")}
        description={toDelete ? <WithName t={t} id="delete.body" room={toDelete} /> : null}
        confirmLabel={t("delete.confirm")}
        destructive
        onConfirm={() => toDelete && void confirmDelete(toDelete)}
      />
      <ConfirmDialog
        open={toLeave !== null}
        onOpenChange={(open) => !open && setToLeave(null)}
        title={t("leave.title")}
        description={toLeave ? <WithName t={t} id="leave.body" room={toLeave} /> : null}
        confirmLabel={t("leave.confirm")}
        onConfirm={() => toLeave && void confirmLeave(toLeave)}
      />
      {/* Delete is offered on every row (spec 2 and 6); a room someone else owns says why it stays, and offers Leave. */}
      <ConfirmDialog
        open={notYours !== null}
        onOpenChange={(open) => !open && setNotYours(null)}
        title={t("notYours.title")}
        description={notYours ? t("notYours.body", { name: notYours.name, code: notYours.code }) : null}
        confirmLabel={t("leave.confirm")}
        onConfirm={() => notYours && void confirmLeave(notYours)}
      />
    </section>
  );
}

type T = (id: string, values?: Record<string, string | number>) => string;

/** A dialog's sentence with the room's name in bold, wherever the language puts it. */
function WithName({ t, id, room }: { t: T; id: string; room: Pick<UserRoom, "name" | "code"> }) {
  const [before, after] = around(t, id, "name", { code: room.code });
  return (
    <>
      {before}
      <span className="font-medium text-foreground">{room.name}</span>
      {after}
    </>
  );
}

/** The roles' ids in the dashboard catalogue. */
const ROLE_LABELS: Record<UserRoom["role"], string> = { owner: "role.owner", admin: "role.admin", member: "role.member" };

const MINUTE_MS = 60_000;

/**
 * 'Last activity': spec 2's words in English (Just now, Nm ago...), Intl's relative time in the
 * other languages, in the same whole units.
 */
function lastActivity(t: T, language: Language, timestampMs: number, nowMs: number): string {
  if (language === "en") return formatRelativeTime(timestampMs, nowMs);
  const elapsed = nowMs - timestampMs;
  if (!(elapsed >= MINUTE_MS)) return t("time.justNow");
  const format = new Intl.RelativeTimeFormat(language, { numeric: "always", style: "narrow" });
  if (elapsed < 60 * MINUTE_MS) return format.format(-Math.floor(elapsed / MINUTE_MS), "minute");
  if (elapsed < 24 * 60 * MINUTE_MS) return format.format(-Math.floor(elapsed / (60 * MINUTE_MS)), "hour");
  return format.format(-Math.floor(elapsed / (24 * 60 * MINUTE_MS)), "day");
}

interface RoomRowProps {
  room: UserRoom;
  now: number;
  onDelete: () => void;
  onLeave: () => void;
}

function RoomRow({ room, now, onDelete, onLeave }: RoomRowProps) {
  const t = useT("dashboard");
  const { language } = useLanguage();
  const isOwner = room.role === "owner";
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-card transition-shadow hover:shadow-raised sm:flex-row sm:items-center sm:justify-between"
      data-testid="user-room"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-semibold">{room.name}</h3>
          <Badge variant="outline" className="font-mono tracking-wider">
            <span className="sr-only">{t("row.code")} </span>
            {room.code}
          </Badge>
          {room.isPermanent ? <Badge variant="success">{t("row.permanent")}</Badge> : <Badge variant="muted">{t("row.temporary")}</Badge>}
          <Badge variant={isOwner ? "default" : "outline"} data-testid="user-room-role">
            <span className="sr-only">{t("row.role")} </span>
            {t(ROLE_LABELS[room.role])}
          </Badge>
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <Clock className="size-3.5" aria-hidden="true" />
            <span>
              <span className="sr-only">{t("row.lastActivity")} </span>
              {lastActivity(t, language, room.lastActivity, now)}
            </span>
          </span>
          <OnlineNames names={room.online} />
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Link to={`/room/${room.code}`} className={buttonClasses({ size: "sm", className: "flex-1 sm:flex-none" })} aria-label={t("row.joinLabel", { name: room.name })}>
          <LogIn aria-hidden="true" />
          {t("row.join")}
        </Link>
        {!isOwner && (
          <Button variant="outline" size="sm" onClick={onLeave} aria-label={t("row.leaveLabel", { name: room.name })} className="flex-1 sm:flex-none">
            <DoorOpen aria-hidden="true" />
            {t("row.leave")}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={onDelete}
          aria-label={t("row.deleteLabel", { name: room.name })}
          className={cn("flex-1 sm:flex-none", isOwner ? "text-destructive-text hover:bg-destructive-subtle" : "text-muted-foreground")}
        >
          <Trash2 aria-hidden="true" />
          {t("row.delete")}
        </Button>
      </div>
    </li>
  );
}

/** 'Ada, Bo and 2 more online', or that nobody is. */
function OnlineNames({ names }: { names: readonly string[] }) {
  const t = useT("dashboard");
  const shown = names.slice(0, 2).join(t("online.separator"));
  const more = names.length - 2;
  const text = names.length === 0 ? t("online.nobody") : more > 0 ? t("online.more", { names: shown, more }) : t("online.some", { names: shown });
  return (
    <span className="flex min-w-0 items-center gap-1.5" data-testid="user-room-online" title={names.length > 2 ? names.join(", ") : undefined}>
      <span className={cn("size-2 shrink-0 rounded-full", names.length > 0 ? "bg-emerald-500" : "bg-slate-400 dark:bg-slate-500")} aria-hidden="true" />
      <span className="truncate">{text}</span>
    </span>
  );
}

function RoomRowSkeletons() {
  const t = useT("dashboard");
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
      <li className="sr-only">{t("rooms.loading")}</li>
    </>
  );
}
