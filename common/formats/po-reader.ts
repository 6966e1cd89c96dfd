import { readPoString } from "./po-string.ts";

/** A quoted PO string, joined over its continuation lines; `offsets[i]` is where character i sits in the file. */
export interface PoString {
  value: string;
  offsets: number[];
  /** The offset of the first string's opening quote. */
  at: number;
}

/** One entry of a PO file, as written (the header entry included: `msgid ""`). */
export interface PoEntry {
  translator: string[];
  extracted: string[];
  flags: Set<string>;
  msgctxt?: PoString;
  msgid?: PoString;
  msgidPlural?: PoString;
  msgstr?: PoString;
  /** `msgstr[n]` by n. */
  plurals: PoString[];
  broken: boolean;
}

export interface PoFile {
  entries: PoEntry[];
  /** `#~` entries, counted by their `#~ msgid` line. */
  obsolete: number;
  errors: { offset: number; message: string }[];
}

const KEYWORD = /^\s*(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)(?=[\s"])/;
const OBSOLETE_MSGID = /^#~\s*msgid\s/;

/** Reads PO syntax into entries; a broken entry is reported (with its offset) and yields nothing. */
export function readPo(text: string): PoFile {
  const file: PoFile = { entries: [], obsolete: 0, errors: [] };
  let entry = newEntry();
  let last: PoString | undefined;
  const fail = (offset: number, message: string) => {
    file.errors.push({ offset, message: `PO: ${message}` });
    entry.broken = true;
  };
  const finish = () => {
    if (entry.msgid) {
      if (!entry.msgstr && entry.plurals.length === 0 && !entry.broken) {
        fail(entry.msgid.at, "msgid has no msgstr");
      }
      if (!entry.broken) file.entries.push(entry);
    }
    entry = newEntry();
    last = undefined;
  };
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (start <= text.length) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    const line = text.slice(start, text[end - 1] === "\r" ? end - 1 : end);
    const trimmed = line.trimStart();
    const lead = line.length - trimmed.length;
    if (trimmed === "") {
      finish();
    } else if (trimmed.startsWith("#")) {
      if (entry.msgid) finish();
      comment(trimmed, entry, file);
    } else if (trimmed.startsWith('"')) {
      if (!last) fail(start + lead, "a string that continues no msgid or msgstr");
      else append(last, readPoString(text, start + lead, start + line.length), fail);
    } else {
      const match = KEYWORD.exec(line);
      if (!match) fail(start + lead, `unexpected text ${JSON.stringify(trimmed.slice(0, 20))}`);
      else {
        const keyword = match[1] as string;
        if ((keyword === "msgctxt" || keyword === "msgid") && entry.msgid) finish();
        const quote = line.indexOf('"', match[0].length);
        const rest = line.slice(match[0].length);
        if (quote < 0 || rest.slice(0, quote - match[0].length).trim() !== "") {
          fail(start + match[0].length, `${keyword} must be followed by a quoted string`);
          last = undefined;
        } else {
          const read = readPoString(text, start + quote, start + line.length);
          last = { value: "", offsets: [], at: start + quote };
          append(last, read, fail);
          place(entry, keyword, match[2], last, start + lead, fail);
        }
      }
    }
    start = end + 1;
  }
  finish();
  return file;
}

function newEntry(): PoEntry {
  return { translator: [], extracted: [], flags: new Set(), plurals: [], broken: false };
}

function comment(line: string, entry: PoEntry, file: PoFile) {
  const kind = line[1];
  if (kind === "~") {
    if (OBSOLETE_MSGID.test(line)) file.obsolete++;
    // The comments above an obsolete entry are its own, never the next entry's.
    Object.assign(entry, newEntry());
  } else if (kind === ",") {
    for (const flag of line.slice(2).split(",")) if (flag.trim()) entry.flags.add(flag.trim());
  } else if (kind === ".") {
    entry.extracted.push(line.slice(line[2] === " " ? 3 : 2));
  } else if (kind !== ":" && kind !== "|") {
    entry.translator.push(line.slice(line[1] === " " ? 2 : 1));
  }
}

function append(target: PoString, read: ReturnType<typeof readPoString>, fail: (o: number, m: string) => void) {
  if ("error" in read) return fail(read.offset, read.error);
  target.value += read.value;
  target.offsets.push(...read.offsets);
}

function place(
  entry: PoEntry,
  keyword: string,
  index: string | undefined,
  value: PoString,
  at: number,
  fail: (offset: number, message: string) => void,
) {
  if (keyword === "msgctxt") {
    if (entry.msgctxt) fail(at, "a second msgctxt in one entry");
    entry.msgctxt = value;
  } else if (keyword === "msgid") entry.msgid = value;
  else if (!entry.msgid) fail(at, `${keyword} before msgid`);
  else if (keyword === "msgid_plural") {
    if (entry.msgstr || entry.plurals.length > 0) fail(at, "msgid_plural after msgstr");
    entry.msgidPlural = value;
  } else if (index === undefined) {
    if (entry.msgidPlural) fail(at, "a plural entry (msgid_plural) needs msgstr[0], msgstr[1]…");
    else if (entry.msgstr) fail(at, "a second msgstr in one entry");
    entry.msgstr = value;
  } else if (!entry.msgidPlural) fail(at, `msgstr[${index}] without msgid_plural`);
  else if (Number(index) !== entry.plurals.length)
    fail(at, `msgstr[${index}] out of order (expected msgstr[${entry.plurals.length}])`);
  else entry.plurals.push(value);
}
