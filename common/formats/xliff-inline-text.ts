import { escapeLiteral, tagPositions } from "./icu-literal.ts";
import type { Fragment, IcuContent } from "./xliff-inline.ts";
import type { XmlText } from "./xml.ts";
import { xmlTextOffset } from "./xml-text.ts";

/** The joining of ./xliff-inline.ts's fragments into one ICU text that knows its file offsets. */

interface Piece {
  from: number;
  length: number;
  offset: (index: number) => number;
}

/** Joins the fragments, quoting each run of text as plain text when `plain`. */
export function build(file: string, fragments: Fragment[], plain: boolean): IcuContent {
  let text = "";
  const pieces: Piece[] = [];
  let run: XmlText[] = [];
  const flush = (beforeCode: boolean) => {
    if (run.length === 0) return;
    const nodes = run;
    run = [];
    const joined = nodes.map((n) => n.value).join("");
    const tags = tagPositions(joined);
    const escaped = plain ? escapeLiteral(joined, false, (i) => tags.has(i)) : keepApostrophe(joined, beforeCode);
    const toRaw = align(joined, escaped);
    pieces.push({ from: text.length, length: escaped.length, offset: (j) => runOffset(file, nodes, toRaw(j)) });
    text += escaped;
  };
  for (const f of fragments) {
    if (f.kind === "text") {
      run.push(f.node);
      continue;
    }
    flush(f.value !== "");
    pieces.push({ from: text.length, length: f.value.length, offset: () => f.at });
    text += f.value;
  }
  flush(false);
  const end = fragments.length === 0 ? 0 : (pieces.at(-1)?.offset(Number.MAX_SAFE_INTEGER) ?? 0);
  return {
    text,
    sourceOffset: (index) => {
      const piece = pieces.find((p) => index >= p.from && index < p.from + p.length);
      return piece ? piece.offset(index - piece.from) : end;
    },
  };
}

/**
 * An apostrophe just before inline code never meant to quote it (`Delete '<ph/>'?`), but before
 * the `{` or `<` the code becomes it would start an ICU quote: an odd run of them gets one more.
 */
function keepApostrophe(text: string, beforeCode: boolean): string {
  const trailing = /'*$/.exec(text)?.[0].length ?? 0;
  return beforeCode && trailing % 2 === 1 ? `${text}'` : text;
}

/** Maps each index of `escaped` to the index of `raw` it came from (inserted quotes map forward). */
function align(raw: string, escaped: string): (j: number) => number {
  if (raw === escaped) return (j) => Math.min(j, raw.length);
  const map: number[] = [];
  let i = 0;
  for (let j = 0; j < escaped.length; j++) {
    map.push(i);
    if (escaped[j] === raw[i]) i++;
  }
  return (j) => map[j] ?? raw.length;
}

function runOffset(file: string, nodes: XmlText[], index: number): number {
  let rest = index;
  for (const node of nodes) {
    if (rest < node.value.length) return xmlTextOffset(file, node, rest);
    rest -= node.value.length;
  }
  return nodes.at(-1)?.end ?? 0;
}
