import type { ResultOf } from "../../../../shared/functionReference";
import { NO_NUMBER } from "../../../../shared/results";
import { formatAgo } from "../../../i18n/format";
import type { api } from "../../../lib/api";
import { useLanguage, useT } from "../../../i18n/I18nProvider";
import { agreementLabel } from "./AgreementMeter";

export type RoundHistoryEntry = NonNullable<ResultOf<typeof api.voting.getRoundHistory>>[number];

const figure = (n: number | null) => (n === null ? NO_NUMBER : String(n));

/** One archived round: what was estimated, the figures, everyone's card, and its story's agreed value. */
export function RoundHistoryItem({ entry, now, agreedValue }: { entry: RoundHistoryEntry; now: number; agreedValue: string | null }) {
  const t = useT("voting");
  const { language } = useLanguage();
  const title = entry.ticketKey ? `${entry.ticketKey}${entry.ticketSummary ? ` ${entry.ticketSummary}` : ""}` : entry.story;
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0" data-testid="history-round">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <p className="min-w-0 text-sm font-medium">
          <span className="text-muted-foreground">{t("history.round", { round: entry.round })}</span>
          <span aria-hidden="true" className="text-muted-foreground"> · </span>
          <span className={title ? "break-words" : "text-muted-foreground italic"}>{title || t("history.noStory")}</span>
        </p>
        <time className="shrink-0 text-xs text-muted-foreground" dateTime={new Date(entry.createdAt).toISOString()} title={new Date(entry.createdAt).toLocaleString(language)}>
          {formatAgo(language, t("history.justNow"), entry.createdAt, now)}
        </time>
      </div>
      {entry.revealed ? (
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
          {agreedValue !== null && <Figure label={t("history.agreed")} value={agreedValue} strong />}
          {entry.isNumeric ? (
            <>
              <Figure label={t("stats.average")} value={entry.averageText} strong />
              <Figure label={t("stats.median")} value={figure(entry.median)} />
              <Figure label={t("stats.min")} value={figure(entry.min)} />
              <Figure label={t("stats.max")} value={figure(entry.max)} />
            </>
          ) : (
            // A round of letters (issue 15): its result is the most common card, never an average.
            <Figure label={t("stats.mostCommon")} value={entry.mostCommon.join(", ") || NO_NUMBER} strong />
          )}
          <Figure label={t("results.votesTitle")} value={String(entry.totalVotes)} />
          {entry.agreement && <Figure label={t("agreement.label")} value={agreementLabel(t, entry.agreement.level)} />}
        </dl>
      ) : (
        <p className="text-xs text-muted-foreground">{t("history.notRevealed", { count: entry.totalVotes })}</p>
      )}
      <ul className="flex flex-wrap gap-1.5" aria-label={t("history.votesIn", { round: entry.round })}>
        {entry.votes.map((vote, index) => (
          <li key={index} className="inline-flex items-center gap-1.5 rounded-full border border-border bg-muted/40 py-0.5 pr-1 pl-2.5 text-xs">
            {vote.participantName}
            <span className="rounded-full bg-surface px-1.5 font-semibold tabular-nums shadow-xs">{vote.value ?? t("history.hidden")}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex gap-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={strong ? "font-semibold" : "font-medium"}>{value}</dd>
    </div>
  );
}
