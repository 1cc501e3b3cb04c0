import type { Agreement, AgreementLevel } from "../../../../shared/results";
import { cn } from "../../../components/ui/cn";

const FILL: Record<AgreementLevel, string> = {
  consensus: "bg-success",
  strong: "bg-success",
  moderate: "bg-amber-500",
  weak: "bg-destructive",
};

/** How much the team agrees (agreementFor): the label says it, the meter shows it. */
export function AgreementMeter({ agreement, isNumeric }: { agreement: Agreement | null; isNumeric: boolean }) {
  if (!agreement) {
    return (
      <p className="text-sm text-muted-foreground">
        {isNumeric ? "No numeric votes, so there is no agreement to measure." : "Nobody picked a size ('?' and ☕ do not count), so there is no agreement to measure."}
      </p>
    );
  }
  const percent = Math.round(agreement.value * 100);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold" data-testid="agreement-label">
          {agreement.label}
        </span>
        <span className="text-muted-foreground tabular-nums">
          {percent}%<span className="hidden sm:inline"> on the most common card</span>
        </span>
      </div>
      <div
        role="meter"
        aria-label="Agreement"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${agreement.label}, ${percent}%`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn("h-full rounded-full transition-[width] duration-500", FILL[agreement.level])} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
