import { useMemo, useState, useSyncExternalStore } from "react";
import type { ReviewState } from "../../../common/contracts/translation-responses";
import type { UsageFilter } from "../../../common/contracts/translations";
import { LOCALES, type LocaleCode, localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { PreviewButton } from "../../components/admin/PreviewButton";
import { Icon } from "../../components/Icon";
import type { AdminApi } from "../../lib/admin-api";
import { useSourceLocale } from "../../lib/app-config";
import { useEditor } from "./context";
import { ProblemSelect } from "./ProblemSelect";
import { ScopeSelect } from "./ScopeSelect";
import { SearchBox } from "./SearchBox";
import { cellId } from "./store";
import { ToolbarActions } from "./ToolbarActions";
import { Menu } from "./ToolbarMenu";
import { type ChangedWindow, type EditorFilters, type SortOrder, targetLocales } from "./url-state";
import "./toolbar.css";

export interface ToolbarProps {
  api: AdminApi;
  filters: EditorFilters;
  onChange(next: Partial<EditorFilters>, options?: { typing?: boolean }): void;
  /** The target language a phone shows beside the source (the first column). */
  target: LocaleCode | null;
  previewLocale: LocaleCode | null;
  /** The account's reference languages, shown beside the source. */
  reference: LocaleCode[];
  onReference(next: LocaleCode[]): void;
  onAddKey(): void;
  onImport(): void;
  /** Absent when the account edits no language but the source. */
  onPretranslate?: () => void;
  /** "Bulk…": absent on a phone, where a third toolbar row would push the edited text off the screen. */
  onBulk?: () => void;
  /** "Create task" (decision 0078): absent for an account that may not hand out tasks. */
  onCreateTask?: () => void;
}

/** Search, filters, columns and the editor's actions. */
export function Toolbar(props: ToolbarProps) {
  const { api, filters, onChange, target, previewLocale, reference, onReference, onAddKey, onImport } = props;
  const { onPretranslate, onBulk, onCreateTask } = props;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const active = activeFilters(filters);
  const { t } = useAdminI18n();
  return (
    <div className="editor-toolbar">
      <div className="toolbar-row">
        <SearchBox value={filters.q} onSearch={(q) => onChange({ q }, { typing: true })} />
        {/* Below 64rem the filters fold behind this button; wider screens show them in the row (toolbar.css). */}
        <button
          type="button"
          className="button-quiet filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls="editor-filters"
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {active > 0 ? t("editor.toolbar.filtersActive", { count: active }) : t("editor.toolbar.filters")}
        </button>
        <div id="editor-filters" className={filtersOpen ? "toolbar-filters is-open" : "toolbar-filters"}>
          <div className="toolbar-field">
            <label htmlFor="filter-missing">{t("editor.toolbar.missingIn")}</label>
            <select
              id="filter-missing"
              value={filters.missing ?? ""}
              onChange={(e) => onChange({ missing: (e.target.value || null) as LocaleCode | null })}
            >
              <option value="">{t("editor.toolbar.anyLanguage")}</option>
              {LOCALES.map((l) => (
                <option key={l.code} value={l.code} lang={l.tag}>
                  {l.name} ({l.code})
                </option>
              ))}
            </select>
          </div>
          <div className="toolbar-field">
            <label htmlFor="filter-changed">{t("editor.toolbar.changed")}</label>
            <select
              id="filter-changed"
              value={filters.changed ?? ""}
              onChange={(e) => onChange({ changed: (e.target.value || null) as ChangedWindow | null })}
            >
              <option value="">{t("editor.toolbar.anyTime")}</option>
              <option value="24h">{t("editor.toolbar.last24h")}</option>
              <option value="7d">{t("editor.toolbar.last7d")}</option>
            </select>
          </div>
          <ProblemSelect value={filters.problem} onChange={(problem) => onChange({ problem })} />
          <div className="toolbar-field">
            <label htmlFor="filter-usage">{t("editor.toolbar.usedOnPages")}</label>
            <select
              id="filter-usage"
              value={filters.usage ?? ""}
              onChange={(e) => onChange({ usage: (e.target.value || null) as UsageFilter | null })}
            >
              <option value="">{t("editor.toolbar.usageAny")}</option>
              <option value="used">{t("editor.toolbar.used")}</option>
              <option value="unused">{t("editor.toolbar.unused")}</option>
            </select>
          </div>
          <div className="toolbar-field">
            <label htmlFor="filter-state">
              {filters.stateLocale
                ? t("editor.toolbar.reviewIn", { locale: filters.stateLocale })
                : t("editor.toolbar.review")}
            </label>
            <select
              id="filter-state"
              value={filters.state ?? ""}
              onChange={(e) => {
                const state = (e.target.value || null) as ReviewState | null;
                onChange(state ? { state } : { state: null, stateLocale: null });
              }}
            >
              <option value="">{t("editor.toolbar.anyState")}</option>
              <option value="needs-review">{t("editor.toolbar.needsReview")}</option>
              <option value="changes-requested">{t("editor.toolbar.changesRequested")}</option>
              <option value="reviewed">{t("editor.toolbar.reviewed")}</option>
              <option value="outdated">{t("editor.toolbar.outdated")}</option>
            </select>
          </div>
        </div>
      </div>
      <div className="toolbar-row">
        {/* Which keys (docs/decisions/0088): beside the sort, in view on a phone, not folded with the filters. */}
        <ScopeSelect value={filters.scope} onChange={(scope) => onChange({ scope })} />
        <div className="toolbar-field">
          <label htmlFor="filter-sort">{t("editor.toolbar.sort")}</label>
          <select
            id="filter-sort"
            value={filters.sort}
            onChange={(e) => onChange({ sort: e.target.value as SortOrder })}
          >
            <option value="name">{t("editor.toolbar.sortName")}</option>
            <option value="updated">{t("editor.toolbar.sortUpdated")}</option>
          </select>
        </div>
        <TargetPicker cols={filters.cols} target={target} onChange={(cols) => onChange({ cols })} />
        <ColumnPicker
          cols={filters.cols}
          onChange={(cols) => onChange({ cols })}
          reference={reference}
          onReference={onReference}
        />
        <SaveAll />
        {previewLocale && <Preview locale={previewLocale} />}
        <ToolbarActions
          api={api}
          filters={filters}
          onAddKey={onAddKey}
          onImport={onImport}
          {...{ onPretranslate, onBulk, onCreateTask }}
        />
      </div>
    </div>
  );
}

/** How many filters differ from their default (the search has its own box). */
function activeFilters(filters: EditorFilters): number {
  const set = [filters.missing, filters.changed, filters.problem, filters.usage, filters.state];
  return set.filter((f) => f !== null).length;
}

/**
 * On a phone, one target language beside the source: choosing one puts it first in `cols`
 * (the URL's columns), so a desktop opening the same link still shows every chosen column.
 * Rendered everywhere (the server cannot know the width); toolbar.css shows it on phones only.
 */
function TargetPicker({
  cols,
  target,
  onChange,
}: {
  cols: LocaleCode[];
  target: LocaleCode | null;
  onChange(cols: LocaleCode[]): void;
}) {
  const targets = targetLocales(useSourceLocale());
  const { t } = useAdminI18n();
  return (
    <div className="toolbar-field target-picker">
      <label htmlFor="target-language">{t("editor.toolbar.targetLanguage")}</label>
      <select
        id="target-language"
        value={target ?? ""}
        onChange={(e) => {
          const code = e.target.value as LocaleCode | "";
          onChange(code ? [code, ...cols.filter((l) => l !== code)] : []);
        }}
      >
        <option value="">{t("editor.toolbar.targetNone")}</option>
        {targets.map((code) => (
          <option key={code} value={code} lang={localeInfo(code).tag}>
            {localeInfo(code).name} ({code})
          </option>
        ))}
      </select>
    </div>
  );
}

interface ColumnPickerProps {
  cols: LocaleCode[];
  onChange(cols: LocaleCode[]): void;
  reference: LocaleCode[];
  onReference(next: LocaleCode[]): void;
}

function ColumnPicker({ cols, onChange, reference, onReference }: ColumnPickerProps) {
  const source = useSourceLocale();
  const targets = targetLocales(source);
  const { t } = useAdminI18n();
  return (
    <Menu
      summary={
        <>
          <Icon name="lucide:languages" /> {t("editor.toolbar.languages", { count: cols.length })}
        </>
      }
    >
      <fieldset className="menu-panel">
        <legend>{t("editor.toolbar.columnsBeside", { language: localeInfo(source).name })}</legend>
        {targets.map((code) => (
          <label key={code} className="checkbox">
            <input
              type="checkbox"
              checked={cols.includes(code)}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? targets.filter((l) => l === code || cols.includes(l))
                    : cols.filter((l) => l !== code),
                )
              }
            />
            <span lang={localeInfo(code).tag}>{localeInfo(code).name}</span> ({code})
          </label>
        ))}
      </fieldset>
      <fieldset className="menu-panel">
        <legend>{t("editor.toolbar.referenceBeside")}</legend>
        {targets.map((code) => (
          <label key={code} className="checkbox">
            <input
              type="checkbox"
              checked={reference.includes(code)}
              onChange={(e) =>
                onReference(
                  e.target.checked
                    ? targets.filter((l) => l === code || reference.includes(l))
                    : reference.filter((l) => l !== code),
                )
              }
            />
            <span lang={localeInfo(code).tag}>{localeInfo(code).name}</span> ({code})
          </label>
        ))}
      </fieldset>
    </Menu>
  );
}

