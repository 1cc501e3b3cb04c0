import { describe, expect, it } from "vitest";
import { parseCsv } from "../../tests/support/csv";
import { csvDocument, csvField, spreadsheetText } from "./csv";

describe("csvField", () => {
  it("quotes only fields that need it and doubles quotes", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
  });
});

describe("spreadsheetText", () => {
  it("defuses text a spreadsheet would run as a formula", () => {
    expect(spreadsheetText("=HYPERLINK(\"x\")")).toBe("'=HYPERLINK(\"x\")");
    for (const lead of ["+", "-", "@", "\t"]) expect(spreadsheetText(`${lead}1`)).toBe(`'${lead}1`);
    expect(spreadsheetText("Login page")).toBe("Login page");
    expect(spreadsheetText(null)).toBe("");
  });
});

describe("csvDocument", () => {
  it("writes CRLF records that a strict reader reads back unchanged", () => {
    const rows = [["a", "b,c"], ['"q"', "line\nbreak"]];
    const text = csvDocument(rows);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(parseCsv(text)).toEqual(rows);
  });

  it("guards every cell a spreadsheet would run as a formula, whatever its column", () => {
    const rows = [["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx", "plain", "'=kept"]];
    expect(parseCsv(csvDocument(rows))).toEqual([["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx", "'\rx", "plain", "'=kept"]]);
  });
});
