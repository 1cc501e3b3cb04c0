// A strict RFC 4180 reader for tests: quoted fields, doubled quotes, CRLF records. Throws on
// anything a spreadsheet would misread (a stray quote, a bare LF), so tests catch bad output.
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let i = 0;
  const endField = () => {
    row.push(field);
    field = "";
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"' && field === "") {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error("unterminated quoted field");
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += text[i++];
      }
      if (i < text.length && text[i] !== "," && text[i] !== "\r") throw new Error(`unexpected ${JSON.stringify(text[i])} after a quoted field`);
      continue;
    }
    if (ch === ",") {
      endField();
      i++;
    } else if (ch === "\r") {
      if (text[i + 1] !== "\n") throw new Error("CR without LF");
      endField();
      rows.push(row);
      row = [];
      i += 2;
    } else if (ch === "\n") {
      throw new Error("bare LF ends a record");
    } else if (ch === '"') {
      throw new Error("quote inside an unquoted field");
    } else {
      field += ch;
      i++;
    }
  }
  if (field !== "" || row.length > 0) throw new Error("the last record has no CRLF");
  return rows;
}
