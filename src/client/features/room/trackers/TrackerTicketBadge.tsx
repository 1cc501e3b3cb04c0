import type { TicketBadgeProps } from "../plugins";

/** Under a queued issue's title: its priority (spec 9's name) and current estimate, as the tracker had them at import. */
export function TrackerTicketBadge({ story }: TicketBadgeProps) {
  const points = story.ticketStoryPoints;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground" data-testid="queue-item-ticket">
      <span>{story.ticketPriority?.trim() || "No priority"}</span>
      <span>{points === null ? "No estimate" : `${points} ${points === 1 ? "pt" : "pts"}`}</span>
    </p>
  );
}
