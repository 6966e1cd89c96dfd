import { isLocaleCode, localeInfo } from "../locales.ts";
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
 * is 1.2 `final` / 2.0 `reviewed`; needs review and outdated are 1.2 `needs-review-translation` /
 * 2.0 `translated`; no state writes none; a missing target is 1.2 `needs-translation` on an empty
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
  "2.0": { "needs-review": "translated", outdated: "translated", reviewed: "reviewed", "changes-requested": "initial" },
} as const;

const SUB_STATES: Partial<Record<NonNullable<XliffExportUnit["state"]>, string>> = {
  "changes-requested": "polyglot:changes-requested",
};

/**
 * A bilingual XLIFF file of one target locale: the source locale's text as `<source>`, the
 * translation as `<target>`, the description as one note. Texts are ICU, written as they are
 * stored (no placeholder becomes inline markup again), so an import gives them back unchanged.
 * Deterministic: units in the order given, two-space indentation, a final newline.
 */
export function exportXliff(units: readonly XliffExportUnit[], options: XliffExportOptions): string {
  const source = attr(fileLanguage(options.sourceLocale));
  const target = attr(fileLanguage(options.targetLocale));
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  if (options.version === "1.2") {
    lines.push('<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">');
    lines.push(
      `  <file source-language="${source}" target-language="${target}" datatype="plaintext" original="polyglot">`,
    );
    lines.push("    <body>");
    for (const unit of units) lines.push(...unit12(unit));
    lines.push("    </body>", "  </file>", "</xliff>");
  } else {
    lines.push(
      `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="${source}" trgLang="${target}">`,
    );
    lines.push('  <file id="polyglot">');
    const ids = new Set<string>();
    for (const unit of units) lines.push(...unit20(unit, unitId(unit.key, ids)));
    lines.push("  </file>", "</xliff>");
  }
  return `${lines.join("\n")}\n`;
}

function unit12(unit: XliffExportUnit): string[] {
  const key = attr(unit.key);
  const out = [
    `      <trans-unit id="${key}" resname="${key}">`,
    `        <source>${text(unit.source ?? "")}</source>`,
  ];
  if (unit.target) {
    const state = unit.state ? ` state="${STATES["1.2"][unit.state]}"` : "";
    out.push(`        <target${state}>${text(unit.target)}</target>`);
  } else out.push('        <target state="needs-translation"></target>');
  if (unit.description) out.push(`        <note>${text(unit.description)}</note>`);
  if (unit.reason) out.push(`        <note from="${REASON_NOTE}">${text(unit.reason)}</note>`);
  out.push("      </trans-unit>");
  return out;
}

function unit20(unit: XliffExportUnit, id: string): string[] {
  const out = [`    <unit id="${attr(id)}" name="${attr(unit.key)}">`];
  const notes = [
    ...(unit.description ? [`        <note>${text(unit.description)}</note>`] : []),
    ...(unit.reason ? [`        <note category="${REASON_NOTE}">${text(unit.reason)}</note>`] : []),
  ];
  if (notes.length > 0) out.push("      <notes>", ...notes, "      </notes>");
  const sub = unit.target && unit.state ? SUB_STATES[unit.state] : undefined;
  const named = unit.state ? ` state="${STATES["2.0"][unit.state]}"${sub ? ` subState="${sub}"` : ""}` : "";
  const state = !unit.target ? ' state="initial"' : named;
  out.push(`      <segment${state}>`, `        <source>${text(unit.source ?? "")}</source>`);
  if (unit.target) out.push(`        <target>${text(unit.target)}</target>`);
  out.push("      </segment>", "    </unit>");
  return out;
}

/** 2.0 ids are NMTOKENs, unique in the file: the key where it is one, else `u` and a number. */
function unitId(key: string, used: Set<string>): string {
  let id = /^[\p{L}\p{N}._:-]+$/u.test(key) && !used.has(key) ? key : "";
  for (let n = used.size + 1; id === ""; n++) if (!used.has(`u${n}`)) id = `u${n}`;
  used.add(id);
  return id;
}
