/**
 * The grid's keyboard (ARIA grid pattern, plus the editor's own keys), as a
 * pure mapping from a key press to what the grid does.
 */

export interface Position {
  row: number;
  col: number;
}

export type GridAction =
  /** Make another cell active; `edit` opens its editor. */
  | { type: "move"; to: Position; edit: boolean }
  /** Save the active cell, then move. */
  | { type: "save-and-move"; to: Position; edit: boolean }
  /** Save the active cell and stay. */
  | { type: "save" }
  /** Drop the active cell's unsaved text and leave its editor. */
  | { type: "cancel" }
  /** Enter / F2: edit the cell, or open the key's details from the key column. */
  | { type: "activate" }
  /** The translator's shortcuts (shortcuts.ts lists them for the `?` overlay). */
  | { type: "copy-source" }
  | { type: "confirm" }
  | { type: "approve" }
  | { type: "request-changes" }
  | { type: "next-problem"; back: boolean }
  | { type: "help" };

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
  /** The physical key (`KeyS`): Alt+letter types another character on a Mac keyboard. */
  code?: string;
}

/**
 * Alt+S copies the source, Alt+C confirms, Alt+A approves, Alt+R requests changes, F8 / Shift+F8
 * go to the next / previous problem.
 */
function shortcut(press: KeyPress): GridAction | null {
  if (press.key === "F8") return { type: "next-problem", back: Boolean(press.shiftKey) };
  if (!press.altKey || press.ctrlKey || press.metaKey) return null;
  const letter = press.code?.startsWith("Key") ? press.code.slice(3).toLowerCase() : press.key.toLowerCase();
  if (letter === "s") return { type: "copy-source" };
  if (letter === "c") return { type: "confirm" };
  if (letter === "a") return { type: "approve" };
  if (letter === "r") return { type: "request-changes" };
  return null;
}

export interface GridShape {
  /** Rows in the list. */
  rows: number;
  /** Locale columns (the key column is column 0). */
  cols: number;
  /** Rows that fit on one screen (PageUp / PageDown). */
  pageRows: number;
}

/**
 * What a key press does. `where` is the focused element: the cell's text
 * editor, the cell itself, or a button inside a cell.
 */
export function gridKeyAction(
  press: KeyPress,
  where: "editor" | "cell" | "widget",
  at: Position,
  shape: GridShape,
): GridAction | null {
  const mod = press.ctrlKey || press.metaKey;
  const { row, col } = at;
  const own = shortcut(press);
  if (own) return own;
  if (press.key === "?" && where !== "editor" && !mod && !press.altKey) return { type: "help" };
  if (where === "editor") {
    // On to the next row's editor; on the last row, back to the cell.
    if (press.key === "Enter" && mod)
      return { type: "save-and-move", to: { row: row + 1, col }, edit: row + 1 < shape.rows };
    if (press.key === "Escape") return { type: "cancel" };
    if (press.altKey && (press.key === "ArrowDown" || press.key === "ArrowUp"))
      return { type: "move", to: { row: row + (press.key === "ArrowDown" ? 1 : -1), col }, edit: true };
    return null;
  }
  if (where === "widget") return press.key === "Escape" ? { type: "move", to: at, edit: false } : null;
  const moves: Record<string, Position | undefined> = {
    ArrowDown: { row: row + 1, col },
    ArrowUp: { row: row - 1, col },
    ArrowRight: { row, col: col + 1 },
    ArrowLeft: { row, col: col - 1 },
    PageDown: { row: row + shape.pageRows, col },
    PageUp: { row: row - shape.pageRows, col },
    Home: mod ? { row: 0, col: 0 } : { row, col: 0 },
    End: mod ? { row: shape.rows - 1, col: shape.cols } : { row, col: shape.cols },
  };
  const to = moves[press.key];
  if (to) return { type: "move", to: clamp(to, shape), edit: false };
  if (press.key === "Enter" && mod) return { type: "save" };
  if (press.key === "Enter" || press.key === "F2") return { type: "activate" };
  return null;
}

/** A position inside the grid. */
export function clamp(to: Position, shape: Pick<GridShape, "rows" | "cols">): Position {
  return {
    row: Math.max(0, Math.min(to.row, shape.rows - 1)),
    col: Math.max(0, Math.min(to.col, shape.cols)),
  };
}
