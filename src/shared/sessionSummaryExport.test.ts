import { describe, expect, it } from "vitest";
import { parseCsv } from "../../tests/support/csv";
import { type SummaryStoryInput, summarizeSession, summaryTable, summaryTotalsLine } from "./sessionSummary";
import { markdownCell, sessionSummaryCsv, sessionSummaryMarkdown } from "./sessionSummaryExport";

const stories: SummaryStoryInput[] = [
  {
    id: "a",
    position: 1,
    title: 'Login, "fast" | secure',
    ticketKey: "POKER-1",
    status: "estimated",
    agreedValue: "5",
    rounds: [{ votes: ["5", "5"], startedAt: 0, revealedAt: 65_000 }],
  },
  { id: "b", position: 2, title: "=HYPERLINK(\"http://evil\")", ticketKey: null, status: "skipped", agreedValue: null, rounds: [] },
  { id: "c", position: 3, title: "![pixel](http://evil/t.png) <b>bold</b> *x*", ticketKey: null, status: "pending", agreedValue: null, rounds: [] },
];
const summary = summarizeSession(stories);
const table = summaryTable(summary);

/** Reads a Markdown table row back into its cells, undoing the escapes. */
function markdownRow(line: string): string[] {
  return line
    .slice(2, -2)
    .split(/(?<!\\) \| /)
    .map((cell) => cell.trim().replace(/\\(.)/g, "$1"));
}

describe("sessionSummaryCsv", () => {
  it("holds exactly the summary's header, rows and total row", () => {
    const rows = parseCsv(sessionSummaryCsv(summary));
    expect(rows[0]).toEqual(table.columns);
    expect(rows[1]).toEqual(table.rows[0]);
    expect(rows[3]).toEqual(table.rows[2]);
    expect(rows.at(-1)).toEqual(table.totalRow);
    expect(rows).toHaveLength(table.rows.length + 2);
  });

  it("defuses a title a spreadsheet would run as a formula, and only that", () => {
    const rows = parseCsv(sessionSummaryCsv(summary));
    expect(rows[2]![1]).toBe(`'${table.rows[1]![1]}`);
    expect(rows[2]!.filter((_, i) => i !== 1)).toEqual(table.rows[1]!.filter((_, i) => i !== 1));
  });
});

describe("a formula card (issue 30)", () => {
  it("is guarded in every column of the summary CSV, the Agreed column included", () => {
    const formula = "=1+1";
    const hostile = summarizeSession([
      { id: "f", position: 1, title: formula, ticketKey: formula, status: "estimated", agreedValue: formula, rounds: [{ votes: [formula, formula], startedAt: 0, revealedAt: 1_000 }] },
    ]);
    const rows = parseCsv(sessionSummaryCsv(hostile));
    const header = rows[0]!;
    const row = rows[1]!;
    expect(row[header.indexOf("Agreed")]).toBe("'=1+1");
    expect(row[header.indexOf("Story")]).toBe("'=1+1");
    expect(row[header.indexOf("Ticket")]).toBe("'=1+1");
    for (const cells of rows) for (const cell of cells) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});

describe("sessionSummaryMarkdown", () => {
  const markdown = sessionSummaryMarkdown(summary, "Sprint 42 | planning");
  const lines = markdown.split("\n");

  it("has a heading, the table cell for cell, and the totals line", () => {
    expect(lines[0]).toBe("# Planning summary: Sprint 42 \\| planning");
    expect(markdownRow(lines[2]!)).toEqual(table.columns);
    expect(lines[3]).toBe("| --: | --- | --- | --- | --: | --: | --- | --: |");
    const body = lines.slice(4, 4 + table.rows.length).map(markdownRow);
    expect(body).toEqual(table.rows.map((row) => row.map((cell) => cell.trim())));
    expect(markdownRow(lines[4 + table.rows.length]!)).toEqual(table.totalRow);
    expect(lines).toContain(summaryTotalsLine(summary));
  });

  it("renders no link, image, HTML or emphasis from a title", () => {
    expect(markdown).not.toContain("![pixel](");
    expect(markdown).toContain("!\\[pixel\\](http://evil/t.png) \\<b\\>bold\\</b\\> \\*x\\*");
  });
});

describe("markdownCell", () => {
  it("escapes what would break the table or format the text, and keeps one line", () => {
    expect(markdownCell("a|b")).toBe("a\\|b");
    expect(markdownCell("back\\slash `code` _u_ ~s~")).toBe("back\\\\slash \\`code\\` \\_u\\_ \\~s\\~");
    expect(markdownCell("two\nlines\r\nhere")).toBe("two lines here");
  });
});

describe("the exports in the exporting person's language (issue 35)", () => {
  it("writes the headers, the total's label and the title in German, the cells as they are", () => {
    const rows = parseCsv(sessionSummaryCsv(summary, "de"));
    expect(rows[0]).toEqual(["#", "Story", "Ticket", "Status", "Vereinbart", "Runden", "Einigkeit", "Dauer"]);
    expect(rows[1]).toEqual(table.rows[0]);
    expect(rows.at(-1)).toEqual(table.totalRow.map((cell, i) => (i === 1 ? "Summe" : cell)));
    const lines = sessionSummaryMarkdown(summary, "Sprint 42", "ja").split("\n");
    expect(lines[0]).toBe("# プランニングのサマリー：Sprint 42");
    expect(markdownRow(lines[2]!)).toEqual(["#", "ストーリー", "チケット", "ステータス", "合意値", "ラウンド", "合意度", "所要時間"]);
    // The numbers stay right-aligned whatever the columns are called.
    expect(lines[3]).toBe("| --: | --- | --- | --- | --: | --: | --- | --: |");
  });

  it("keeps the English headers for English, no language, or one the product does not speak", () => {
    for (const language of ["en", null, undefined, "xx"]) {
      expect(parseCsv(sessionSummaryCsv(summary, language))[0]).toEqual(table.columns);
      expect(sessionSummaryMarkdown(summary, "R", language).split("\n")[0]).toBe("# Planning summary: R");
    }
  });
});
