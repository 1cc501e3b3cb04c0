import type { TicketBadgeProps } from "../plugins";
import { useT } from "../../../i18n/I18nProvider";

/** Under a queued issue's title: its priority (spec 9's name) and current estimate, as the tracker had them at import. */
export function TrackerTicketBadge({ story }: TicketBadgeProps) {
  const t = useT("trackers");
  const points = story.ticketStoryPoints;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground" data-testid="queue-item-ticket">
      <span>{story.ticketPriority?.trim() || t("badge.noPriority")}</span>
      <span>{points === null ? t("badge.noEstimate") : t("badge.points", { count: points })}</span>
    </p>
  );
}
