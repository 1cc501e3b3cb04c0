// The summary's totals in the person's language: "13 points from 3 estimated stories · 1 skipped".
// English is the shared summaryTotalsLine, word for word (the exports and the spec's tests use it).
import { sizeCountsText, summaryTotalsLine, type SessionSummary } from "../../../../shared/sessionSummary";
import type { Values } from "../../../i18n/I18nProvider";
import type { Language } from "../../../i18n/languages";

export function totalsLine(t: (id: string, values?: Values) => string, language: Language, summary: SessionSummary): string {
  if (language === "en") return summaryTotalsLine(summary);
  const stories = summary.estimated.length;
  const sizes = sizeCountsText(summary);
  const parts = [
    summary.totalPoints === null
      ? sizes
        ? t("totals.storiesWithSizes", { stories, sizes })
        : t("totals.stories", { stories })
      : t("totals.points", { points: summary.totalPoints, stories }),
  ];
  if (summary.hasAsync) {
    const agreedAsync = summary.estimated.filter((s) => s.agreedIn === "async").length;
    parts.push(t("totals.agreedAsync", { async: agreedAsync, live: summary.estimated.length - agreedAsync }));
  }
  if (summary.skipped.length > 0) parts.push(t("totals.skipped", { count: summary.skipped.length }));
  if (summary.notEstimated.length > 0) parts.push(t("totals.notEstimated", { count: summary.notEstimated.length }));
  return parts.join(" · ");
}
