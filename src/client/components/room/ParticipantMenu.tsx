import * as Menu from "@radix-ui/react-dropdown-menu";
import { Eye, EyeOff, MoreHorizontal, Shield, ShieldOff, UserX, type LucideIcon } from "lucide-react";
import type { ParticipantAction } from "../../../shared/permissions";
import { buttonClasses } from "../ui/Button";
import { cn } from "../ui/cn";
import { Spinner } from "../ui/Spinner";

interface ParticipantMenuProps {
  name: string;
  isMe: boolean;
  isAdmin: boolean;
  isExcluded: boolean;
  actions: readonly ParticipantAction[];
  pending: ParticipantAction | null;
  onAction: (action: ParticipantAction) => void;
}

/** A labelled menu of what the viewer may do to one participant (spec 6), each item in words. */
export function ParticipantMenu({ name, isMe, isAdmin, isExcluded, actions, pending, onAction }: ParticipantMenuProps) {
  const who = isMe ? "yourself" : name;
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className={buttonClasses({ variant: "ghost", size: "sm", className: "px-2 text-muted-foreground hover:text-foreground" })} aria-label={`Actions for ${name}`}>
        {pending ? <Spinner className="size-4" /> : <MoreHorizontal aria-hidden="true" />}
        <span className="hidden sm:inline lg:hidden" aria-hidden="true">
          Actions
        </span>
      </Menu.Trigger>
      {/* Not portalled: the open menu stays inside the participants region (axe's landmark rule). */}
      <Menu.Content
        align="end"
        sideOffset={4}
        className="z-50 min-w-56 rounded-lg border border-border bg-surface p-1 text-sm text-surface-foreground shadow-raised"
        aria-label={`Actions for ${name}`}
      >
        {actions.includes("toggleAdmin") && (
          <Item icon={isAdmin ? ShieldOff : Shield} label={isAdmin ? `Remove admin from ${name}` : `Make ${name} admin`} disabled={pending !== null} onSelect={() => onAction("toggleAdmin")} />
        )}
        {actions.includes("toggleVotingExclusion") && (
          <Item
            icon={isExcluded ? Eye : EyeOff}
            label={isExcluded ? `Include ${who} in voting` : `Exclude ${who} from voting`}
            disabled={pending !== null}
            onSelect={() => onAction("toggleVotingExclusion")}
          />
        )}
        {actions.includes("kick") && (
          <>
            <Menu.Separator className="my-1 h-px bg-border" />
            <Item icon={UserX} label={`Kick ${name}`} destructive disabled={pending !== null} onSelect={() => onAction("kick")} />
          </>
        )}
      </Menu.Content>
    </Menu.Root>
  );
}

function Item({ icon: Icon, label, destructive, disabled, onSelect }: { icon: LucideIcon; label: string; destructive?: boolean; disabled: boolean; onSelect: () => void }) {
  return (
    <Menu.Item
      disabled={disabled}
      onSelect={onSelect}
      className={cn(
        "flex cursor-default items-center gap-2 rounded-md px-2.5 py-2 outline-none select-none data-[disabled]:opacity-55 data-[highlighted]:bg-muted",
        destructive && "text-destructive-text data-[highlighted]:bg-destructive-subtle",
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {label}
    </Menu.Item>
  );
}
