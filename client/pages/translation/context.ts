import { createContext, useContext } from "react";
import type { SessionAccount } from "../../../common/auth";
import type { LocaleCode } from "../../../common/locales";
import type { ReviewActions } from "./review-actions";
import type { Saver } from "./saver";
import type { EditorStore } from "./store";

/** A locale column of the grid (the sk source is the first). */
export interface Column {
  locale: LocaleCode;
  source: boolean;
  editable: boolean;
  /** A reference language the account chose to read beside the source. */
  reference?: boolean;
}

/** What every cell of the grid may reach: stable for the editor's life. */
export interface EditorContextValue {
  user: SessionAccount;
  store: EditorStore;
  saver: Saver;
  /** Approve and confirm (docs/decisions/0055). */
  review: ReviewActions;
  announce(message: string): void;
  openKey(name: string): void;
  /** Makes a cell the active one, in edit mode. */
  startEdit(row: number, col: number): void;
  /** Leaves edit mode in the active cell and focuses it (after its own Save / Cancel buttons). */
  finishEdit(): void;
  /** Makes a cell the active one and focuses it (after Approve / Confirm: focus stays in the grid). */
  focusCell(row: number, col: number): void;
  /** Opens the `?` overlay of the editor's keys. */
  showShortcuts(): void;
  /** The search, to mark where it matched. */
  highlight: string;
  /** Why a locale is read-only for this account, or null when it is editable. */
  readOnlyReason(locale: LocaleCode): string | null;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error("useEditor outside the translation editor");
  return value;
}
