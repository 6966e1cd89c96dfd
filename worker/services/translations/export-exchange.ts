/**
 * Exports in the exchange formats (XLIFF, PO, ARB: one locale per file) through the writers of
 * common/formats/: each translation with its review state and its key's description; XLIFF is
 * bilingual, the source locale's text as `<source>`, and so is PO, the source text as msgid
 * (docs/decisions/0085-bilingual-po.md). Pure (docs/decisions/0070-exchange-formats.md).
 */
import type { XliffVersion } from "../../../common/contracts/formats.ts";
import { exportArb } from "../../../common/formats/arb-export.ts";
import { exportPo } from "../../../common/formats/po-export.ts";
import { exportXliff, type XliffExportUnit } from "../../../common/formats/xliff-export.ts";
import type { LocaleCode } from "../../../common/locales.ts";

/** One stored message with what the exchange formats also carry. */
export interface ExchangeRow {
  name: string;
  locale: string;
  text: string;
  position: number | null;
  /** 1 when the translation's current version is approved. */
  reviewed: number;
  /** 1 when the source changed since it was written. */
  outdated: number;
  description: string;
  /** The reviewer's reason while changes are requested of the current version (else null). */
  reason?: string | null;
  /** When the translation last changed (ISO): the newest is PO's PO-Revision-Date. */
  updated_at?: string;
}

export interface ExchangeOptions {
  sourceLocale: LocaleCode;
  /** XLIFF only; 2.0 unless named. */
  version?: XliffVersion | undefined;
  /** PO's PO-Revision-Date when no row tells when it changed (ISO; the export's time unless named). */
  now?: string | undefined;
}

type State = "needs-review" | "reviewed" | "outdated" | "changes-requested";

/**
 * Changes requested first (a reviewer sent this version back: the translator's work is needed
 * again), then outdated (its text was written against another source), then approved or waiting.
 */
export function stateOf(row: Pick<ExchangeRow, "reviewed" | "outdated" | "reason">): State {
  if (row.reason != null) return "changes-requested";
  if (row.outdated) return "outdated";
  return row.reviewed ? "reviewed" : "needs-review";
}

/** A locale's rows by their own position; unplaced ones keep their key order after them (a stable sort). */
export function inLocaleOrder<R extends { position: number | null }>(rows: R[]): R[] {
  const place = (r: R) => r.position ?? Number.POSITIVE_INFINITY;
  return rows.sort((a, b) => place(a) - place(b) || 0);
}

/**
 * One locale's XLIFF, PO or ARB. `rows` are in key order (EXPORT_SQL) and may hold the source
 * locale's too: XLIFF lists the locale's translations in their order, then the keys that have a
 * source text but no translation yet (an empty target, for the agency to fill).
 */
export function exchangeExport(
  rows: readonly ExchangeRow[],
  format: "xliff" | "po" | "arb",
  locale: LocaleCode,
  options: ExchangeOptions,
): string {
  const own = inLocaleOrder(rows.filter((r) => r.locale === locale));
  const entries = own.map((r) => ({ key: r.name, text: r.text, description: r.description, state: stateOf(r) }));
  if (format === "arb") return exportArb(entries, locale);
  const sources = new Map(rows.filter((r) => r.locale === options.sourceLocale).map((r) => [r.name, r]));
  if (format === "po") {
    const withSource = entries.map((e) => ({ ...e, source: sources.get(e.key)?.text }));
    return exportPo(withSource, locale, { revised: revisedAt(own, options.now) });
  }
  const units: XliffExportUnit[] = own.map((r) => ({
    key: r.name,
    source: sources.get(r.name)?.text ?? "",
    target: r.text,
    state: stateOf(r),
    description: r.description,
    reason: r.reason ?? null,
  }));
  const translated = new Set(own.map((r) => r.name));
  for (const [key, source] of sources) {
    if (!translated.has(key)) units.push({ key, source: source.text, state: null, description: source.description });
  }
  const version = options.version ?? "2.0";
  return exportXliff(units, { version, sourceLocale: options.sourceLocale, targetLocale: locale });
}

/** The newest change among the rows (ISO strings sort by time), else `now`, else the present. */
function revisedAt(rows: readonly ExchangeRow[], now: string | undefined): string {
  let newest: string | undefined;
  for (const r of rows) if (r.updated_at && (!newest || r.updated_at > newest)) newest = r.updated_at;
  return newest ?? now ?? new Date().toISOString();
}
