import { isLocaleCode, localeInfo } from "../locales.ts";
import { PG_NAMESPACE } from "./xliff-codes.ts";
import { groupAttributes, type Plan, planUnit, transUnit, unit20 } from "./xliff-write.ts";
import { escapeXmlAttribute as attr, escapeXmlText as text } from "./xml-text.ts";

export interface XliffExportUnit {
  key: string;
  source?: string;
  target?: string;
  state: "needs-review" | "reviewed" | "outdated" | "changes-requested" | null;
  description: string;
  /** The reviewer's reason while changes are requested: a note of its own, never read back as a description. */
  reason?: string | null;
}

/** How a reason's note is marked: 1.2's `from` (1.2 notes have no category), 2.0's `category`. */
export const REASON_NOTE = "polyglot-changes-requested";

export interface XliffExportOptions {
  version: "1.2" | "2.0";
  /** Locale codes of the product (`cz`), or language tags, written as they are. */
  sourceLocale: string;
  targetLocale: string;
}

/**
 * The language tag a file names: the locale table's `pluralTag` (cz → cs, si → sl, rs → sr-Latn,
 * since the product writes Serbian in Latin script).
 */
export function fileLanguage(locale: string): string {
  return isLocaleCode(locale) ? localeInfo(locale).pluralTag : locale;
}

/**
 * The states written, chosen so that ./xliff-units.ts reads the same review state back: reviewed
 * is 1.2 `final` with `approved="yes"` / 2.0 `final` (decision 0091); needs review and outdated
 * are 1.2 `needs-review-translation` / 2.0 `translated`; no state writes none; a missing target is 1.2 `needs-translation` on an empty
 * target / 2.0 `initial` with no target (both read back as untranslated). Changes requested (a
 * reviewer sent the text back) is 1.2 `needs-translation` / 2.0 `initial` on the kept target,
 * with 2.0's `subState="polyglot:changes-requested"`: CAT tools list it as work to do, and our
 * import reads it as needing review. The reason is a note marked REASON_NOTE.
 */
const STATES = {
  "1.2": {
    "needs-review": "needs-review-translation",
    outdated: "needs-review-translation",
    reviewed: "final",
    "changes-requested": "needs-translation",
  },
  "2.0": { "needs-review": "translated", outdated: "translated", reviewed: "final", "changes-requested": "initial" },
} as const;

const SUB_STATES: Partial<Record<NonNullable<XliffExportUnit["state"]>, string>> = {
  "changes-requested": "polyglot:changes-requested",
};

/**
 * A bilingual XLIFF file of one target locale: the source locale's text as `<source>`, the
 * translation as `<target>`, the description as a note, a reviewed text approved (1.2
 * `approved="yes"`, what translate-toolkit and CAT tools read as done). ICU arguments, `#` and
 * rich-text tags are inline codes keeping their characters, a message that is one plural or
 * select a group of one unit per branch (./xliff-write.ts), so an import gives every text back
 * unchanged (docs/decisions/0091-cat-ready-xliff.md). Deterministic: units in the order given,
 * two-space indentation, a final newline.
 */
export function exportXliff(units: readonly XliffExportUnit[], options: XliffExportOptions): string {
  const source = attr(fileLanguage(options.sourceLocale));
  const target = attr(fileLanguage(options.targetLocale));
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const ns = `xmlns:pg="${PG_NAMESPACE}"`;
  if (options.version === "1.2") {
    lines.push(`<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" ${ns} version="1.2">`);
    lines.push(
      `  <file source-language="${source}" target-language="${target}" datatype="plaintext" original="polyglot">`,
    );
    lines.push("    <body>");
    for (const unit of units) lines.push(...unit12(unit, options.targetLocale));
    lines.push("    </body>", "  </file>", "</xliff>");
  } else {
    lines.push(
      `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" ${ns} version="2.0" srcLang="${source}" trgLang="${target}">`,
    );
    lines.push('  <file id="polyglot">');
    const ids = new Set<string>();
    for (const unit of units) lines.push(...unitOrGroup20(unit, options.targetLocale, ids));
    lines.push("  </file>", "</xliff>");
  }
  return `${lines.join("\n")}\n`;
}

function notes12(unit: XliffExportUnit): string[] {
  return [
    ...(unit.description ? [`<note>${text(unit.description)}</note>`] : []),
    ...(unit.reason ? [`<note from="${REASON_NOTE}">${text(unit.reason)}</note>`] : []),
  ];
}

function unit12(unit: XliffExportUnit, locale: string): string[] {
  const plan = planUnit(unit.source ?? "", unit.target || undefined, locale);
  const state = {
    target: unit.state ? ` state="${STATES["1.2"][unit.state]}"` : "",
    approved: unit.state === "reviewed",
  };
  const [first] = plan.pieces;
  if (!plan.group && first) return transUnit(unit.key, first, state, notes12(unit), "      ");
  const group = plan.group as NonNullable<Plan["group"]>;
  const key = attr(unit.key);
  const out = [`      <group id="${key}" resname="${key}" restype="x-icu-${group.kind}"${groupAttributes(group)}>`];
  out.push(...notes12(unit).map((n) => `        ${n}`));
  for (const piece of plan.pieces)
    out.push(...transUnit(`${unit.key}[${piece.selector}]`, piece, state, [], "        "));
  out.push("      </group>");
  return out;
}

function unitOrGroup20(unit: XliffExportUnit, locale: string, ids: Set<string>): string[] {
  const plan = planUnit(unit.source ?? "", unit.target || undefined, locale);
  const notes = [
    ...(unit.description ? [`<note>${text(unit.description)}</note>`] : []),
    ...(unit.reason ? [`<note category="${REASON_NOTE}">${text(unit.reason)}</note>`] : []),
  ];
  const sub = unit.target && unit.state ? SUB_STATES[unit.state] : undefined;
  const state = unit.state ? ` state="${STATES["2.0"][unit.state]}"${sub ? ` subState="${sub}"` : ""}` : "";
  const id = unitId(unit.key, ids);
  const [first] = plan.pieces;
  if (!plan.group && first) return unit20(id, unit.key, first, state, notes, "    ");
  const group = plan.group as NonNullable<Plan["group"]>;
  const out = [
    `    <group id="${attr(id)}" name="${attr(unit.key)}" type="icu:${group.kind}"${groupAttributes(group)}>`,
  ];
  if (notes.length > 0) out.push("      <notes>", ...notes.map((n) => `        ${n}`), "      </notes>");
  for (const piece of plan.pieces) {
    const selector = piece.selector as string;
    const pieceId = unitId(`${id}_${selector.replace("=", "eq")}`, ids);
    out.push(...unit20(pieceId, `${unit.key}[${selector}]`, piece, state, [], "      "));
  }
  out.push("    </group>");
  return out;
}

/** 2.0 ids are NMTOKENs, unique in the file: the key where it is one, else `u` and a number. */
function unitId(key: string, used: Set<string>): string {
  let id = /^[\p{L}\p{N}._:-]+$/u.test(key) && !used.has(key) ? key : "";
  for (let n = used.size + 1; id === ""; n++) if (!used.has(`u${n}`)) id = `u${n}`;
  used.add(id);
  return id;
}
