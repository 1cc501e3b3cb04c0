import type { Agreement, AgreementLevel } from "../../../../shared/results";
import { cn } from "../../../components/ui/cn";
import { useT } from "../../../i18n/I18nProvider";

const FILL: Record<AgreementLevel, string> = {
  consensus: "bg-success",
  strong: "bg-success",
  moderate: "bg-amber-500",
  weak: "bg-destructive",
};

/** How much the team agrees (agreementFor): the label says it, the meter shows it. */
export function AgreementMeter({ agreement, isNumeric }: { agreement: Agreement | null; isNumeric: boolean }) {
  const t = useT("voting");
  if (!agreement) {
    return (
      <p className="text-sm text-muted-foreground">
        {isNumeric ? t("agreement.noNumbers") : t("agreement.noSizes")}
      </p>
    );
  }
  const percent = Math.round(agreement.value * 100);
  const label = agreementLabel(t, agreement.level);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold" data-testid="agreement-label">
          {label}
        </span>
        <span className="text-muted-foreground tabular-nums">
          {t("agreement.percent", { percent })}
          <span className="hidden sm:inline"> {t("agreement.onMostCommon")}</span>
        </span>
      </div>
      <div
        role="meter"
        aria-label={t("agreement.label")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label}, ${t("agreement.percent", { percent })}`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn("h-full rounded-full transition-[width] duration-500", FILL[agreement.level])} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** The level's words (the shared AGREEMENT_LABELS in English). */
export function agreementLabel(t: (id: string) => string, level: AgreementLevel): string {
  return { consensus: t("agreement.level.consensus"), strong: t("agreement.level.strong"), moderate: t("agreement.level.moderate"), weak: t("agreement.level.weak") }[level];
}
