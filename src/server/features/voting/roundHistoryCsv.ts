// The round history as CSV (RFC 4180): a header row, CRLF line ends, fields quoted when they
// hold a comma, a quote or a line break, quotes doubled.
import { NO_NUMBER } from "../../../shared/results";
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
] as const;

/** Oldest round first, as a spreadsheet reads best. */
export function roundHistoryCsv(entries: readonly RoundHistoryEntry[]): string {
  const rows = [...entries].sort((a, b) => a.createdAt - b.createdAt || a.round - b.round).map(csvRow);
  return [ROUND_HISTORY_CSV_HEADER as readonly string[], ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

function csvRow(entry: RoundHistoryEntry): string[] {
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
    entry.agreement ? `${entry.agreement.label} (${Math.round(entry.agreement.value * 100)}%)` : "",
    new Date(entry.createdAt).toISOString(),
  ];
}

/**
 * Text people typed. A spreadsheet runs a cell that starts with = + - @ as a formula, so such
 * text gets a leading apostrophe (the usual guard against CSV injection).
 */
function text(value: string | null): string {
  if (!value) return "";
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
