// biome-ignore-all lint/a11y/useSemanticElements: the grid's rows are placed by the virtualizer, which table layout cannot host; ARIA roles give the semantics.
// biome-ignore-all lint/a11y/useFocusableInteractive: in the ARIA grid pattern cells take focus, not column headers.
import { localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { Icon } from "../../components/Icon";
import { type Column, useEditor } from "./context";
import type { KeyPages } from "./use-key-pages";

/** Scrolls a cell into view sideways, clear of the sticky key column. */
export function revealColumn(scroller: HTMLElement, cell: HTMLElement) {
  const keyWidth = cell.parentElement?.firstElementChild?.getBoundingClientRect().width ?? 0;
  if (cell.matches(".cell-key")) return;
  const left = cell.offsetLeft;
  const right = left + cell.offsetWidth;
  if (left - keyWidth < scroller.scrollLeft) scroller.scrollLeft = left - keyWidth;
  else if (right > scroller.scrollLeft + scroller.clientWidth) scroller.scrollLeft = right - scroller.clientWidth;
}

export function ColumnHeader({ column, reason }: { column: Column; reason: string | null }) {
  const info = localeInfo(column.locale);
  const { t } = useAdminI18n();
  return (
    <div role="columnheader" className={column.editable ? "cell" : "cell is-readonly"}>
      <span lang={info.tag}>{info.name}</span>{" "}
      <span className="locale-code" translate="no">
        {column.locale}
      </span>
      {column.source && <span className="badge">{t("editor.grid.source")}</span>}
      {column.reference && <span className="badge">{t("editor.grid.reference")}</span>}
      {!column.editable && (
        <span className="badge badge-readonly" title={reason ?? undefined}>
          <Icon name="lucide:lock" /> {t("editor.grid.readOnly")}
        </span>
      )}
    </div>
  );
}

export function GridMessage({ pages }: { pages: KeyPages }) {
  const { t } = useAdminI18n();
  if (pages.error && pages.initial)
    return (
      <div className="grid-message" role="alert">
        <p>{t("editor.grid.loadFailed")}</p>
        <button type="button" className="button-quiet" onClick={pages.retry}>
          {t("common.tryAgain")}
        </button>
      </div>
    );
  if (pages.initial) return <p className="grid-message">{t("editor.grid.loadingKeys")}</p>;
  if (pages.total === 0 && !pages.stale) return <p className="grid-message">{t("editor.grid.noMatch")}</p>;
  return null;
}

/** The number of keys, and the grid's keyboard help (the grid's description). */
export function GridFooter({ pages }: { pages: KeyPages }) {
  const { showShortcuts } = useEditor();
  const { t } = useAdminI18n();
  return (
    <div className="grid-footer">
      <p className="grid-count">
        {pages.initial ? t("common.loading") : t("editor.grid.count", { count: pages.total })}
        {pages.stale && <> · {t("editor.grid.updating")}</>}
      </p>
      <p className="editor-keys" id="editor-keys">
        {t("editor.grid.keysHelp")}
      </p>
      <button type="button" className="button-quiet button-small" onClick={showShortcuts}>
        {t("editor.grid.shortcuts")} <kbd>?</kbd>
      </button>
    </div>
  );
}
