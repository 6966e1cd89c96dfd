// biome-ignore-all lint/a11y/useSemanticElements: the virtualizer places rows absolutely, which table layout cannot host; the ARIA grid roles give the table semantics.
// biome-ignore-all lint/a11y/useFocusableInteractive: in the ARIA grid pattern cells take focus (roving tabindex), not rows or headers.
import { defaultRangeExtractor, useVirtualizer } from "@tanstack/react-virtual";
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { LocaleCode } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminApi, ListParams } from "../../lib/admin-api";
import { type Column, EditorContext, type EditorContextValue } from "./context";
import { ColumnHeader, GridFooter, GridMessage, revealColumn } from "./GridParts";
import { clamp, gridKeyAction, type Position } from "./grid-keys";
import { revealInGrid } from "./grid-reveal";
import { requestChangesOn, requestChangesRefusal, runShortcut } from "./grid-shortcuts";
import { preloadIcuTools } from "./load-icu-tools";
import { Row } from "./Row";
import { cellId } from "./store";
import { pagesFor, useKeyPages } from "./use-key-pages";
import "./grid.css";

/** A row's height before it is measured (a key, a one-line description, a line of text). */
const ROW_ESTIMATE = 76;

export interface GridProps {
  api: AdminApi;
  params: ListParams;
  columns: Column[];
  editor: Omit<EditorContextValue, "startEdit" | "finishEdit" | "focusCell">;
  /** The locale of the active column (the preview follows it). */
  onActiveLocale(locale: LocaleCode | null): void;
}

/**
 * The translation grid (ARIA grid pattern): one row per key, rows virtualized,
 * one tabbable cell (roving tabindex). Arrows, Home/End, PageUp/PageDown move;
 * Enter edits (or opens the key's history); in the editor Ctrl/Cmd+Enter saves
 * and moves down, Esc cancels, Alt+↑/↓ moves between rows keeping the draft.
 */
