import { useEffect, useMemo, useRef, useState } from "react";
import { type LocaleCode, localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { Icon } from "../../components/Icon";
import type { KeyRow } from "../../lib/admin-api";
import { useSourceLocale } from "../../lib/app-config";
import { TextWithChips } from "./CellText";
import { useEditor } from "./context";
import { revealInGrid } from "./grid-reveal";
import { LengthCount } from "./LengthCount";
import { useIcuTools } from "./load-icu-tools";
import { Suggestions, useSuggestions } from "./Suggestions";
import { type CellState, cellId } from "./store";
import "./cell-editor.css";
// The plural editor comes with the ICU tools, a chunk of its own that in-context editing loads
// too (unstyled there): its styles come with the editor's chunk, from here.
import "./plural-editor.css";

export interface CellEditorProps {
  row: KeyRow;
  locale: LocaleCode;
  text: string;
  sourceText: string | undefined;
  state: CellState | undefined;
  /** The id of the cell's problem list, when it shows one. */
  problemsId: string | undefined;
}

type View = "icu" | "forms";

/**
 * The active cell's editor: the raw ICU text, or, for a message that is one
 * plural or select, its forms (docs/decisions/0042-plural-editor.md). It opens in
 * Forms when the text, or for an empty text the source, is one plural or select.
 * Both views edit the same draft, so switching loses nothing; a text the forms
 * cannot show (a syntax error, text around the plural) stays in ICU.
 */
export function CellEditor({ row, locale, text, sourceText, state, problemsId }: CellEditorProps) {
  const { store, saver, finishEdit } = useEditor();
  const { t } = useAdminI18n();
  const [chosen, setView] = useState<View | null>(null);
  const id = cellId(row.name, locale);
  const info = localeInfo(locale);
  const theirs = state?.draft?.theirs;
  const tools = useIcuTools();
  const isSource = useSourceLocale() === locale;
  const sourcePlural = useMemo(() => Boolean(tools && sourceText && tools.parseForms(sourceText)), [tools, sourceText]);
  const formsPossible = text === "" ? sourcePlural : tools?.parseForms(text) != null;
  const view = chosen ?? (formsPossible ? "forms" : "icu");
  const formsView = view === "forms";
  const showForms = formsView && formsPossible;
  // Each field of the Forms view offers its form of the suggestions the cell lists (one request for both).
  const offered = useSuggestions(row.name, locale, showForms && !isSource);
  const edit = (next: string) => store.edit(row.name, locale, next, row.values[locale]);
  // A view switch puts the caret in the view's first field: typing goes on where the translator is.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const field = chosen ? box.current?.querySelector("textarea") : null;
    if (!field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [chosen]);
  // The Forms view can arrive after the editor opened (the ICU tools load on first use): it replaces
  // the ICU field that had the caret, which then fell to the page. The caret goes on in its first
  // form, in the grid's view (found by a story under load: typing went nowhere).
  useEffect(() => {
    if (!showForms || chosen) return;
    const active = document.activeElement;
    if (active && active !== document.body && !box.current?.contains(active)) return;
    const field = box.current?.querySelector("textarea");
    if (!field || field === active) return;
    field.focus({ preventScroll: true });
    field.setSelectionRange(field.value.length, field.value.length);
    revealInGrid(field, field);
  }, [showForms, chosen]);
  return (
    <div className="cell-editor" ref={box}>
      {theirs !== undefined && (
        <p className="merge-ref">
          <span className="conflict-label">{t("cell.editor.theirText")}</span>{" "}
          {theirs?.text ? <TextWithChips text={theirs.text} locale={locale} /> : <em>{t("cell.editor.empty")}</em>}
        </p>
      )}
      {tools && (formsPossible || formsView) && <ViewSwitch view={view} onChange={setView} />}
      {formsView && !formsPossible && <p className="cell-note">{t("cell.editor.formsNeedOne")}</p>}
      {showForms && tools ? (
        <tools.PluralEditor
          keyName={row.name}
          locale={locale}
          text={text}
          sourceText={sourceText}
          onChange={edit}
          describedBy={problemsId}
          suggestions={offered.data?.items}
        />
      ) : (
        <textarea
          aria-label={t("cell.editor.textLabel", { language: info.name, key: row.name })}
          aria-describedby={problemsId}
          lang={info.tag}
          dir="auto"
          value={text}
          rows={2}
          onChange={(e) => edit(e.target.value)}
        />
      )}
      {row.maxLength != null && <LengthCount text={text} max={row.maxLength} />}
      <div className="cell-actions">
        <button
          type="button"
          className="button-small button-save"
          onClick={() => {
            void saver.save(id);
            finishEdit();
          }}
        >
          <Icon name="lucide:save" /> {t("common.save")} <kbd>{t("cell.keys.ctrlEnter")}</kbd>
        </button>
        <button
          type="button"
          className="button-small"
          onClick={() => {
            saver.cancel(id);
            finishEdit();
          }}
        >
          {t("common.cancel")} <kbd>{t("cell.keys.esc")}</kbd>
        </button>
      </div>
      {!isSource && <Suggestions row={row} locale={locale} text={text} box={box} />}
    </div>
  );
}

/** "Forms / ICU": two toggle buttons, the pressed one is the view shown. */
function ViewSwitch({ view, onChange }: { view: View; onChange(view: View): void }) {
  const { t } = useAdminI18n();
  return (
    <fieldset className="view-switch">
      <legend className="visually-hidden">{t("cell.editor.editAs")}</legend>
      <button type="button" className="button-small" aria-pressed={view === "forms"} onClick={() => onChange("forms")}>
        {t("cell.editor.forms")}
      </button>
      <button type="button" className="button-small" aria-pressed={view === "icu"} onClick={() => onChange("icu")}>
        ICU
      </button>
    </fieldset>
  );
}
