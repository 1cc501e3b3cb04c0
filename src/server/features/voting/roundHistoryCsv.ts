// The round history as CSV (shared/csv.ts: RFC 4180, text people typed guarded against formulas).
import { csvDocument, spreadsheetText as text } from "../../../shared/csv";
import { NO_NUMBER, agreementText } from "../../../shared/results";
import type { RoundHistoryEntry } from "./historyView";

export const ROUND_HISTORY_CSV_HEADER = [
  "Round",
  "Story",
  "Ticket",
  "Ticket summary",
  "Votes",
  "Average",
  "Median",
  "Min",
  "Max",
  "Total votes",
  "Agreement",
  "Date",
  // Last, so spreadsheets built on the columns before it keep working (issue 15).
  "Most common",
  // The queue story's agreed value beside each of its rounds (issue 14).
  "Agreed value",
] as const;

/** Oldest round first, as a spreadsheet reads best; `agreedValues` by queue story id. */
export function roundHistoryCsv(entries: readonly RoundHistoryEntry[], agreedValues: ReadonlyMap<string, string> = new Map()): string {
  const rows = [...entries].sort((a, b) => a.createdAt - b.createdAt || a.round - b.round).map((entry) => csvRow(entry, agreedValues));
  return csvDocument([ROUND_HISTORY_CSV_HEADER, ...rows]);
}

function csvRow(entry: RoundHistoryEntry, agreedValues: ReadonlyMap<string, string>): string[] {
  const figure = (n: number | null) => (n === null ? "" : String(n));
  return [
    String(entry.round),
    text(entry.story),
    text(entry.ticketKey),
    text(entry.ticketSummary),
    entry.votes.map((v) => `${text(v.participantName)}: ${v.value ?? "not revealed"}`).join("; "),
    entry.averageText === NO_NUMBER ? "" : entry.averageText,
    figure(entry.median),
    figure(entry.min),
    figure(entry.max),
    String(entry.totalVotes),
    agreementText(entry.agreement),
    new Date(entry.createdAt).toISOString(),
    // Text: a card is a label ("XL", "1/2"), not a formula or a number to reformat.
    text(entry.mostCommon.join(" / ")),
    text((entry.queueStoryId !== null ? agreedValues.get(entry.queueStoryId) : undefined) ?? null),
  ];
}
