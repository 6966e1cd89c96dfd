import { KEY_ATTRIBUTE } from "../../../common/in-context";
import type { LocaleCode } from "../../../common/locales";

/** The attribute of a marked text whose shown text waits for review (the in-context script outlines it). */
export const PENDING_ATTRIBUTE = "data-i18n-pending";

/**
 * The texts that wait for review in a locale that publishes only reviewed texts (docs/decisions/0055):
 * an editor's edit-mode page shows them in place of the reviewed ones, so a save from the page
 * is seen where it was made. Visitors' pages and the page cache never read this (only
 * `inContextEditPage` in worker/routes/pages/in-context.ts does, for a signed-in editor's uncached page). A text with
 * an error is left out: visitors' fallback stands, as in the editor's preview of publishing.
 */
export class PendingTexts {
  /** The keys of the page's locale shown with a pending text, filled as the page's messages load. */
  readonly keys = new Set<string>();

  private readonly db: D1Database;
  private readonly pageLocale: LocaleCode;

  constructor(db: D1Database, pageLocale: LocaleCode) {
    this.db = db;
    this.pageLocale = pageLocale;
  }

  async texts(locale: LocaleCode): Promise<Record<string, string>> {
    const { results } = await this.db
      .prepare(
        `SELECT k.name, v.text FROM i18n_values v
           JOIN i18n_keys k ON k.id = v.key_id
           JOIN i18n_locale_settings s ON s.locale = v.locale AND s.reviewed_only = 1
          WHERE v.locale = ?1 AND v.reviewed_version IS NOT v.version
            AND NOT EXISTS (SELECT 1 FROM json_each(v.problems) p WHERE json_extract(p.value, '$.severity') = 'error')`,
      )
      .bind(locale)
      .all<{ name: string; text: string }>();
    if (locale === this.pageLocale) for (const { name } of results) this.keys.add(name);
    return Object.fromEntries(results.map(({ name, text }) => [name, text]));
  }
}

/** Marks the spans (made by `inContextPage`) of keys whose shown text is pending; read as the page streams. */
export function markPending(res: Response, keys: ReadonlySet<string>): Response {
  return new HTMLRewriter()
    .on(`span[${KEY_ATTRIBUTE}]`, {
      element(element) {
        const key = element.getAttribute(KEY_ATTRIBUTE);
        if (key !== null && keys.has(key)) element.setAttribute(PENDING_ATTRIBUTE, "");
      },
    })
    .transform(res);
}
