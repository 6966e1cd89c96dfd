import { useEffect, useState } from "react";
import type { SaveOrigin } from "../../common/contracts/origin";
import type { Suggestion } from "../../common/contracts/suggestions";
import { type LocaleCode, localeInfo } from "../../common/locales";
import { useAdminI18n } from "../admin-i18n/AdminI18nProvider";
import type { AdminApi } from "../lib/admin-api";
import {
  memoryMarks,
  originLabel,
  SHOWN_SUGGESTIONS,
  saveOriginOf,
  scoreLabel,
} from "../pages/translation/suggestions";

/** The best suggestions for a translation (docs/decisions/0062), fetched once per dialog; [] until they come. */
export function useInContextSuggestions(api: AdminApi, name: string, locale: LocaleCode, wanted: boolean) {
  const [items, setItems] = useState<Suggestion[] | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const abort = new AbortController();
    api.suggestions(name, locale, ["memory", "machine"], abort.signal).then(
      (result) => setItems(result.items.slice(0, SHOWN_SUGGESTIONS)),
      // Suggestions help; without them the dialog edits as before.
      () => {
        if (!abort.signal.aborted) setItems([]);
      },
    );
    return () => abort.abort();
  }, [api, name, locale, wanted]);
  return items;
}

/** What the dialog keeps of an inserted suggestion: its origin, sent while the text is still `text`. */
export interface Inserted {
  value: SaveOrigin;
  text: string;
}

/** Buttons for the suggestions (Ctrl+1…3 in the text box does the same); null while none are known. */
export function SuggestionChoices(props: {
  items: Suggestion[] | null;
  locale: LocaleCode;
  onInsert(i: number): void;
}) {
  const { items, locale, onInsert } = props;
  const i18n = useAdminI18n();
  const { t, number } = i18n;
  if (!items || items.length === 0) return null;
  return (
    <section className="in-context-suggestions" aria-label={t("inContext.suggestions.label")}>
      <ol>
        {items.map((item, index) => (
          <li key={`${item.origin}:${item.key ?? item.provider}:${item.text}`}>
            <button
              type="button"
              className="button-link"
              aria-keyshortcuts={`Control+${index + 1}`}
              onClick={() => onInsert(index)}
            >
              <span lang={localeInfo(locale).tag} dir="auto">
                {item.text}
              </span>
            </button>{" "}
            <small>
              {t("inContext.suggestions.details", {
                details: [scoreLabel(item, i18n), originLabel(item, i18n), ...memoryMarks(item, i18n)]
                  .filter(Boolean)
                  .join(" · "),
                number: number(index + 1),
              })}
            </small>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The origin a save records for `item`, or null (typed). */
export function insertedOf(item: Suggestion): Inserted | null {
  const value = saveOriginOf(item);
  return value ? { value, text: item.text } : null;
}
