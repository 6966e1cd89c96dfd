import type { IcuCode, IcuToken } from "./icu-codes.ts";
import { escapeXmlAttribute as attr, escapeXmlText as text } from "./xml-text.ts";

/**
 * ICU tokens (./icu-codes.ts) as XLIFF inline codes, each keeping its exact ICU characters
 * (docs/decisions/0091-cat-ready-xliff.md):
 * - 1.2: a standalone code is `<ph ctype="x-icu-…" equiv-text="{name}">{name}</ph>`, a tag pair
 *   `<bpt ctype="x-icu-tag" equiv-text="<b>">&lt;b&gt;</bpt>…<ept equiv-text="</b>">&lt;/b&gt;</ept>`:
 *   the native code inside is what translate-toolkit's xliff2po writes and what Okapi keeps;
 * - 2.0: `<ph dataRef="d1" equiv disp/>` and `<pc dataRefStart dataRefEnd dispStart dispEnd>`, the
 *   characters in the unit's `<originalData>`.
 * Source and target share an id where they share a code (the k-th `{name}` of each), as CAT tools
 * expect; each code of a side has its own id.
 */

/** The namespace of the attributes this product adds (`pg:codes`, `pg:icu`). */
export const PG_NAMESPACE = "urn:polyglot:xliff";

/** A ctype (1.2) naming what an ICU code is. */
const CTYPE: Record<IcuCode["kind"], string> = {
  argument: "x-icu-argument",
  icu: "x-icu-syntax",
  open: "x-icu-tag",
  close: "x-icu-tag",
};

export interface CodedSides {
  source: string;
  target: string | null;
  /** 2.0's original data, id → characters, in order of first use. */
  data: Map<string, string>;
}

/** Ids for the codes of `tokens`: each open or standalone code a new one, a close its open's. */
function assign(tokens: readonly IcuToken[], next: () => string, reuse?: (code: IcuCode) => string | undefined) {
  const ids: string[] = [];
  const open: string[] = [];
  for (const t of tokens) {
    if (t.kind === "text") ids.push("");
    else if (t.kind === "close") ids.push(open.pop() ?? next());
    else {
      const id = reuse?.(t) ?? next();
      if (t.kind === "open") open.push(id);
      ids.push(id);
    }
  }
  return ids;
}

/** The inline content of both sides of a unit (or of one branch). */
export function codedSides(version: "1.2" | "2.0", source: IcuToken[], target: IcuToken[] | null): CodedSides {
  let n = 0;
  const next = () => String(++n);
  const targetIds = target ? assign(target, next) : [];
  const shared = new Map<string, string[]>();
  (target ?? []).forEach((t, i) => {
    if (t.kind !== "text" && t.kind !== "close")
      shared.set(t.syntax, [...(shared.get(t.syntax) ?? []), targetIds[i] as string]);
  });
  const sourceIds = assign(source, next, (code) => shared.get(code.syntax)?.shift());
  const data = new Map<string, string>();
  const dataId = (syntax: string) => {
    for (const [id, value] of data) if (value === syntax) return id;
    const id = `d${data.size + 1}`;
    data.set(id, syntax);
    return id;
  };
  const write = version === "1.2" ? write12 : (t: IcuToken[], ids: string[]) => write20(t, ids, dataId);
  const targetXml = target ? write(target, targetIds) : null;
  return { source: write(source, sourceIds), target: targetXml, data };
}

function write12(tokens: IcuToken[], ids: string[]): string {
  return tokens
    .map((t, i) => {
      if (t.kind === "text") return text(t.text);
      const id = attr(ids[i] as string);
      const equiv = `equiv-text="${attr(t.syntax)}"`;
      if (t.kind === "open") return `<bpt id="${id}" ctype="${CTYPE.open}" ${equiv}>${text(t.syntax)}</bpt>`;
      if (t.kind === "close") return `<ept id="${id}" ${equiv}>${text(t.syntax)}</ept>`;
      return `<ph id="${id}" ctype="${CTYPE[t.kind]}" ${equiv}>${text(t.syntax)}</ph>`;
    })
    .join("");
}

function write20(tokens: IcuToken[], ids: string[], dataId: (syntax: string) => string): string {
  return tokens
    .map((t, i) => {
      if (t.kind === "text") return text(t.text);
      const id = attr(ids[i] as string);
      if (t.kind === "close") return "</pc>";
      if (t.kind === "open") {
        const close = `</${t.name}>`;
        const refs = `dataRefStart="${dataId(t.syntax)}" dataRefEnd="${dataId(close)}"`;
        return `<pc id="${id}" ${refs} dispStart="${attr(t.syntax)}" dispEnd="${attr(close)}">`;
      }
      const shown = attr(t.syntax);
      return `<ph id="${id}" dataRef="${dataId(t.syntax)}" equiv="${shown}" disp="${shown}"/>`;
    })
    .join("");
}

/** 2.0's `<originalData>` lines, indented for a unit. */
export function originalData(data: ReadonlyMap<string, string>, indent: string): string[] {
  if (data.size === 0) return [];
  const lines = [...data].map(([id, value]) => `${indent}  <data id="${attr(id)}">${text(value)}</data>`);
  return [`${indent}<originalData>`, ...lines, `${indent}</originalData>`];
}

/** `pg:codes`: the characters of the codes a side holds, the import's measure of what came back. */
export function codesAttribute(tokens: readonly IcuToken[] | null): string {
  const codes = (tokens ?? []).filter((t) => t.kind !== "text").map((t) => (t as IcuCode).syntax);
  return codes.length > 0 ? ` pg:codes="${attr(JSON.stringify(codes))}"` : "";
}
