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
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Rows of fields as one CSV document, ending with a line break. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
