// biome-ignore-all lint/a11y/useSemanticElements: the virtualizer places rows absolutely, which table layout cannot host; the ARIA grid roles give the table semantics.
// biome-ignore-all lint/a11y/useFocusableInteractive: in the ARIA grid pattern cells take focus (roving tabindex), not rows or headers.
import { Fragment, memo } from "react";
import type { LocaleCode } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { Icon } from "../../components/Icon";
import type { KeyRow } from "../../lib/admin-api";
import { type Column, useEditor } from "./context";
import { openQuestions, openQuestionsHint } from "./count-sentences";
import { LocaleCell } from "./LocaleCell";
import { findMatches, markRuns } from "./text";

export interface RowProps {
  index: number;
  row: KeyRow | undefined;
  columns: Column[];
  loadedLocales: ReadonlySet<LocaleCode>;
  /** The locales that publish only reviewed texts. */
  reviewedOnly: ReadonlySet<LocaleCode>;
  /** The active column when this row holds the active cell, else -1. */
  activeCol: number;
  editing: boolean;
  start: number;
  measure(element: HTMLElement | null): void;
}

/** One key: its name and description (the row header), then a cell per column. */
export const Row = memo(function Row({
  index,
  row,
  columns,
  loadedLocales,
  reviewedOnly,
  activeCol,
  editing,
  start,
  measure,
}: RowProps) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={row ? "editor-row" : "editor-row is-loading"}
      data-index={index}
      data-key={row?.name}
      ref={measure}
      style={{ transform: `translateY(${start}px)` }}
    >
      {row ? (
        <KeyCell row={row} rowIndex={index} active={activeCol === 0} />
      ) : (
        <LoadingCell index={index} col={0} active={activeCol === 0} header />
      )}
      {columns.map((column, i) =>
        row ? (
          <LocaleCell
            key={column.locale}
            row={row}
            locale={column.locale}
            rowIndex={index}
            colIndex={i + 1}
            editable={column.editable}
            pending={!loadedLocales.has(column.locale)}
            reviewedOnly={reviewedOnly.has(column.locale)}
            active={activeCol === i + 1}
            editing={editing && activeCol === i + 1}
          />
        ) : (
          <LoadingCell key={column.locale} index={index} col={i + 1} active={activeCol === i + 1} />
        ),
      )}
    </div>
  );
});

function LoadingCell({
  index,
  col,
  active,
  header,
}: {
  index: number;
  col: number;
  active: boolean;
  header?: boolean;
}) {
  const { t } = useAdminI18n();
  return (
    <div
      role={header ? "rowheader" : "gridcell"}
      className="cell cell-loading"
      data-cell={`${index}:${col}`}
      tabIndex={active ? 0 : -1}
      aria-busy="true"
    >
      <span className="cell-note">{t("common.loading")}</span>
    </div>
  );
}

function KeyCell({ row, rowIndex, active }: { row: KeyRow; rowIndex: number; active: boolean }) {
  const { openKey, highlight } = useEditor();
  const { t } = useAdminI18n();
  return (
    <div role="rowheader" className="cell cell-key" data-cell={`${rowIndex}:0`} tabIndex={active ? 0 : -1}>
      <div className="key-line">
        <KeyName name={row.name} highlight={highlight} />
        <button
          type="button"
          className="icon-button"
          tabIndex={-1}
          title={t("editor.grid.keyActionsHint")}
          onClick={() => openKey(row.name)}
        >
          <Icon name="lucide:history" />
          <span className="visually-hidden">{t("editor.grid.keyActions")}</span>
        </button>
        {(row.openQuestions ?? 0) > 0 && (
          // Opens the key dialog, whose comments panel holds the questions (docs/decisions/0065).
          <button
            type="button"
            className="icon-button open-question"
            tabIndex={-1}
            title={openQuestionsHint(row.openQuestions ?? 0, t)}
            onClick={() => openKey(row.name)}
          >
            <Icon name="lucide:message-circle-question-mark" />
            <span className="visually-hidden">{openQuestions(row.openQuestions ?? 0, t)}</span>
          </button>
        )}
      </div>
      {row.description && <p className="key-description">{row.description}</p>}
    </div>
  );
}

/** A key name that may wrap after its dots, never inside a word; the search's matches marked. */
export function KeyName({ name, highlight = "" }: { name: string; highlight?: string }) {
  const runs = markRuns(name, highlight ? findMatches(name, highlight) : []);
  const withBreaks = (text: string) =>
    text.split(".").map((part, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one name, in order.
      <Fragment key={i}>
        {i > 0 && (
          <>
            .<wbr />
          </>
        )}
        {part}
      </Fragment>
    ));
  return (
    <span className="key-name" translate="no">
      {runs.map((run, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: runs of one immutable name, in order.
        run.mark ? <mark key={i}>{withBreaks(run.text)}</mark> : <Fragment key={i}>{withBreaks(run.text)}</Fragment>,
      )}
    </span>
  );
}
