import type { GlossaryFormat, GlossaryLocaleBody, GlossaryTerm } from "../contracts/glossary";
import { escapeCell, unescapeCell } from "../csv";
import { readCsv } from "../formats/csv-reader";
import { LOCALE_CODES, type LocaleCode } from "../locales";
import { exportTbx, parseTbx } from "./tbx";

/**
 * Glossary files: CSV and TBX (./tbx.ts). CSV has a header row: `term`, `description`,
 * `case_sensitive`, `do_not_translate`, then per locale `{code}` (its translation),
 * `{code}_forbidden` (variants separated by `|`) and `{code}_forms` (inflected forms, separated by
 * `|`). Unknown columns are ignored.
 */

/** An entry read from a file, before validation. `label` names it in an import's report. */
export interface ImportedTerm {
  term: string;
  description: string;
  caseSensitive: boolean;
  doNotTranslate: boolean;
  translations: Partial<Record<LocaleCode, GlossaryLocaleBody>>;
  label: string;
}

const FLAGS = ["term", "description", "case_sensitive", "do_not_translate"];
/** A cell of values separated by `|`. */
const list = (cell: string | undefined) =>
  (cell ?? "")
    .split("|")
    .map((v) => v.trim())
    .filter((v) => v !== "");
const yes = (value: string | undefined) => /^(yes|true|1|x)$/i.test((value ?? "").trim());

export function exportCsv(terms: readonly GlossaryTerm[]): string {
  const header = [...FLAGS, ...LOCALE_CODES.flatMap((code) => [code, `${code}_forbidden`, `${code}_forms`])];
  const rows = terms.map((t) => [
    t.term,
    t.description,
    t.caseSensitive ? "yes" : "no",
    t.doNotTranslate ? "yes" : "no",
    ...LOCALE_CODES.flatMap((code) => [
      t.translations[code]?.text ?? "",
      (t.translations[code]?.forbidden ?? []).join("|"),
      (t.translations[code]?.forms ?? []).join("|"),
    ]),
  ]);
  return `${[header, ...rows].map((row) => row.map(escapeCell).join(",")).join("\r\n")}\r\n`;
}

export function parseCsv(text: string): ImportedTerm[] {
  const [header, ...rows] = readCsv(text);
  const names = (header ?? []).map((cell) => cell.value.trim().toLowerCase());
  if (!names.includes("term")) throw new Error("The CSV file's header row has no term column");
  return rows.map((row, index) => {
    const cell = (name: string) => {
      const at = names.indexOf(name);
      return at < 0 ? undefined : unescapeCell(row[at]?.value ?? "");
    };
    const translations: ImportedTerm["translations"] = {};
    for (const code of LOCALE_CODES) {
      const text = cell(code);
      const forbidden = cell(`${code}_forbidden`);
      const forms = cell(`${code}_forms`);
      if (text === undefined && forbidden === undefined && forms === undefined) continue;
      translations[code] = { text: (text ?? "").trim(), forbidden: list(forbidden), forms: list(forms) };
    }
    return {
      term: (cell("term") ?? "").trim(),
      description: (cell("description") ?? "").trim(),
      caseSensitive: yes(cell("case_sensitive")),
      doNotTranslate: yes(cell("do_not_translate")),
      translations,
      label: `row ${index + 2}`,
    };
  });
}

export function exportGlossary(terms: readonly GlossaryTerm[], format: GlossaryFormat, source: LocaleCode): string {
  return format === "csv" ? exportCsv(terms) : exportTbx(terms, source);
}

export function parseGlossary(text: string, format: GlossaryFormat, source: LocaleCode): ImportedTerm[] {
  return format === "csv" ? parseCsv(text) : parseTbx(text, source);
}
