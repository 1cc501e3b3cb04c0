import { CheckCircle2, CircleDashed, Eye, EyeOff, Shield, ShieldOff, UserX, type LucideIcon } from "lucide-react";
import { memo } from "react";
import type { ParticipantAction } from "../../../shared/permissions";
import { Avatar } from "../ui/Avatar";
import { Badge } from "../ui/Badge";
import { Button } from "../ui/Button";
import { cn } from "../ui/cn";
import type { RoomParticipant } from "./types";

interface ParticipantRowProps {
  participant: RoomParticipant;
  hasVoted: boolean;
  isMe: boolean;
  /** What the viewer may do to this participant, from participantActions. */
  actions: readonly ParticipantAction[];
  /** Actions under way, as `${participantId}:${action}`. */
  pending: ReadonlySet<string>;
  /** Stable across renders (the list passes one function to every row). */
  onAction: (participant: RoomParticipant, action: ParticipantAction) => void;
}

const ROLE_LABEL = { owner: "Owner", admin: "Admin", member: null } as const;

/**
 * One person in the list. Memoised: a vote, a presence change or a new round re-renders the rows
 * whose person changed (the sync client keeps unchanged participants by identity), not all 100.
 */
export const ParticipantRow = memo(ParticipantRowView, (before, after) =>
  before.participant === after.participant &&
  before.hasVoted === after.hasVoted &&
  before.isMe === after.isMe &&
  before.pending === after.pending &&
  before.onAction === after.onAction &&
  before.actions.join() === after.actions.join(),
);

function ParticipantRowView({ participant, hasVoted, isMe, actions, pending, onAction: act }: ParticipantRowProps) {
  const { name, image, role, isOnline, isExcludedFromVoting } = participant;
  const isPending = (action: ParticipantAction) => pending.has(`${participant._id}:${action}`);
  const onAction = (action: ParticipantAction) => act(participant, action);
  const roleLabel = ROLE_LABEL[role];
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
          {isMe && <span className="shrink-0 text-xs text-muted-foreground">(you)</span>}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <span className="sr-only">{isOnline ? "Online" : "Offline"}</span>
          {roleLabel && (
            <Badge variant={role === "owner" ? "default" : "outline"} className="px-2 py-0">
              {roleLabel}
            </Badge>
          )}
          {isExcludedFromVoting && (
            <Badge variant="warning" className="px-2 py-0">
              <EyeOff className="size-3" aria-hidden="true" />
              Not voting
            </Badge>
          )}
          {!roleLabel && !isExcludedFromVoting && <span aria-hidden="true">{isOnline ? "Online" : "Offline"}</span>}
        </p>
      </div>
      {!isExcludedFromVoting && <VoteMark hasVoted={hasVoted} />}
      {actions.length > 0 && (
        <div className="-my-1 ml-0.5 flex shrink-0 items-center border-l border-border pl-1" role="group" aria-label={`Actions for ${name}`}>
          {actions.includes("toggleAdmin") && (
            <ActionButton
              icon={role === "admin" ? ShieldOff : Shield}
              label={role === "admin" ? `Remove admin from ${name}` : `Make ${name} admin`}
              busy={isPending("toggleAdmin")}
              onClick={() => onAction("toggleAdmin")}
            />
          )}
          {actions.includes("toggleVotingExclusion") && (
            <ActionButton
              icon={isExcludedFromVoting ? Eye : EyeOff}
              label={isExcludedFromVoting ? `Include ${isMe ? "yourself" : name} in voting` : `Exclude ${isMe ? "yourself" : name} from voting`}
              busy={isPending("toggleVotingExclusion")}
              onClick={() => onAction("toggleVotingExclusion")}
            />
          )}
          {actions.includes("kick") && (
            <ActionButton icon={UserX} label={`Kick ${name}`} busy={isPending("kick")} onClick={() => onAction("kick")} destructive />
          )}
        </div>
      )}
    </li>
  );
}

function VoteMark({ hasVoted }: { hasVoted: boolean }) {
  const label = hasVoted ? "Voted" : "Not voted yet";
  const Icon = hasVoted ? CheckCircle2 : CircleDashed;
  return (
    <span className={cn("shrink-0", hasVoted ? "text-success" : "text-muted-foreground/60")} title={label}>
      <Icon className="size-5" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

function ActionButton({ icon: Icon, label, busy, onClick, destructive }: { icon: LucideIcon; label: string; busy: boolean; onClick: () => void; destructive?: boolean }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn("size-8 px-0", destructive ? "text-destructive-text hover:bg-destructive-subtle" : "text-muted-foreground hover:text-foreground")}
      aria-label={label}
      title={label}
      busy={busy}
      onClick={onClick}
    >
      {!busy && <Icon aria-hidden="true" />}
    </Button>
  );
}
