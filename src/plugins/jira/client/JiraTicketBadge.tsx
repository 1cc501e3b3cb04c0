import type { TicketBadgeProps } from "../../../client/features/room/plugins";
import { PriorityDot, pointsLabel, priorityLabel } from "./PriorityDot";
import { useT } from "../../../client/i18n/I18nProvider";

/** Under a queued ticket's title: its JIRA priority (the spec's colour and name) and story points. */
export function JiraTicketBadge({ story }: TicketBadgeProps) {
  const t = useT("trackers");
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground" data-testid="queue-item-ticket">
      <span className="inline-flex items-center gap-1.5">
        <PriorityDot priority={story.ticketPriority} />
        {priorityLabel(t, story.ticketPriority)}
      </span>
      <span>{pointsLabel(t, story.ticketStoryPoints)}</span>
    </p>
  );
}
