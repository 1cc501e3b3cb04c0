// CSV as spreadsheets read it (RFC 4180): CRLF line ends, fields quoted when they hold a comma, a
// quote or a line break, quotes doubled. Shared so every export in the app writes the same way.

export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Text people typed. A spreadsheet runs a cell that starts with = + - @ as a formula, so such
 * text gets a leading apostrophe (the usual guard against CSV injection).
 */
export function spreadsheetText(value: string | null): string {
  if (!value) return "";
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Rows of fields as one CSV document, ending with a line break. Every cell of every export is
 * guarded (issue 30): a custom card such as `=1+1` reaches columns that hold no typed text too.
 */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map((cell) => csvField(spreadsheetText(cell))).join(",")).join("\r\n") + "\r\n";
}
