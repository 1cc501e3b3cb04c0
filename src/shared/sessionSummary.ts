// The summary of a room's planning session (issue 14): per story its agreed value, rounds,
// agreement and time spent; the total of points (numbers only: a letter deck's sizes are counted
// per size, never added up as "0 points", issue 36); the stories skipped or not reached; and, once
// a story went through async estimation (issue 33), whether it was agreed async or live, with the
// async votes and reasons before the live rounds. The table the summary view shows is built here
// too, so the CSV and Markdown exports (sessionSummaryExport) hold exactly the cells people see.
import { cardNumber, isSpecialCard } from "./decks";
import { formatDuration } from "./duration";
import { type Agreement, NO_NUMBER, agreementText, roundAgreement } from "./results";
import { type StoryStatus, sortQueue } from "./storyQueue";

export interface SummaryRoundInput {
  /** The values revealed in the round ('?' included). */
  votes: readonly string[];
  /** Who voted what, in vote order, when known: the summary's rounds in detail name them. */
  named?: readonly SummaryVote[];
  /** When voting on the round began (the story became current, or New Round). */
  startedAt: number;
  revealedAt: number;
}

export interface SummaryVote {
  name: string;
  value: string;
  /** Why, when the vote was asked for a reason (async). */
  reason?: string | null;
}

/** A story's votes in an async batch (issue 33), revealed without a meeting. */
export interface SummaryAsyncRound {
  votes: readonly SummaryVote[];
  revealedAt: number;
  /** The batch's consensus rule agreed on a card by itself (recorded then), or left it to discuss. */
  agreed: boolean;
}

export interface SummaryStoryInput {
  id: string;
  position: number;
  title: string;
  ticketKey: string | null;
  status: StoryStatus;
  /** The card agreed on, for an estimated story. */
  agreedValue: string | null;
  /** The revealed rounds filed under this story, in any order. */
  rounds: readonly SummaryRoundInput[];
  /** Its revealed async rounds, in any order (none for a story never opened for async estimation). */
  asyncRounds?: readonly SummaryAsyncRound[];
}

export type AgreedIn = "async" | "live";

export interface SummaryStory {
  id: string;
  title: string;
  ticketKey: string | null;
  status: StoryStatus;
  agreedValue: string | null;
  /** Its live rounds. */
  rounds: number;
  /** The agreement of the story's last round (live, or async without one), the one its value was agreed after. */
  agreement: Agreement | null;
  /** Voting time over all its live rounds, start to reveal (an async round spans days, not voting time). */
  timeSpentMs: number;
  /** For an estimated story: agreed by an async batch's rule, or live. */
  agreedIn: AgreedIn | null;
  /** Its async rounds, oldest first: they came before its live rounds. */
  asyncRounds: readonly SummaryAsyncRound[];
  /** Each live round's votes by name, oldest first. */
  roundVotes: readonly (readonly SummaryVote[])[];
}

export interface SessionSummary {
  /** Every story of the queue, in queue order. */
  stories: SummaryStory[];
  /**
   * The sum of the numeric agreed values ('?' and '☕' count nothing); null when an agreed value is
   * a letter (a T-shirt deck) or none is a number: then there is no total of points.
   */
  totalPoints: number | null;
  /** How many estimated stories were agreed at each size that is not a number ("M" twice), in first-agreed order. */
  sizeCounts: readonly { value: string; count: number }[];
  /** Live and async rounds. */
  totalRounds: number;
  totalTimeMs: number;
  /** Whether any story went through async estimation: the summary then says how each was agreed. */
  hasAsync: boolean;
  estimated: SummaryStory[];
  skipped: SummaryStory[];
  /** Still pending: not reached, or left for later. */
  notEstimated: SummaryStory[];
}

