import { canReviewLocale } from "../../../common/auth";
import { needsReview } from "../../../common/contracts/translation-responses";
import { type LocaleCode, localeInfo } from "../../../common/locales";
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
}

/** The translator's shortcuts (Alt+S, Alt+C, Alt+A, F8): each says what it did, and focus stays on the cell. */
export function runShortcut(action: Shortcut, ctx: ShortcutContext) {
  const { editor, pages, columns, at } = ctx;
  if (action.type === "next-problem") return nextProblem(ctx, action.back);
  const row = pages.row(at.row);
  const column = columns[at.col - 1];
  if (!row || !column || column.source) return editor.announce("Choose a translation first.");
  const id = cellId(row.name, column.locale);
  const where = `${localeInfo(column.locale).name} · ${row.name}`;
  const saved = row.values[column.locale];
  if (action.type === "copy-source") {
    const source = row.values[columns[0]?.locale ?? column.locale]?.text ?? "";
    if (!column.editable) return editor.announce(editor.readOnlyReason(column.locale) ?? "Read-only");
    editor.store.edit(row.name, column.locale, source, saved);
    editor.announce(`Copied the source into ${where}`);
    return ctx.moveTo(at, true);
  }
  const busy = Boolean(editor.store.get(id)?.draft);
  if (!saved || busy) return editor.announce(`${where}: save or cancel the text first.`);
  if (action.type === "confirm") {
    if (saved.outdatedSource == null || !column.editable) return editor.announce(`${where}: nothing to confirm.`);
    void editor.review.confirm(row.name, column.locale, saved.version).then(() => ctx.moveTo(at, false));
  } else {
    const allowed = canReviewLocale(editor.user, column.locale);
    if (!allowed) return editor.announce(`Approving ${localeInfo(column.locale).name} is for its reviewers.`);
    if (!needsReview(saved)) return editor.announce(`${where} is already reviewed.`);
    void editor.review.approve(row.name, column.locale, saved.version).then(() => ctx.moveTo(at, false));
  }
  ctx.moveTo(at, false);
}

/** The next (or previous) loaded cell of the shown columns with a problem not dismissed, row by row. */
function nextProblem({ editor, pages, columns, at, moveTo }: ShortcutContext, back: boolean) {
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
  editor.announce(
    `No ${back ? "earlier" : "further"} problem among the loaded rows; the Problems filter lists them all.`,
  );
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
): string {
  if (!locale) return "Choose a translation first.";
  if (!canReviewLocale(user, locale)) return `Requesting changes in ${localeInfo(locale).name} is for its reviewers.`;
  if (!saved) return "There is no text to send back.";
  if (saved.state === "changes-requested") return "Changes are already requested for this text.";
  return "Save or cancel the text first.";
}
