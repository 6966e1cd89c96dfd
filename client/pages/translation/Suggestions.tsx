import { useQuery } from "@tanstack/react-query";
import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import type { Suggestion } from "../../../common/contracts/suggestions";
import { type LocaleCode, localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { Icon } from "../../components/Icon";
import { adminApi, adminKeys, type KeyRow } from "../../lib/admin-api";
import { useHttp } from "../../lib/use-http";
import { useEditor } from "./context";
import { failureReason } from "./saver";
import { cellId, type Draft } from "./store";
import {
  isUndoPress,
  memoryMarks,
  originLabel,
  SHOWN_SUGGESTIONS,
  type SuggestionWords,
  saveOriginOf,
  scoreLabel,
  suggestionShortcut,
} from "./suggestions";
import "./suggestions.css";

/** Suggestions change when other translations do; a minute is fresh enough for one session's edits. */
const SUGGESTIONS_STALE_MS = 60_000;

interface SuggestionsProps {
  row: KeyRow;
  locale: LocaleCode;
  /** The draft's text now (an insertion is undone only while it is still the text). */
  text: string;
  /** The cell's editor: Ctrl+1…3 and Ctrl+Z work from any control inside it. */
  box: RefObject<HTMLDivElement | null>;
}

/**
 * The best suggestions for the translation being edited (docs/decisions/0062-suggestions.md),
 * under its editor: a click or Ctrl+1…3 puts one in place of the text and remembers its origin
 * for the save; Ctrl+Z or "Undo insert" gives the text back. They load beside the typing,
 * in a space kept for them, so nothing jumps when they arrive.
 */
export function Suggestions({ row, locale, text, box }: SuggestionsProps) {
  const { store, announce } = useEditor();
  const i18n = useAdminI18n();
  const { t } = i18n;
  const query = useSuggestions(row.name, locale);
  const items = useMemo(() => query.data?.items.slice(0, SHOWN_SUGGESTIONS) ?? [], [query.data]);
  const [undo, setUndo] = useState<{ before: Draft | undefined; inserted: string } | null>(null);
  const canUndo = undo !== null && undo.inserted === text;
  const id = cellId(row.name, locale);
  const where = { language: localeInfo(locale).name, key: row.name };

  const actions = useRef<SuggestionActions>({ insert() {}, undo: () => false });
  actions.current.insert = (index: number) => {
    const item = items[index];
    if (!item) return announce(t("cell.suggestions.missing", { ...where, number: index + 1 }));
    const before = store.get(id)?.draft;
    const origin = saveOriginOf(item);
    if (origin) store.insert(row.name, locale, item.text, row.values[locale], origin);
    else store.edit(row.name, locale, item.text, row.values[locale]);
    setUndo({ before, inserted: item.text });
    announce(t("cell.suggestions.inserted", { ...where, number: index + 1, summary: summaryOf(item, i18n) }));
    // The translator goes on typing where the text is.
    requestAnimationFrame(() => box.current?.querySelector("textarea")?.focus());
  };
  actions.current.undo = () => {
    if (!canUndo || !undo) return false;
    store.setDraft(id, undo.before);
    setUndo(null);
    announce(t("cell.suggestions.undone", where));
    requestAnimationFrame(() => box.current?.querySelector("textarea")?.focus());
    return true;
  };
  useSuggestionKeys(box, actions);

  return (
    <section className="suggestions" aria-label={t("cell.suggestions.label", where)} aria-busy={query.isPending}>
      {query.isPending && <p className="cell-note">{t("cell.suggestions.looking")}</p>}
      {query.isError && (
        <p className="cell-note">{t("cell.suggestions.unavailable", { reason: failureReason(query.error) })}</p>
      )}
      {query.isSuccess && items.length === 0 && <p className="cell-note">{t("cell.suggestions.none")}</p>}
      {items.length > 0 && (
        <ol className="suggestion-list">
          {items.map((item, index) => (
            <li key={`${item.origin}:${item.key ?? item.provider}:${item.text}`}>
              <SuggestionButton item={item} index={index} locale={locale} onInsert={actions.current.insert} />
            </li>
          ))}
        </ol>
      )}
      {canUndo && (
        <button type="button" className="button-small" onClick={() => actions.current.undo()}>
          <Icon name="lucide:undo-2" /> {t("cell.suggestions.undoInsert")} <kbd>{t("cell.keys.ctrlZ")}</kbd>
        </button>
      )}
    </section>
  );
}

/** The suggestions of one translation: one request, shared by the cell's list and the Forms view's fields. */
export function useSuggestions(name: string, locale: LocaleCode, enabled = true) {
  const http = useHttp();
  const api = useMemo(() => adminApi(http), [http]);
  return useQuery({
    queryKey: adminKeys.suggestions(name, locale),
    queryFn: ({ signal }) => api.suggestions(name, locale, ["memory", "machine"], signal),
    staleTime: SUGGESTIONS_STALE_MS,
    enabled,
  });
}

interface SuggestionActions {
  insert(index: number): void;
  /** False when there is no insertion to undo (Ctrl+Z then undoes typing, as usual). */
  undo(): boolean;
}

function summaryOf(item: Suggestion, words: SuggestionWords): string {
  return [scoreLabel(item, words), originLabel(item, words), ...memoryMarks(item, words)].filter(Boolean).join(", ");
}

function SuggestionButton(props: { item: Suggestion; index: number; locale: LocaleCode; onInsert(i: number): void }) {
  const { item, index, locale, onInsert } = props;
  const i18n = useAdminI18n();
  const { t } = i18n;
  const score = scoreLabel(item, i18n);
  const marks = memoryMarks(item, i18n);
  const fromMemory = item.origin === "memory";
  return (
    <button
      type="button"
      className="suggestion"
      aria-keyshortcuts={`Control+${index + 1}`}
      onClick={() => onInsert(index)}
    >
      <span className="suggestion-text" lang={localeInfo(locale).tag} dir="auto" title={item.text}>
        <kbd>{t("cell.keys.ctrlDigit", { digit: index + 1 })}</kbd> {item.text}
      </span>
      <span className="suggestion-meta">
        {score && <strong>{score}</strong>} {originLabel(item, i18n)}
        {marks.length > 0 && <span className="suggestion-mark"> · {marks.join(", ")}</span>}
        {fromMemory && (
          <span className="suggestion-source" title={item.sourceText}>
            {" "}
            · {t("cell.suggestions.source", { text: item.sourceText })}
          </span>
        )}
        {item.warnings?.map((w) => (
          <span key={w} className="suggestion-mark">
            {" "}
            · {w}
          </span>
        ))}
      </span>
    </button>
  );
}

/**
 * Ctrl+1…3 and Ctrl+Z from any control of the cell's editor. A native listener on the editor's
 * box runs before the grid's (React listens at the root), so the grid never sees these keys;
 * Ctrl+Z is taken only while an insertion can be undone, else the text box undoes as usual.
 */
function useSuggestionKeys(box: RefObject<HTMLDivElement | null>, actions: RefObject<SuggestionActions>) {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => {
      const index = suggestionShortcut(event);
      if (index !== null) actions.current.insert(index);
      else if (!(isUndoPress(event) && actions.current.undo())) return;
      event.preventDefault();
      event.stopPropagation();
    };
    element.addEventListener("keydown", onKey);
    return () => element.removeEventListener("keydown", onKey);
  }, [box, actions]);
}
