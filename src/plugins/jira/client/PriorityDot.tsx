import { type PriorityColor, priorityColor } from "../../../shared/priority";
import { cn } from "../../../client/components/ui/cn";

const DOT_CLASSES: Record<PriorityColor, string> = {
  red: "bg-red-500",
  orange: "bg-orange-500",
  yellow: "bg-amber-400",
  blue: "bg-sky-500",
  slate: "bg-slate-400",
  gray: "bg-zinc-300 dark:bg-zinc-600",
};

/** The spec's priority colour as a small dot; the priority's name is said by the caller. */
export function PriorityDot({ priority, className }: { priority: string | null | undefined; className?: string }) {
  return <span className={cn("inline-block size-2.5 shrink-0 rounded-full", DOT_CLASSES[priorityColor(priority)], className)} aria-hidden="true" />;
}

/** "High" (JIRA's own name), or "No priority" when JIRA has none. */
export function priorityLabel(t: (id: string) => string, priority: string | null | undefined): string {
  return priority?.trim() ? priority : t("jira.noPriority");
}

/** "5 pts", "1 pt", or "No estimate". */
export function pointsLabel(t: (id: string, values?: Record<string, number>) => string, points: number | null | undefined): string {
  if (points === null || points === undefined) return t("badge.noEstimate");
  return t("badge.points", { count: points });
}
