/**
 * CSV (RFC 4180) for translation files. Cells that a spreadsheet would run as
 * a formula (leading `=`, `+`, `-`, `@`, tab, CR) are written with a leading
 * apostrophe (OWASP "CSV injection"); so is a leading apostrophe, so reading
 * strips exactly one and the round trip is lossless.
 */
const FORMULA_START = /^[=+\-@\t\r']/;

export function escapeCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

export function unescapeCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

export function toCsv(rows: string[][]): string {
  return `${rows.map((row) => row.map(escapeCell).join(",")).join("\r\n")}\r\n`;
}

/** Parses CSV text into rows of raw (still formula-guarded) cells. Throws on an unclosed quote. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === "") quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
  }
  if (quoted) throw new SyntaxError("unclosed quoted cell");
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