function useStoreVersion(): number {
  const { store } = useEditor();
  return useSyncExternalStore(store.subscribe, store.getVersion, () => 0);
}

function SaveAll() {
  const { store, saver } = useEditor();
  const version = useStoreVersion();
  const { t } = useAdminI18n();
  const { unsaved, conflicts } = useMemo(() => {
    void version;
    const counts = { unsaved: 0, conflicts: 0 };
    for (const draft of store.drafts()) {
      const kind = store.get(cellId(draft.key, draft.locale))?.status?.kind;
      if (kind === "conflict") counts.conflicts++;
      else if (kind !== "saving") counts.unsaved++;
    }
    return counts;
  }, [store, version]);
  return (
    <>
      <button type="button" className="button-primary" disabled={unsaved === 0} onClick={() => void saver.saveAll()}>
        <Icon name="lucide:save" />{" "}
        {unsaved > 0 ? t("editor.toolbar.saveAllCount", { count: unsaved }) : t("editor.toolbar.saveAll")}
      </button>
      {conflicts > 0 && (
        <span className="toolbar-conflicts">
          <Icon name="lucide:git-merge" /> {t("editor.toolbar.conflicts", { count: conflicts })}
        </span>
      )}
    </>
  );
}

/** The live preview (built by the preview work) gets the active column's unsaved texts. */
function Preview({ locale }: { locale: LocaleCode }) {
  const { store } = useEditor();
  const version = useStoreVersion();
  const drafts = useMemo(() => {
    void version;
    return store.draftsOf(locale);
  }, [store, locale, version]);
  return <PreviewButton locale={locale} drafts={drafts} />;
}
