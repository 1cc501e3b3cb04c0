import { NO_NUMBER, type VoteSummary } from "../../../shared/results";
import { cn } from "../ui/cn";

const figure = (n: number | null) => (n === null ? NO_NUMBER : String(n));

/** Average (one decimal), median, min, max and total votes (spec 2, 9). */
export function StatTiles({ summary }: { summary: VoteSummary }) {
  const tiles = [
    { label: "Average", value: summary.averageText, id: "average", emphasis: true },
    { label: "Median", value: figure(summary.median), id: "median" },
    { label: "Min", value: figure(summary.min), id: "min" },
    { label: "Max", value: figure(summary.max), id: "max" },
    { label: "Total votes", value: String(summary.totalVotes), id: "total", short: "Total" },
  ];
  return (
    <dl className="grid grid-cols-4 gap-2 sm:grid-cols-5 sm:gap-3">
      {tiles.map((tile) => (
        <div
          key={tile.id}
          className={cn(
            "flex flex-col gap-0.5 rounded-xl border px-2.5 py-2 sm:px-3 sm:py-3",
            tile.emphasis ? "col-span-4 flex-row items-baseline justify-between border-primary/30 bg-subtle sm:col-span-1 sm:flex-col sm:justify-start" : "border-border bg-muted/40",
          )}
        >
          <dt className={cn("text-xs font-medium", tile.emphasis ? "text-subtle-foreground" : "text-muted-foreground")}>{tile.short ? (
              <>
                {tile.short}
                {/* Phones show 'Total'; screen readers always hear 'Total votes'. */}
                <span className="max-sm:sr-only">{tile.label.slice(tile.short.length)}</span>
              </>
            ) : (
              tile.label
            )}
          </dt>
          <dd className={cn("font-bold tabular-nums", tile.emphasis ? "text-3xl text-subtle-foreground" : "text-xl sm:text-2xl")} data-testid={`stat-${tile.id}`}>
            {tile.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
