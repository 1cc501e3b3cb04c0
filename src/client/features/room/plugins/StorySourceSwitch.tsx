import { useId } from "react";
import { Switch } from "../../../components/ui/Switch";
import { cn } from "../../../components/ui/cn";

export interface StorySourceSwitchProps {
  /** True when the story comes from a JIRA ticket (room.useJiraIntegration). */
  useJira: boolean;
  disabled: boolean;
  /** Why it is disabled, shown as the control's hint. */
  disabledReason?: string;
  onChange?: (useJira: boolean) => void;
}

/**
 * Manual / JIRA story source (spec 4). Disabled until the JIRA work enables it: it is on only
 * when JIRA is configured or already on (spec 5).
 */
export function StorySourceSwitch({ useJira, disabled, disabledReason, onChange }: StorySourceSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm" title={disabled ? disabledReason : undefined}>
      <span className={cn(useJira ? "text-muted-foreground" : "font-medium")} aria-hidden="true">
        Manual
      </span>
      <Switch
        id={id}
        checked={useJira}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-label="Use JIRA as the story source"
        aria-describedby={disabled && disabledReason ? `${id}-reason` : undefined}
      />
      <span className={cn(useJira ? "font-medium" : "text-muted-foreground")} aria-hidden="true">
        JIRA
      </span>
      {disabled && disabledReason && (
        <span id={`${id}-reason`} className="sr-only">
          {disabledReason}
        </span>
      )}
    </div>
  );
}
