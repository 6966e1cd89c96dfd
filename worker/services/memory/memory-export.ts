/**
 * GET `/memory/export?format=tmx`: the project's memory as TMX 1.4b — its own pairs (each key's
 * source text with its translations that have no error, one `<tu>` per key) and then the imported
 * units (migrations/0022), one `<tu>` per pair (docs/decisions/0070-exchange-formats.md).
 */
import { exportTmx } from "../../../common/formats/tmx.ts";
import type { LocaleCode } from "../../../common/locales.ts";

const OWN_PAIRS = `SELECT k.id AS keyId, v.locale, v.text FROM i18n_keys k
JOIN i18n_values s ON s.key_id = k.id AND s.locale = ?1 AND s.text != '' AND NOT coalesce(s.has_error, 0)
JOIN i18n_values v ON v.key_id = k.id AND v.text != '' AND NOT coalesce(v.has_error, 0)
ORDER BY k.position, k.id, v.locale != ?1, v.locale`;

const IMPORTED = `SELECT source_locale AS sourceLocale, source_text AS source, target_locale AS locale, target_text AS target
FROM translation_memory ORDER BY id`;

export async function exportMemory(db: D1Database, sourceLocale: LocaleCode): Promise<string> {
  const [own, imported] = await Promise.all([
    db.prepare(OWN_PAIRS).bind(sourceLocale).all<{ keyId: number; locale: string; text: string }>(),
    db.prepare(IMPORTED).all<{ sourceLocale: string; source: string; locale: string; target: string }>(),
  ]);
  const byKey = new Map<number, { lang: string; text: string }[]>();
  for (const row of own.results) {
    const variants = byKey.get(row.keyId) ?? [];
    variants.push({ lang: row.locale, text: row.text });
    byKey.set(row.keyId, variants);
  }
  const units = [...byKey.values()].filter((variants) => variants.length > 1).map((variants) => ({ variants }));
  for (const row of imported.results) {
    units.push({
      variants: [
        { lang: row.sourceLocale, text: row.source },
        { lang: row.locale, text: row.target },
      ],
    });
  }
  return exportTmx(units, { sourceLang: sourceLocale, creationTool: "polyglot" });
}
