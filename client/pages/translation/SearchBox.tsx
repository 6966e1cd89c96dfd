import { useEffect, useRef, useState } from "react";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { Icon } from "../../components/Icon";

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The search field. It keeps its own text, so a keystroke re-renders only the
 * field; the search itself runs once typing pauses (or on Enter).
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch(q: string): void }) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const onSearchRef = useRef(onSearch);
  const { t } = useAdminI18n();
  onSearchRef.current = onSearch;

  // The URL changed under us (back / forward): show its search.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = text;
      onSearchRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <search className="search-box">
      <label htmlFor="editor-search" className="visually-hidden">
        {t("editor.toolbar.search")}
      </label>
      <Icon name="lucide:search" />
      <input
        id="editor-search"
        type="search"
        placeholder={t("editor.toolbar.search")}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && text !== committed.current) {
            committed.current = text;
            onSearch(text);
          }
        }}
      />
    </search>
  );
}
