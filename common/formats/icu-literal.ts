/**
 * Plain text as ICU message text that formats back to the same characters
 * (docs/decisions/0035-icu-checks-and-formats.md, 0040-real-data-validation.md).
 */

/** `<name>` and `</name>` as FormatJS reads them: a letter first, no attributes. */
const TAG = /<(\/?)([\p{L}][\p{L}\p{N}_.-]*)>/gu;

/**
 * Offsets of the `<` of every tag that has its partner (`<b>…</b>`, nested
 * properly): those stay markup. Any other `<` before a letter or `/` would
 * make FormatJS read a tag that never closes (`Press <Enter>`), so it is text.
 */
export function tagPositions(text: string): Set<number> {
  const open: { name: string; at: number }[] = [];
  const paired = new Set<number>();
  for (const match of text.matchAll(TAG)) {
    const [, closing, name] = match;
    if (!closing) open.push({ name: name as string, at: match.index });
    else {
      const i = open.findLastIndex((t) => t.name === name);
      if (i < 0) continue;
      paired.add(open[i]?.at as number).add(match.index);
      open.length = i;
    }
  }
  return paired;
}

/**
 * Quotes ICU syntax characters: a run of `{`, `}`, a `<` that is not a tag
 * (and `#` in plural branches) goes inside one pair of apostrophes, with any
 * apostrophe in it doubled; apostrophes elsewhere double. Quoting characters
 * one by one is wrong: `'{''}'` reads as a single quoted run holding `{'}`.
 * An apostrophe that cannot start a quote stays single, so `Let's` is kept as
 * written and an export re-imports unchanged.
 */
export function escapeLiteral(text: string, inPlural: boolean, isTag: (index: number) => boolean = () => false) {
  const special = (i: number) => {
    const c = text[i];
    if (c === "{" || c === "}" || (inPlural && c === "#")) return true;
    return c === "<" && !isTag(i) && /[\p{L}/]/u.test(text[i + 1] ?? "");
  };
  let out = "";
  let i = 0;
  while (i < text.length) {
    if (text[i] !== "'" && !special(i)) {
      out += text[i++];
      continue;
    }
    let end = i;
    while (end < text.length && (text[end] === "'" || special(end))) end++;
    out += quoteRun(text.slice(i, end), text[end], inPlural);
    i = end;
  }
  return out;
}

function quoteRun(chars: string, next: string | undefined, inPlural: boolean): string {
  if (chars === "'" && apostropheStaysLiteral(next, inPlural)) return chars;
  const lead = /^'*/.exec(chars)?.[0] ?? "";
  const rest = chars.slice(lead.length);
  const quoted = rest === "" ? "" : `'${rest.replaceAll("'", "''")}'`;
  return lead.replaceAll("'", "''") + quoted;
}

/**
 * ICU (FormatJS) starts a quote only at an apostrophe followed by `'`, `{`, `}`,
 * `<`, `>` or, in a plural branch, `#`. At the end of a piece of text the next
 * character is unknown (a placeholder's `{` may follow), so it is doubled there.
 */
function apostropheStaysLiteral(next: string | undefined, inPlural: boolean): boolean {
  if (next === undefined) return false;
  return !"'{}<>".includes(next) && !(inPlural && next === "#");
}
