import { canReviewLocale } from "../../../common/auth";
import { needsReview } from "../../../common/contracts/translation-responses";
import { type LocaleCode, localeInfo } from "../../../common/locales";
import type { AdminI18n } from "../../admin-i18n/translator";
import type { Column, EditorContextValue } from "./context";
import type { GridAction, Position } from "./grid-keys";
import { cellId } from "./store";
import type { KeyPages } from "./use-key-pages";

type Shortcut = Extract<GridAction, { type: "copy-source" | "confirm" | "approve" | "next-problem" }>;

export interface ShortcutContext {
  editor: Omit<EditorContextValue, "startEdit" | "finishEdit" | "focusCell">;
  pages: KeyPages;
  columns: Column[];
  at: Position;
  editing: boolean;
  /** Makes a cell active (and edits it); focus goes with it. */
  moveTo(to: Position, edit: boolean): void;
  /** The admin's words (useAdminI18n): what each shortcut says it did. */
  t: AdminI18n["t"];
}

/** The translator's shortcuts (Alt+S, Alt+C, Alt+A, F8): each says what it did, and focus stays on the cell. */
export function runShortcut(action: Shortcut, ctx: ShortcutContext) {
  const { editor, pages, columns, at, t } = ctx;
  if (action.type === "next-problem") return nextProblem(ctx, action.back);
  const row = pages.row(at.row);
  const column = columns[at.col - 1];
  if (!row || !column || column.source) return editor.announce(t("editor.shortcut.chooseTranslation"));
  const id = cellId(row.name, column.locale);
  const where = `${localeInfo(column.locale).name} · ${row.name}`;
  const saved = row.values[column.locale];
  if (action.type === "copy-source") {
    const source = row.values[columns[0]?.locale ?? column.locale]?.text ?? "";
    if (!column.editable) return editor.announce(editor.readOnlyReason(column.locale) ?? t("editor.readOnly.short"));
    editor.store.edit(row.name, column.locale, source, saved);
    editor.announce(t("editor.shortcut.copiedSource", { cell: where }));
    return ctx.moveTo(at, true);
  }
  const busy = Boolean(editor.store.get(id)?.draft);
  if (!saved || busy) return editor.announce(t("editor.shortcut.saveOrCancel", { cell: where }));
  if (action.type === "confirm") {
    if (saved.outdatedSource == null || !column.editable)
      return editor.announce(t("editor.shortcut.nothingToConfirm", { cell: where }));
    void editor.review.confirm(row.name, column.locale, saved.version).then(() => ctx.moveTo(at, false));
  } else {
    const allowed = canReviewLocale(editor.user, column.locale);
    if (!allowed)
      return editor.announce(t("editor.shortcut.approveForReviewers", { language: localeInfo(column.locale).name }));
    if (!needsReview(saved)) return editor.announce(t("editor.shortcut.alreadyReviewed", { cell: where }));
    void editor.review.approve(row.name, column.locale, saved.version).then(() => ctx.moveTo(at, false));
  }
  ctx.moveTo(at, false);
}

/** The next (or previous) loaded cell of the shown columns with a problem not dismissed, row by row. */
function nextProblem({ editor, pages, columns, at, moveTo, t }: ShortcutContext, back: boolean) {
  const flat = (r: number, c: number) => r * (columns.length + 1) + c;
  const here = flat(at.row, at.col);
  const step = back ? -1 : 1;
  for (let r = at.row; r >= 0 && r < pages.total; r += step) {
    const row = pages.row(r);
    if (!row) continue;
    const cols = columns.map((_, i) => i + 1);
    for (const c of back ? cols.reverse() : cols) {
      if ((back ? flat(r, c) >= here : flat(r, c) <= here) || !columns[c - 1]) continue;
      const cell = row.values[(columns[c - 1] as Column).locale];
      // A dismissed warning is not a problem any more (docs/decisions/0065), as in the filter.
      if (cell?.problems.some((p) => !p.dismissed)) return moveTo({ row: r, col: c }, false);
    }
  }
  editor.announce(t("editor.shortcut.noProblem", { back: back ? "yes" : "no" }));
}

/** Alt+R's request to the active cell's review part (CellReview.tsx) to ask for the reason. */
export const REQUEST_CHANGES_EVENT = "polyglot:request-changes";

/**
 * Alt+R: the cell's review part opens its reason form when it may (it listens while it does);
 * otherwise says why not.
 */
export function requestChangesOn(
  cell: Element | null,
  refusal: () => string,
  announce: (message: string) => void,
): void {
  const listened = cell?.dispatchEvent(new Event(REQUEST_CHANGES_EVENT, { cancelable: true })) === false;
  if (!listened) announce(refusal());
}

/** Why Alt+R opens no reason form on this cell. */
export function requestChangesRefusal(
  user: EditorContextValue["user"],
  locale: LocaleCode | undefined,
  saved: { state?: string | undefined } | undefined,
  t: AdminI18n["t"],
): string {
  if (!locale) return t("editor.shortcut.chooseTranslation");
  if (!canReviewLocale(user, locale))
    return t("editor.shortcut.requestForReviewers", { language: localeInfo(locale).name });
  if (!saved) return t("editor.shortcut.nothingToSendBack");
  if (saved.state === "changes-requested") return t("editor.shortcut.alreadyRequested");
  return t("editor.shortcut.saveOrCancelFirst");
}
