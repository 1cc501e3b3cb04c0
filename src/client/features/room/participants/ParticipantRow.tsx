import { CheckCircle2, CircleDashed, Eye, Moon } from "lucide-react";
import { memo } from "react";
import { participantActions, type ParticipantAction } from "../../../../shared/permissions";
import { Avatar } from "../../../components/ui/Avatar";
import { Badge } from "../../../components/ui/Badge";
import { cn } from "../../../components/ui/cn";
import { ParticipantMenu } from "./ParticipantMenu";
import { useT } from "../../../i18n/I18nProvider";
import type { RoomParticipant } from "../../../lib/roomTypes";

interface ParticipantRowProps {
  participant: RoomParticipant;
  /** The viewer's own participant: what they may do here follows from it (participantActions). */
  me: RoomParticipant;
  hasVoted: boolean;
  /** The viewer manages the room: every row keeps room for the actions menu, so the marks line up. */
  actionsColumn: boolean;
  /** The action on its way for this participant, if any. */
  pending: ParticipantAction | null;
  /** Stable across renders (the panel's useCallback), so rows can be memoised. */
  onAction: (participant: RoomParticipant, action: ParticipantAction) => void;
}

export const ParticipantRow = memo(function ParticipantRow({ participant, me, hasVoted, actionsColumn, pending, onAction }: ParticipantRowProps) {
  const { name, image, role, isOnline, isExcludedFromVoting } = participant;
  const t = useT("room");
  const isMe = participant._id === me._id;
  const roleLabel = { owner: t("participant.role.owner"), admin: t("participant.role.admin"), member: null }[role];
  const actions = participantActions(me, participant);
  return (
    <li className="flex items-center gap-3 rounded-lg px-2 py-2 transition-colors hover:bg-muted/50" data-testid="participant">
      <span className="relative shrink-0">
        <Avatar name={name} image={image} className="size-9" />
        <span
          className={cn("absolute -right-0.5 -bottom-0.5 size-3 rounded-full border-2 border-surface", isOnline ? "bg-emerald-500" : "bg-slate-400 dark:bg-slate-600")}
          aria-hidden="true"
        />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex min-w-0 items-baseline gap-1.5">
          <span className="truncate text-sm font-medium" data-testid="participant-name">
            {name}
          </span>
          {isMe && <span className="shrink-0 text-xs text-muted-foreground">{t("participant.you")}</span>}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <span className="sr-only">{isOnline ? t("participant.online") : t("participant.away")}</span>
          {roleLabel && (
            <Badge variant={role === "owner" ? "default" : "outline"} className="px-2 py-0">
              {roleLabel}
            </Badge>
          )}
          {isExcludedFromVoting && (
            <Badge variant="warning" className="px-2 py-0">
              {t("participant.notVoting")}
            </Badge>
          )}
          {!isOnline ? (
            <span aria-hidden="true" className="font-medium" data-testid="participant-away">
              {t("participant.away")}
            </span>
          ) : (
            !roleLabel && !isExcludedFromVoting && <span aria-hidden="true">{t("participant.online")}</span>
          )}
        </p>
      </div>
      {/* One fixed column for the marks: voted, not yet, away (not waited for), or observing. */}
      <span className="flex w-6 shrink-0 justify-center" data-testid="participant-mark">
        <Mark kind={isExcludedFromVoting ? "observer" : hasVoted ? "voted" : isOnline ? "waiting" : "away"} />
      </span>
      {actionsColumn && (
        <span className="-my-1 flex w-10 shrink-0 justify-end sm:w-24 lg:w-10">
          {actions.length > 0 && (
            <ParticipantMenu
              name={name}
              isMe={isMe}
              isAdmin={role === "admin"}
              isExcluded={isExcludedFromVoting}
              actions={actions}
              pending={pending}
              onAction={(action) => onAction(participant, action)}
            />
          )}
        </span>
      )}
    </li>
  );
});

const MARKS = {
  voted: { Icon: CheckCircle2, className: "text-success" },
  waiting: { Icon: CircleDashed, className: "text-muted-foreground" },
  away: { Icon: Moon, className: "text-muted-foreground" },
  observer: { Icon: Eye, className: "text-warning-text" },
} as const;

function Mark({ kind }: { kind: keyof typeof MARKS }) {
  const t = useT("room");
  const { Icon, className } = MARKS[kind];
  const label = { voted: t("participant.mark.voted"), waiting: t("participant.mark.waiting"), away: t("participant.mark.away"), observer: t("participant.mark.observer") }[kind];
  return (
    <span className={className} title={label} data-mark={kind}>
      <Icon className="size-5" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
