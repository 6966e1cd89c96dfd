/**
 * CSV (RFC 4180) with cell positions: quoted cells with `""`, CRLF or LF,
 * a leading BOM, and the delimiter of the header row (`,`, `;` or tab,
 * whichever appears most often outside quotes).
 */
export interface CsvCell {
  value: string;
  /** Offset of the cell's first character in the file (the opening quote if quoted). */
  at: number;
  quoted: boolean;
}

export class CsvSyntaxError extends SyntaxError {
  readonly at: number;
  constructor(message: string, at: number) {
    super(message);
    this.name = "CsvSyntaxError";
    this.at = at;
  }
}

const DELIMITERS = [",", ";", "\t"] as const;

/** The delimiter of the first line, counted outside quotes; `,` when none appears. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ",";
  for (const d of DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/** Rows of cells; blank lines are skipped. Throws CsvSyntaxError at an unclosed quote or text after one. */
export function readCsv(text: string, delimiter = detectDelimiter(text)): CsvCell[][] {
  const rows: CsvCell[][] = [];
  let row: CsvCell[] = [];
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    const cell = text[pos] === '"' ? quotedCell(text, pos) : plainCell(text, pos, delimiter);
    row.push(cell.cell);
    pos = cell.end;
    const next = text[pos];
    if (next === delimiter) {
      pos++;
      continue;
    }
    if (next !== undefined && next !== "\n" && next !== "\r") {
      throw new CsvSyntaxError(`unexpected ${JSON.stringify(next)} after a quoted cell`, pos);
    }
    const blank = row.length === 1 && row[0]?.value === "" && !row[0].quoted;
    if (!blank) rows.push(row);
    row = [];
    if (next === undefined) return rows;
    pos += next === "\r" && text[pos + 1] === "\n" ? 2 : 1;
    if (pos >= text.length) return rows;
  }
}

function plainCell(text: string, at: number, delimiter: string) {
  let end = at;
  while (end < text.length) {
    const ch = text[end];
    if (ch === delimiter || ch === "\n" || ch === "\r") break;
    end++;
  }
  return { cell: { value: text.slice(at, end), at, quoted: false }, end };
}

function quotedCell(text: string, at: number) {
  let value = "";
  let pos = at + 1;
  for (;;) {
    const close = text.indexOf('"', pos);
    if (close < 0) throw new CsvSyntaxError("a quoted cell is never closed", at);
    value += text.slice(pos, close);
    if (text[close + 1] !== '"') return { cell: { value, at, quoted: true }, end: close + 1 };
    value += '"';
    pos = close + 2;
  }
}

/** The offset in the file of character `index` of a cell's value. */
export function csvSourceOffset(text: string, cell: CsvCell, index: number): number {
  if (!cell.quoted) return cell.at + index;
  let pos = cell.at + 1;
  for (let i = 0; i < index; i++) pos += text[pos] === '"' ? 2 : 1;
  return pos;
}
