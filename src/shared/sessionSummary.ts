// The summary of a room's planning session (issue 14): per story its agreed value, rounds,
// agreement and time spent; the total of points; the stories skipped or not reached. The table
// the summary view shows is built here too, so the CSV and Markdown exports (sessionSummaryExport)
// hold exactly the cells people see.
import { numericVoteValue } from "./deck";
import { formatDuration } from "./duration";
import { type Agreement, NO_NUMBER, agreementText, roundAgreement } from "./results";
import { type StoryStatus, sortQueue } from "./storyQueue";

export interface SummaryRoundInput {
  /** The values revealed in the round ('?' included). */
  votes: readonly string[];
  /** When voting on the round began (the story became current, or New Round). */
  startedAt: number;
  revealedAt: number;
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
}

export interface SummaryStory {
  id: string;
  title: string;
  ticketKey: string | null;
  status: StoryStatus;
  agreedValue: string | null;
  rounds: number;
  /** The agreement of the story's last round, the one its value was agreed after. */
  agreement: Agreement | null;
  /** Voting time over all its rounds, start to reveal. */
  timeSpentMs: number;
}

export interface SessionSummary {
  /** Every story of the queue, in queue order. */
  stories: SummaryStory[];
  /** The sum of the numeric agreed values ('?' and other cards count nothing). */
  totalPoints: number;
  totalRounds: number;
  totalTimeMs: number;
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
  const last = rounds[rounds.length - 1];
  return {
    id: input.id,
    title: input.title,
    ticketKey: input.ticketKey,
    status: input.status,
    agreedValue: input.status === "estimated" ? input.agreedValue : null,
    rounds: rounds.length,
    agreement: last ? roundAgreement(last.votes) : null,
    timeSpentMs: rounds.reduce((sum, round) => sum + roundDuration(round), 0),
  };
}

/** Sums without binary float noise: 0.5 + 0.1-style values stay at two decimals. */
function addPoints(a: number, b: number): number {
  return Math.round((a + b) * 100) / 100;
}

export function summarizeSession(inputs: readonly SummaryStoryInput[]): SessionSummary {
  const stories = sortQueue(inputs).map(summarizeStory);
  const estimated = stories.filter((s) => s.status === "estimated");
  return {
    stories,
    totalPoints: estimated.reduce((sum, s) => addPoints(sum, (s.agreedValue === null ? null : numericVoteValue(s.agreedValue)) ?? 0), 0),
    totalRounds: stories.reduce((sum, s) => sum + s.rounds, 0),
    totalTimeMs: stories.reduce((sum, s) => sum + s.timeSpentMs, 0),
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

export interface SummaryTable {
  columns: readonly string[];
  /** One row per story, in queue order, cells as shown. */
  rows: string[][];
  /** The last row: the total of points, rounds and time. */
  totalRow: string[];
}

/** The summary as the view shows it, cell by cell; the exports write exactly these cells. */
export function summaryTable(summary: SessionSummary): SummaryTable {
  return {
    columns: SUMMARY_COLUMNS,
    rows: summary.stories.map((story, index) => [
      String(index + 1),
      story.title,
      story.ticketKey ?? "",
      STORY_STATUS_LABELS[story.status],
      story.agreedValue ?? NO_NUMBER,
      String(story.rounds),
      agreementText(story.agreement) || NO_NUMBER,
      story.rounds > 0 ? formatDuration(story.timeSpentMs) : NO_NUMBER,
    ]),
    totalRow: ["", "Total", "", "", String(summary.totalPoints), String(summary.totalRounds), "", formatDuration(summary.totalTimeMs)],
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "13 points from 3 estimated stories · 1 skipped · 1 not estimated" (zero counts left out). */
export function summaryTotalsLine(summary: SessionSummary): string {
  const parts = [`${plural(summary.totalPoints, "point", "points")} from ${plural(summary.estimated.length, "estimated story", "estimated stories")}`];
  if (summary.skipped.length > 0) parts.push(`${summary.skipped.length} skipped`);
  if (summary.notEstimated.length > 0) parts.push(`${summary.notEstimated.length} not estimated`);
  return parts.join(" · ");
}
