import { useState } from "react";
import { NO_NUMBER, type VoteSummary } from "../../../../shared/results";
import { formatList } from "../../../i18n/format";
import { useLanguage, useT, type Values } from "../../../i18n/I18nProvider";
import type { Language } from "../../../i18n/languages";

/**
 * Tells screen readers when everyone has voted, when votes are revealed and when a new round
 * starts. The live region is always in the page, so a change of its text is announced; opening
 * a room that is already revealed (or fully voted) announces nothing.
 */
export function RevealAnnouncer({ revealed, summary, allVoted }: { revealed: boolean; summary: VoteSummary | null; allVoted: boolean }) {
  const t = useT("voting");
  const { language } = useLanguage();
  const [shownFor, setShownFor] = useState(revealed);
  const [allVotedShown, setAllVotedShown] = useState(allVoted);
  const [message, setMessage] = useState("");
  if (revealed !== shownFor) {
    setShownFor(revealed);
    setMessage(revealed ? revealMessage(t, language, summary) : t("reveal.newRound"));
  }
  if (allVoted !== allVotedShown) {
    setAllVotedShown(allVoted);
    if (allVoted && !revealed) setMessage(t("reveal.everyoneVoted"));
  }
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="reveal-announcement">
      {message}
    </p>
  );
}

export function revealMessage(t: (id: string, values?: Values) => string, language: Language, summary: VoteSummary | null): string {
  const total = summary?.totalVotes ?? 0;
  // A deck of letters (issue 15) has no average: the most common card is its result.
  if (summary && !summary.isNumeric) {
    if (summary.mostCommon.length === 0) return t("reveal.noSized", { count: total });
    // English as before: "M and L" (and "M and L and XL" on a three-way tie).
    const cards = language === "en" ? summary.mostCommon.join(" and ") : formatList(language, summary.mostCommon);
    return t("reveal.mostCommon", { cards, count: total });
  }
  if (!summary || summary.averageText === NO_NUMBER) return t("reveal.noNumeric", { count: total });
  return t("reveal.average", { average: summary.averageText, count: summary.numericVotes, unknown: summary.unknownVotes });
}
