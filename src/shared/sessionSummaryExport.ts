// The session summary as CSV and as Markdown: the summary view's table (summaryTable) cell for
// cell, so an export says exactly what people saw. Pure, for the server and the client alike.
import { csvDocument, spreadsheetText } from "./csv";
import { type SessionSummary, type SummaryTable, summaryTable, summaryTotalsLine } from "./sessionSummary";
import { type SummaryColumn, summaryHeaders } from "./sessionSummaryHeaders";

/** Columns holding text people typed or JIRA sent (story, ticket): guarded against formulas. */
const TYPED_COLUMNS: ReadonlySet<number> = new Set([1, 2]);

/** The view's table with its headers (columns, the total's label) in `language`; English as it always was. */
function headedTable(summary: SessionSummary, language: string | null | undefined): SummaryTable & { englishColumns: readonly string[] } {
  const table = summaryTable(summary);
  const headers = summaryHeaders(language);
  return {
    ...table,
    englishColumns: table.columns,
    columns: table.columns.map((column) => headers.columns[column as SummaryColumn] ?? column),
    totalRow: table.totalRow.map((cell, column) => (column === 1 ? headers.total : cell)),
  };
}

export function sessionSummaryCsv(summary: SessionSummary, language?: string | null): string {
  const table = headedTable(summary, language);
  const guard = (row: readonly string[]) => row.map((cell, column) => (TYPED_COLUMNS.has(column) ? spreadsheetText(cell) : cell));
  return csvDocument([table.columns, ...table.rows.map(guard), table.totalRow]);
}

/**
 * Text inside a Markdown table cell: backslash-escapes what would start a link, an image, HTML,
 * emphasis or code, or end the cell, and keeps the cell on one line.
 */
export function markdownCell(text: string): string {
  return text.replace(/[\\`*_[\]<>|~]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, " ");
}

/** Right-aligned columns: the numbers (by name: a session with async estimation has more columns). */
const NUMERIC_COLUMNS: ReadonlySet<string> = new Set(["#", "Agreed", "Rounds", "Time spent"]);

export function sessionSummaryMarkdown(summary: SessionSummary, roomName: string, language?: string | null): string {
  const table = headedTable(summary, language);
  const line = (cells: readonly string[]) => `| ${cells.map(markdownCell).join(" | ")} |`;
  const rule = `| ${table.englishColumns.map((column) => (NUMERIC_COLUMNS.has(column) ? "--:" : "---")).join(" | ")} |`;
  return [
    `# ${summaryHeaders(language).title}${markdownCell(roomName)}`,
    "",
    line(table.columns),
    rule,
    ...table.rows.map(line),
    line(table.totalRow),
    "",
    markdownCell(summaryTotalsLine(summary)),
    "",
  ].join("\n");
}