function roundDuration(round: SummaryRoundInput): number {
  const ms = round.revealedAt - round.startedAt;
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

export function summarizeStory(input: SummaryStoryInput): SummaryStory {
  const rounds = [...input.rounds].sort((a, b) => a.revealedAt - b.revealedAt);
  const asyncRounds = [...(input.asyncRounds ?? [])].sort((a, b) => a.revealedAt - b.revealedAt);
  const last = rounds[rounds.length - 1];
  const lastAsync = asyncRounds[asyncRounds.length - 1];
  const estimated = input.status === "estimated";
  return {
    id: input.id,
    title: input.title,
    ticketKey: input.ticketKey,
    status: input.status,
    agreedValue: estimated ? input.agreedValue : null,
    rounds: rounds.length,
    agreement: last ? roundAgreement(last.votes) : lastAsync ? roundAgreement(lastAsync.votes.map((v) => v.value)) : null,
    timeSpentMs: rounds.reduce((sum, round) => sum + roundDuration(round), 0),
    // Agreed async only when the batch recorded it and no live round came after.
    agreedIn: !estimated ? null : lastAsync?.agreed && (last === undefined || last.revealedAt < lastAsync.revealedAt) ? "async" : "live",
    asyncRounds,
    roundVotes: rounds.map((round) => round.named ?? round.votes.map((value) => ({ name: "", value }))),
  };
}

/** Sums without binary float noise: 0.5 + 0.1-style values stay at two decimals. */
function addPoints(a: number, b: number): number {
  return Math.round((a + b) * 100) / 100;
}

export function summarizeSession(inputs: readonly SummaryStoryInput[]): SessionSummary {
  const stories = sortQueue(inputs).map(summarizeStory);
  const estimated = stories.filter((s) => s.status === "estimated");
  const agreed = estimated.flatMap((s) => (s.agreedValue === null ? [] : [s.agreedValue.trim()]));
  const numbers = agreed.map(cardNumber).filter((n): n is number => n !== null);
  const letters = agreed.filter((value) => cardNumber(value) === null && !isSpecialCard(value));
  const sizeCounts: { value: string; count: number }[] = [];
  for (const value of letters) {
    const entry = sizeCounts.find((c) => c.value === value);
    if (entry) entry.count++;
    else sizeCounts.push({ value, count: 1 });
  }
  return {
    stories,
    totalPoints: letters.length > 0 || (numbers.length === 0 && agreed.length > 0) ? null : numbers.reduce(addPoints, 0),
    sizeCounts,
    totalRounds: stories.reduce((sum, s) => sum + s.rounds + s.asyncRounds.length, 0),
    totalTimeMs: stories.reduce((sum, s) => sum + s.timeSpentMs, 0),
    hasAsync: stories.some((s) => s.asyncRounds.length > 0),
    estimated,
    skipped: stories.filter((s) => s.status === "skipped"),
    notEstimated: stories.filter((s) => s.status === "pending"),
  };
}

export const STORY_STATUS_LABELS: Readonly<Record<StoryStatus, string>> = Object.freeze({
  pending: "Not estimated",
  estimated: "Estimated",
  skipped: "Skipped",
});

export const SUMMARY_COLUMNS = Object.freeze(["#", "Story", "Ticket", "Status", "Agreed", "Rounds", "Agreement", "Time spent"] as const);
/** Added once a story went through async estimation: how it was agreed (after "Agreed"), and its rounds in detail (last). */
export const AGREED_IN_COLUMN = "Agreed in";
export const ROUNDS_IN_DETAIL_COLUMN = "Votes";

/** "Walt 8 (Every screen has colours)": a vote as the summary's rounds in detail write it. */
export function voteText(vote: SummaryVote): string {
  const who = vote.name ? `${vote.name} ${vote.value}` : vote.value;
  return vote.reason ? `${who} (${vote.reason})` : who;
}

/** ["Async: Walt 8 (why), Xena 13", "Live 1: Walt 5, Xena 5"]: each round's votes, the async rounds first. */
export function roundsInDetail(story: Pick<SummaryStory, "asyncRounds" | "roundVotes">): string[] {
  const asyncParts = story.asyncRounds.map((round, i) => `${story.asyncRounds.length > 1 ? `Async ${i + 1}` : "Async"}: ${round.votes.map(voteText).join(", ") || "no votes"}`);
  const liveParts = story.roundVotes.map((votes, i) => `Live ${i + 1}: ${votes.map(voteText).join(", ") || "no votes"}`);
  return [...asyncParts, ...liveParts];
}

/** The Rounds cell: the live rounds' count, or "1 async + 2 live" once a story had async rounds. */
function roundsText(story: SummaryStory): string {
  if (story.asyncRounds.length === 0) return String(story.rounds);
  return story.rounds === 0 ? `${story.asyncRounds.length} async` : `${story.asyncRounds.length} async + ${story.rounds} live`;
}

export interface SummaryTable {
  columns: readonly string[];
  /** One row per story, in queue order, cells as shown. */
  rows: string[][];
  /** The last row: the total of points, rounds and time. */
  totalRow: string[];
}

/** The summary as the view shows it, cell by cell; the exports write exactly these cells. */
export function summaryTable(summary: SessionSummary): SummaryTable {
  // A session without async estimation keeps the table it always had: every story was agreed live.
  const withAsync = <T>(cells: readonly T[], agreedIn: T, detail: T): T[] => (summary.hasAsync ? [...cells.slice(0, 5), agreedIn, ...cells.slice(5), detail] : [...cells]);
  return {
    columns: withAsync<string>(SUMMARY_COLUMNS, AGREED_IN_COLUMN, ROUNDS_IN_DETAIL_COLUMN),
    rows: summary.stories.map((story, index) =>
      withAsync(
        [
          String(index + 1),
          story.title,
          story.ticketKey ?? "",
          STORY_STATUS_LABELS[story.status],
          story.agreedValue ?? NO_NUMBER,
          roundsText(story),
          agreementText(story.agreement) || NO_NUMBER,
          story.rounds > 0 ? formatDuration(story.timeSpentMs) : NO_NUMBER,
        ],
        story.agreedIn ?? NO_NUMBER,
        roundsInDetail(story).join(" · ") || NO_NUMBER,
      ),
    ),
    totalRow: withAsync(
      ["", "Total", "", "", summary.totalPoints === null ? sizeCountsText(summary) || NO_NUMBER : String(summary.totalPoints), String(summary.totalRounds), "", formatDuration(summary.totalTimeMs)],
      agreedInCounts(summary),
      "",
    ),
  };
}

/** "2 async, 2 live": how the estimated stories were agreed, for the total row. */
function agreedInCounts(summary: SessionSummary): string {
  const count = (where: AgreedIn) => summary.estimated.filter((s) => s.agreedIn === where).length;
  return `${count("async")} async, ${count("live")} live`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 × M, 1 × L": the letter sizes agreed, for a deck that is no number of points. */
export function sizeCountsText(summary: Pick<SessionSummary, "sizeCounts">): string {
  return summary.sizeCounts.map((c) => `${c.count} × ${c.value}`).join(", ");
}

/**
 * "13 points from 3 estimated stories · 1 skipped · 1 not estimated" (zero counts left out); for
 * a letter deck the sizes instead of points: "3 estimated stories (2 × M, 1 × L) · 1 skipped".
 */
export function summaryTotalsLine(summary: SessionSummary): string {
  const stories = plural(summary.estimated.length, "estimated story", "estimated stories");
  const sizes = sizeCountsText(summary);
  const parts = [summary.totalPoints === null ? (sizes ? `${stories} (${sizes})` : stories) : `${plural(summary.totalPoints, "point", "points")} from ${stories}`];
  if (summary.hasAsync) {
    const agreedAsync = summary.estimated.filter((s) => s.agreedIn === "async").length;
    parts.push(`${agreedAsync} agreed async, ${summary.estimated.length - agreedAsync} live`);
  }
  if (summary.skipped.length > 0) parts.push(`${summary.skipped.length} skipped`);
  if (summary.notEstimated.length > 0) parts.push(`${summary.notEstimated.length} not estimated`);
  return parts.join(" · ");
}
