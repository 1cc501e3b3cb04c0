// The session summary's table and its rounds in detail in the person's language. English is the
// shared table the exports write, cell for cell, so it is returned as is.
import { formatDuration } from "../../../../shared/duration";
import { NO_NUMBER } from "../../../../shared/results";
import { summaryHeaders, type SummaryColumn, type SummaryHeaders } from "../../../../shared/sessionSummaryHeaders";
import { AGREED_IN_COLUMN, ROUNDS_IN_DETAIL_COLUMN, roundsInDetail, summaryTable, voteText, type SessionSummary, type SummaryStory, type SummaryTable } from "../../../../shared/sessionSummary";
import { formatElapsed } from "../../../i18n/format";
import type { Values } from "../../../i18n/I18nProvider";
import { PSEUDO, type Language } from "../../../i18n/languages";
import { pseudoText } from "../../../i18n/pseudo";
import { agreementLabel } from "../voting";

type T = (id: string, values?: Values) => string;

/**
 * The headers the exports write in `language` (src/shared/sessionSummaryHeaders.ts): the view says
 * the same words, translated once. The pseudo-language gets English's, accented.
 */
function headersIn(language: Language): SummaryHeaders {
  if (language !== PSEUDO) return summaryHeaders(language);
  const english = summaryHeaders("en");
  const columns = Object.fromEntries(Object.entries(english.columns).map(([name, text]) => [name, pseudoText(text)])) as SummaryHeaders["columns"];
  return { ...english, columns, total: pseudoText(english.total) };
}

export function localTable(t: T, votingT: T, language: Language, summary: SessionSummary): SummaryTable {
  const table = summaryTable(summary);
  if (language === "en") return table;
  const at = (name: string) => table.columns.indexOf(name);
  const headers = headersIn(language);
  const status = { pending: t("summary.status.pending"), estimated: t("summary.status.estimated"), skipped: t("summary.status.skipped") };
  const agreedIn = (story: SummaryStory) => (story.agreedIn === "async" ? t("summary.agreedIn.async") : story.agreedIn === "live" ? t("summary.agreedIn.live") : NO_NUMBER);
  const rows = table.rows.map((row, index) => {
    const story = summary.stories[index]!;
    return row.map((cell, column) => {
      if (column === at("Status")) return status[story.status];
      if (column === at("Rounds")) return roundsText(t, story);
      if (column === at("Agreement")) return story.agreement ? `${agreementLabel(votingT, story.agreement.level)} (${votingT("agreement.percent", { percent: Math.round(story.agreement.value * 100) })})` : NO_NUMBER;
      if (column === at("Time spent")) return story.rounds > 0 ? formatElapsed(language, story.timeSpentMs, formatDuration) : NO_NUMBER;
      if (column === at(AGREED_IN_COLUMN)) return agreedIn(story);
      if (column === at(ROUNDS_IN_DETAIL_COLUMN)) return localRoundsInDetail(t, language, story).join(" · ") || NO_NUMBER;
      return cell;
    });
  });
  const count = (where: "async" | "live") => summary.estimated.filter((s) => s.agreedIn === where).length;
  const totalRow = table.totalRow.map((cell, column) => {
    if (column === at("Story")) return headers.total;
    if (column === at("Time spent")) return formatElapsed(language, summary.totalTimeMs, formatDuration);
    if (column === at(AGREED_IN_COLUMN)) return t("summary.agreedInCounts", { async: count("async"), live: count("live") });
    return cell;
  });
  return { columns: table.columns.map((name) => headers.columns[name as SummaryColumn] ?? name), rows, totalRow };
}

function roundsText(t: T, story: SummaryStory): string {
  if (story.asyncRounds.length === 0) return String(story.rounds);
  return story.rounds === 0 ? t("summary.roundsAsync", { async: story.asyncRounds.length }) : t("summary.roundsAsyncLive", { async: story.asyncRounds.length, live: story.rounds });
}

/** Each round's votes under its story, the async rounds (with reasons) first. */
export function localRoundsInDetail(t: T, language: Language, story: SummaryStory): string[] {
  if (language === "en") return roundsInDetail(story);
  const votes = (list: readonly Parameters<typeof voteText>[0][]) => list.map(voteText).join(", ") || t("summary.detail.noVotes");
  const asyncParts = story.asyncRounds.map((round, i) =>
    story.asyncRounds.length > 1 ? t("summary.detail.asyncNumbered", { number: i + 1, votes: votes(round.votes) }) : t("summary.detail.async", { votes: votes(round.votes) }),
  );
  const liveParts = story.roundVotes.map((list, i) => t("summary.detail.live", { number: i + 1, votes: votes(list) }));
  return [...asyncParts, ...liveParts];
}