export function Grid({ api, params, columns, editor, onActiveLocale }: GridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const [headHeight, setHeadHeight] = useState(48);
  const [active, setActive] = useState<Position>({ row: 0, col: 1 });
  const [editing, setEditing] = useState(false);
  const [pageNumbers, setPageNumbers] = useState([1]);
  const focusWanted = useRef(false);
  const { t } = useAdminI18n();

  const pages = useKeyPages(api, params, pageNumbers);
  const { total } = pages;
  const row = Math.min(active.row, Math.max(0, total - 1));
  const col = Math.min(active.col, columns.length);

  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 3,
    scrollMargin: headHeight,
    scrollPaddingStart: headHeight,
    // The active row stays rendered when scrolled away, so the grid always has its tabbable cell.
    rangeExtractor: (r) => {
      const indexes = defaultRangeExtractor(r);
      if (row < r.count && !indexes.includes(row)) indexes.push(row);
      return indexes.sort((a, b) => a - b);
    },
  });
  const items = virtualizer.getVirtualItems();
  const needed = pagesFor(items.map((item) => item.index));

  // Fetch the pages of the rendered rows (a state change only when that set of pages changes).
  useEffect(() => {
    if (needed.join() !== pageNumbers.join()) setPageNumbers(needed);
  });

  // The parser's chunk follows the first rows, not before them: the first edit finds it loaded.
  const hasRows = !pages.initial;
  useEffect(() => {
    if (hasRows) preloadIcuTools();
  }, [hasRows]);

  useLayoutEffect(() => {
    const head = headRef.current;
    if (!head) return;
    const observer = new ResizeObserver(() => setHeadHeight(head.offsetHeight));
    observer.observe(head);
    return () => observer.disconnect();
  }, []);

  // New filters: back to the top.
  const filterKey = JSON.stringify({ ...params, locales: undefined });
  const firstFilter = useRef(filterKey);
  useEffect(() => {
    if (firstFilter.current === filterKey) return;
    firstFilter.current = filterKey;
    virtualizer.scrollToOffset(0);
    setActive((a) => ({ row: 0, col: a.col }));
    setEditing(false);
  }, [filterKey, virtualizer]);

  const activeLocale = columns[col - 1]?.locale ?? null;
  useEffect(() => onActiveLocale(activeLocale), [activeLocale, onActiveLocale]);

  const canEdit = (r: number, c: number) => Boolean(pages.row(r) && columns[c - 1]?.editable);

  function moveTo(next: Position, keepEditing = false) {
    const target = clamp(next, { rows: total, cols: columns.length });
    focusWanted.current = true;
    setActive(target);
    setEditing(keepEditing && canEdit(target.row, target.col));
  }

  function startEdit(r: number, c: number) {
    const data = pages.row(r);
    const column = columns[c - 1];
    if (!data || !column) return;
    if (!column.editable) {
      editor.announce(editor.readOnlyReason(column.locale) ?? t("editor.readOnly.short"));
      return moveTo({ row: r, col: c });
    }
    const id = cellId(data.name, column.locale);
    if (editor.store.get(id)?.status?.kind === "conflict") editor.saver.startMerge(id);
    moveTo({ row: r, col: c }, true);
  }

  const startEditRef = useRef(startEdit);
  startEditRef.current = startEdit;
  const context = useMemo<EditorContextValue>(
    () => ({
      ...editor,
      startEdit: (r, c) => startEditRef.current(r, c),
      finishEdit: () => {
        focusWanted.current = true;
        setEditing(false);
      },
      focusCell: (r, c) => {
        focusWanted.current = true;
        setActive({ row: r, col: c });
      },
    }),
    [editor],
  );

  // Focus follows the active cell (or its editor), after a move the user made in the grid.
  useLayoutEffect(() => {
    if (!focusWanted.current) return;
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`);
    if (!cell) return;
    focusWanted.current = false;
    const scroller = scrollRef.current as HTMLDivElement;
    const box = scroller.getBoundingClientRect();
    const rowBox = (cell.parentElement as HTMLElement).getBoundingClientRect();
    const textarea = editing ? cell.querySelector("textarea") : null;
    // The field being typed in shows, even in a row taller than the view (a plural's Forms): aligning
    // such a row's end, as scrollToIndex does, put its first field above the grid.
    if (textarea) revealInGrid(textarea, textarea);
    else if (rowBox.top < box.top + headHeight || rowBox.bottom > box.bottom) virtualizer.scrollToIndex(row);
    revealColumn(scroller, cell);
    if (textarea) {
      textarea.focus({ preventScroll: true });
      textarea.setSelectionRange(textarea.value.length, textarea.value.length);
    } else cell.focus({ preventScroll: true });
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    // Every control of the cell being edited (a plural form, Forms / ICU, Save) keeps the editor's keys.
    const inEditor = target.tagName === "TEXTAREA" || (editing && target.closest(".cell-editor"));
    const where = inEditor ? "editor" : target.matches("[data-cell]") ? "cell" : "widget";
    const pageRows = Math.max(1, Math.floor(((scrollRef.current?.clientHeight ?? 400) - headHeight) / ROW_ESTIMATE));
    const action = gridKeyAction(event, where, { row, col }, { rows: total, cols: columns.length, pageRows });
    if (!action) return;
    event.preventDefault();
    const data = pages.row(row);
    const column = columns[col - 1];
    const id = data && column ? cellId(data.name, column.locale) : null;
    if (action.type === "help") editor.showShortcuts();
    else if (action.type === "request-changes") {
      // The cell's review part opens its reason form; where it may not, say why.
      const refusal = () => requestChangesRefusal(editor.user, column?.locale, data?.values[column?.locale ?? "sk"], t);
      requestChangesOn(target.closest('[role="gridcell"]'), refusal, editor.announce);
    } else if (
      action.type === "copy-source" ||
      action.type === "confirm" ||
      action.type === "approve" ||
      action.type === "next-problem"
    ) {
      runShortcut(action, { editor, pages, columns, at: { row, col }, editing, moveTo, t });
    } else if (action.type === "move") moveTo(action.to, action.edit);
    else if (action.type === "save-and-move") {
      if (id) void editor.saver.save(id);
      moveTo(action.to, action.edit);
    } else if (action.type === "save") {
      if (id) void editor.saver.save(id);
    } else if (action.type === "cancel") {
      if (id) editor.saver.cancel(id);
      moveTo({ row, col });
    } else if (col === 0 && data) editor.openKey(data.name);
    else startEdit(row, col);
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>("[data-cell]");
    if (!cell) return;
    const [r, c] = (cell.dataset.cell as string).split(":").map(Number) as [number, number];
    // A button of another cell (Approve, say) makes that cell the active one, so focus can come back to it.
    if (target.closest("button, a, textarea, input, select")) {
      if (r !== row || c !== col) setActive({ row: r, col: c });
      return;
    }
    if (r === row && c === col && editing) return;
    if (c > 0 && canEdit(r, c)) startEdit(r, c);
    else moveTo({ row: r, col: c });
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    // Leaving the cell being edited (for the toolbar, say) ends editing; the draft stays.
    if (!editing) return;
    const cell = gridRef.current?.querySelector(`[data-cell="${row}:${col}"]`);
    if (cell && !cell.contains(event.relatedTarget as Node | null)) setEditing(false);
  }

  // The column template is in grid.css, which needs only the number of locale columns.
  const gridStyle = { "--locale-cols": columns.length } as CSSProperties;
  return (
    <EditorContext value={context}>
      <div className="editor-scroll" ref={scrollRef}>
        <div
          role="grid"
          ref={gridRef}
          aria-label={t("editor.grid.label")}
          aria-describedby="editor-keys"
          aria-rowcount={total + 1}
          aria-colcount={columns.length + 1}
          aria-busy={pages.initial || pages.stale}
          className="editor-grid"
          style={gridStyle}
          onKeyDown={onKeyDown}
          onClick={onClick}
          onBlur={onBlur}
        >
          <div role="row" aria-rowindex={1} className="editor-row editor-head" ref={headRef}>
            <div role="columnheader" className="cell cell-key">
              {t("editor.grid.key")}
            </div>
            {columns.map((column) => (
              <ColumnHeader key={column.locale} column={column} reason={editor.readOnlyReason(column.locale)} />
            ))}
          </div>
          <div role="rowgroup" className="editor-body" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => (
              <Row
                // Rows follow their key (a draft being typed stays with its key); sizes are kept by index.
                key={pages.row(item.index)?.name ?? `#${item.index}`}
                index={item.index}
                row={pages.row(item.index)}
                columns={columns}
                loadedLocales={pages.locales}
                reviewedOnly={pages.reviewedOnly}
                activeCol={item.index === row ? col : -1}
                editing={editing && item.index === row}
                start={item.start - headHeight}
                measure={virtualizer.measureElement}
              />
            ))}
          </div>
        </div>
        <GridMessage pages={pages} />
      </div>
      <GridFooter pages={pages} />
    </EditorContext>
  );
}
