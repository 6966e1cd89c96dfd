import { type IcuToken, icuTokens } from "./icu-codes.ts";
import { codedSides, codesAttribute, originalData } from "./xliff-codes.ts";
import { splitIcu, unitSelectors } from "./xliff-plural.ts";
import { escapeXmlAttribute as attr } from "./xml-text.ts";

/**
 * What one key becomes in XLIFF (docs/decisions/0091-cat-ready-xliff.md): a unit whose text is
 * cut into words and inline codes, or, for a message that is exactly one plural or select, a
 * group of one unit per branch (every CLDR category of the target language for a plural), with
 * the skeleton to join them back.
 */
export interface Piece {
  /** The branch's selector (`one`, `=0`, `male`); null for a whole message. */
  selector: string | null;
  source: IcuToken[];
  /** Null where the target has no text (untranslated, or a branch the target lacks). */
  target: IcuToken[] | null;
}

export interface Plan {
  /** The group's skeleton and kind, when the message is cut into branches. */
  group: { skeleton: string; kind: "plural" | "select"; fromSource: boolean } | null;
  pieces: Piece[];
}

export function planUnit(source: string, target: string | undefined, locale: string): Plan {
  const split = splitIcu(target ?? source);
  if (!split) return { group: null, pieces: [{ selector: null, source: icuTokens(source), target: sideOf(target) }] };
  const sourceSplit = target === undefined ? split : splitIcu(source);
  const sourceOf = (selector: string) => {
    const branches = sourceSplit?.kind === split.kind ? sourceSplit.branches : [];
    const branch = branches.find((b) => b.selector === selector) ?? branches.find((b) => b.selector === "other");
    return branch ? icuTokens(branch.content, split.kind) : icuTokens(source);
  };
  const own = new Map(split.branches.map((b) => [b.selector, b.content]));
  const pieces = unitSelectors(split, locale, target === undefined).map((selector) => {
    const content = target === undefined ? undefined : own.get(selector);
    return {
      selector,
      source: sourceOf(selector),
      target: content === undefined ? null : icuTokens(content, split.kind),
    };
  });
  return { group: { skeleton: split.skeleton, kind: split.kind, fromSource: target === undefined }, pieces };
}

function sideOf(text: string | undefined): IcuToken[] | null {
  return text === undefined ? null : icuTokens(text);
}

/** The attributes a group carries: its kind, the skeleton, whether it came from the source. */
export function groupAttributes(group: NonNullable<Plan["group"]>): string {
  return ` pg:icu="${attr(group.skeleton)}"${group.fromSource ? ' pg:from="source"' : ""}`;
}

/** One 1.2 `<trans-unit>` of `piece`; `state`: the target's state attribute and approval. */
export function transUnit(
  name: string,
  piece: Piece,
  state: { target: string; approved: boolean },
  notes: string[],
  indent: string,
): string[] {
  const sides = codedSides("1.2", piece.source, piece.target);
  const id = attr(name);
  const approved = state.approved && piece.target ? ' approved="yes"' : "";
  const codes = codesAttribute(piece.target ?? piece.source);
  const out = [`${indent}<trans-unit id="${id}" resname="${id}"${approved}${codes}>`];
  out.push(`${indent}  <source>${sides.source}</source>`);
  out.push(
    sides.target === null
      ? `${indent}  <target state="needs-translation"></target>`
      : `${indent}  <target${state.target}>${sides.target}</target>`,
  );
  out.push(...notes.map((n) => `${indent}  ${n}`), `${indent}</trans-unit>`);
  return out;
}

/** One 2.0 `<unit>` of `piece`; `state`: the segment's state attributes. */
export function unit20(id: string, name: string, piece: Piece, state: string, notes: string[], indent: string) {
  const sides = codedSides("2.0", piece.source, piece.target);
  const codes = codesAttribute(piece.target ?? piece.source);
  const out = [`${indent}<unit id="${attr(id)}" name="${attr(name)}"${codes}>`];
  if (notes.length > 0) out.push(`${indent}  <notes>`, ...notes.map((n) => `${indent}    ${n}`), `${indent}  </notes>`);
  out.push(...originalData(sides.data, `${indent}  `));
  out.push(`${indent}  <segment${sides.target === null ? ' state="initial"' : state}>`);
  out.push(`${indent}    <source>${sides.source}</source>`);
  if (sides.target !== null) out.push(`${indent}    <target>${sides.target}</target>`);
  out.push(`${indent}  </segment>`, `${indent}</unit>`);
  return out;
}
