import * as Menu from "@radix-ui/react-dropdown-menu";
// The participant actions menu itself (Radix, about 13 KB): its own chunk, loaded by
// ParticipantMenu.tsx when someone reaches for a menu, and shown once one is pressed.
import { Crown, Eye, EyeOff, Shield, ShieldOff, UserX, type LucideIcon } from "lucide-react";
import { cn } from "../../../components/ui/cn";
import { useT } from "../../../i18n/I18nProvider";
import { TriggerFace, triggerClassName, type ParticipantMenuProps } from "./ParticipantMenu";

/** A labelled menu of what the viewer may do to one participant (spec 6), each item in words. */
export default function ParticipantActionsMenu({ name, isMe, isAdmin, isExcluded, actions, pending, onAction }: ParticipantMenuProps) {
  const t = useT("room");
  // It replaces the stand-in button that was just pressed: open, as the press asked.
  return (
    <Menu.Root modal={false} defaultOpen>
      <Menu.Trigger className={triggerClassName} aria-label={t("participant.actions", { name })}>
        <TriggerFace pending={pending} />
      </Menu.Trigger>
      {/* Not portalled: the open menu stays inside the participants region (axe's landmark rule). */}
      <Menu.Content
        align="end"
        sideOffset={4}
        className="z-50 min-w-56 rounded-lg border border-border bg-surface p-1 text-sm text-surface-foreground shadow-raised"
        aria-label={t("participant.actions", { name })}
      >
        {actions.includes("toggleAdmin") && (
          <Item icon={isAdmin ? ShieldOff : Shield} label={isAdmin ? t("participant.removeAdmin", { name }) : t("participant.makeAdmin", { name })} disabled={pending !== null} onSelect={() => onAction("toggleAdmin")} />
        )}
        {actions.includes("toggleVotingExclusion") && (
          <Item
            icon={isExcluded ? Eye : EyeOff}
            label={isMe ? (isExcluded ? t("participant.includeSelf") : t("participant.excludeSelf")) : isExcluded ? t("participant.include", { name }) : t("participant.exclude", { name })}
            disabled={pending !== null}
            onSelect={() => onAction("toggleVotingExclusion")}
          />
        )}
        {actions.includes("transferOwnership") && (
          <Item icon={Crown} label={t("participant.makeOwner", { name })} disabled={pending !== null} onSelect={() => onAction("transferOwnership")} />
        )}
        {actions.includes("kick") && (
          <>
            <Menu.Separator className="my-1 h-px bg-border" />
            <Item icon={UserX} label={t("participant.kick", { name })} destructive disabled={pending !== null} onSelect={() => onAction("kick")} />
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
