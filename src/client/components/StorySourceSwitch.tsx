import { useId } from "react";
import { Switch } from "./ui/Switch";
import { cn } from "./ui/cn";
import { useT } from "../i18n/I18nProvider";

export interface StorySourceSwitchProps {
  /** The tracker's name ("JIRA"). */
  label: string;
  /** True when the story comes from this tracker. */
  on: boolean;
  disabled: boolean;
  /** Why it is disabled, shown as the control's hint. */
  disabledReason?: string;
  onChange?: (on: boolean) => void;
}

/**
 * Manual / tracker story source (spec 4), the switch a tracker plugin offers in its story-source
 * slot: it is usable once the tracker is configured for the room, or to switch it off (spec 5).
 */
export function StorySourceSwitch({ label, on, disabled, disabledReason, onChange }: StorySourceSwitchProps) {
  const t = useT("trackers");
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm" title={disabled ? disabledReason : undefined}>
      <span className={cn(on ? "text-muted-foreground" : "font-medium")} aria-hidden="true">
        {t("source.manual")}
      </span>
      <Switch
        id={id}
        checked={on}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-label={t("source.use", { tracker: label })}
        aria-describedby={disabled && disabledReason ? `${id}-reason` : undefined}
      />
      <span className={cn(on ? "font-medium" : "text-muted-foreground")} aria-hidden="true">
        {label}
      </span>
      {disabled && disabledReason && (
        <span id={`${id}-reason`} className="sr-only">
          {disabledReason}
        </span>
      )}
    </div>
  );
}
