import { NO_NUMBER, type VoteSummary } from "../../../../shared/results";
import { cn } from "../../../components/ui/cn";
import { useT } from "../../../i18n/I18nProvider";

const figure = (n: number | null) => (n === null ? NO_NUMBER : String(n));

interface Tile {
  label: string;
  value: string;
  id: string;
  emphasis?: boolean;
  /** Shown on a phone instead of the label (screen readers hear the label). */
  short?: string;
}

/**
 * Average (one decimal), median, min, max and total votes (spec 2, 9). A deck of letters
 * (issue 15) has no figures: the most common card (every one on a tie) and the total instead.
 */
export function StatTiles({ summary }: { summary: VoteSummary }) {
  const t = useT("voting");
  const total: Tile = { label: t("stats.totalVotes"), value: String(summary.totalVotes), id: "total", short: t("stats.total") };
  const tiles: Tile[] = summary.isNumeric
    ? [
        { label: t("stats.average"), value: summary.averageText, id: "average", emphasis: true },
        { label: t("stats.median"), value: figure(summary.median), id: "median" },
        { label: t("stats.min"), value: figure(summary.min), id: "min" },
        { label: t("stats.max"), value: figure(summary.max), id: "max" },
        total,
      ]
    : [{ label: t("stats.mostCommon"), value: summary.mostCommon.join(", ") || NO_NUMBER, id: "most-common", emphasis: true }, { ...total, short: undefined }];
  return (
    <dl className={cn("grid gap-2 sm:gap-3", summary.isNumeric ? "grid-cols-4 sm:grid-cols-5" : "grid-cols-[minmax(0,2fr)_minmax(0,1fr)]")}>
      {tiles.map((tile) => (
        <div
          key={tile.id}
          className={cn(
            "flex flex-col gap-0.5 rounded-xl border px-2.5 py-2 sm:px-3 sm:py-3",
            tile.emphasis
              ? cn("border-primary/30 bg-subtle", summary.isNumeric && "col-span-4 flex-row items-baseline justify-between sm:col-span-1 sm:flex-col sm:justify-start")
              : "border-border bg-muted/40",
          )}
        >
          <dt className={cn("text-xs font-medium", tile.emphasis ? "text-subtle-foreground" : "text-muted-foreground")}>{tile.short ? (
              <>
                {/* Phones show 'Total'; screen readers always hear 'Total votes'. */}
                <span className="sm:hidden" aria-hidden="true">
                  {tile.short}
                </span>
                <span className="max-sm:sr-only">{tile.label}</span>
              </>
            ) : (
              tile.label
            )}
          </dt>
          <dd className={cn("font-bold tabular-nums", tile.emphasis ? "text-3xl break-words text-subtle-foreground" : "text-xl sm:text-2xl")} data-testid={`stat-${tile.id}`}>
            {tile.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
