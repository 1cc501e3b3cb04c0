import type { DistributionEntry } from "../../../../shared/results";
import { cn } from "../../../components/ui/cn";
import { useT } from "../../../i18n/I18nProvider";

/**
 * One labelled bar per card, numbers ascending and '?' last (distribution()). Bar length is
 * the share of all votes; the count and percentage are written beside it, so nothing depends
 * on colour or on seeing the bar.
 */
export function DistributionChart({ entries }: { entries: readonly DistributionEntry[] }) {
  const t = useT("voting");
  const top = Math.max(0, ...entries.map((e) => e.count));
  return (
    <ul className="flex flex-col gap-2" aria-label={t("results.distributionLabel")} data-testid="distribution">
      {entries.map((entry) => (
        <li key={entry.value} className="grid grid-cols-[2.75rem_minmax(0,1fr)_auto] items-center gap-3" data-testid="distribution-row" data-card={entry.value}>
          <span className="flex h-9 items-center justify-center rounded-lg border border-border bg-card-face text-sm font-bold tabular-nums shadow-xs">
            {entry.value}
          </span>
          <span className="h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <span
              className={cn("block h-full rounded-full transition-[width] duration-500", entry.count === top ? "bg-primary" : "bg-primary/45")}
              style={{ width: `${Math.max(entry.percentage, 2)}%` }}
            />
          </span>
          <span className="min-w-[6.5rem] text-right text-sm tabular-nums">
            <span className="text-muted-foreground">{t("results.votes", { count: entry.count })}</span>
            <span className="sr-only">,</span> <span className="font-semibold" data-testid="distribution-percentage">{t("agreement.percent", { percent: entry.percentage })}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
