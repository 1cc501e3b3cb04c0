import { awayClause, voteProgressText } from "../../../../shared/voteProgress";
import { formatList } from "../../../i18n/format";
import type { Values } from "../../../i18n/I18nProvider";
import type { Language } from "../../../i18n/languages";

type T = (id: string, values?: Values) => string;
import type { RoomData } from "../../../lib/roomTypes";

export interface VoteCounts {
  /**
   * The 'y' of 'x of y voted': every participant not excluded from voting (spec 6), away or not;
   * with the room's "Don't wait for away people", those away who have not voted are left out.
   */
  eligible: number;
  /** Eligible participants away who have not voted, by name: "2 of 3 voted, Kim is away". */
  awayNames: readonly string[];
  /** The 'x': eligible participants who have voted. */
  voted: number;
  /** Every vote in the round: what Reveal and Clear need at least one of (spec 5). */
  cast: number;
}

/** "x of y voted" as the server counts it for everyone (the room view's voteProgress), and the votes cast. */
export function voteCounts({ votes, voteProgress }: Pick<RoomData, "votes" | "voteProgress">): VoteCounts {
  return { eligible: voteProgress.expected, voted: voteProgress.voted, awayNames: voteProgress.awayNames, cast: votes.length };
}

/** Who has voted this round: the vote list says so before reveal too (with the values hidden). */
export function votedParticipants(votes: RoomData["votes"]): ReadonlySet<string> {
  return new Set(votes.map((v) => v.participantId));
}

/** Names listed before "and N others". */
const AWAY_NAMES_SHOWN = 3;

/** "Kim is away", "Kim and Lee are away", "Kim, Lee, Max and 2 others are away"; empty for nobody. English: the shared words. */
export function awayText(t: T, language: Language, names: readonly string[]): string {
  if (names.length === 0) return "";
  if (language === "en") return awayClause(names);
  const others = names.length - AWAY_NAMES_SHOWN;
  const listed = others > 0 ? [...names.slice(0, AWAY_NAMES_SHOWN), t("progress.others", { count: others })] : names;
  return t("progress.away", { count: names.length, names: formatList(language, listed) });
}

/** "2 of 3 voted, Kim is away" (English: the shared voteProgressText). */
export function progressText(t: T, language: Language, progress: { voted: number; expected: number; awayNames: readonly string[] }): string {
  if (language === "en") return voteProgressText(progress);
  const counted = t("progress.voted", { voted: progress.voted, expected: progress.expected });
  return progress.awayNames.length === 0 ? counted : t("progress.withAway", { counted, away: awayText(t, language, progress.awayNames) });
}

/** "Only 2 of 3 participants have voted. Kim is away. Reveal the votes anyway?" */
export function revealQuestion(t: T, language: Language, counts: Pick<VoteCounts, "voted" | "eligible" | "awayNames">): string {
  const away = counts.awayNames.length === 0 ? "" : t("reveal.awaySentence", { away: awayText(t, language, counts.awayNames) });
  return t("reveal.question", { voted: counts.voted, eligible: counts.eligible, away });
}
