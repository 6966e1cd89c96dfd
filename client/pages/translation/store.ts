import type { SaveOrigin } from "../../../common/contracts/origin";
import type { LocaleCode } from "../../../common/locales";
import type { Translation } from "../../lib/admin-api";

/**
 * The editor's unsaved texts and the save state of each cell, outside React's
 * state so that a keystroke re-renders one cell, not the grid. Drafts are kept
 * by key and locale, so they survive scrolling, filtering and column changes:
 * a text is gone only when it was saved or the editor chose to drop it.
 */

export type CellId = string;

/** Key names cannot hold `|` (common/text.ts KEY_NAME). */
export const cellId = (key: string, locale: LocaleCode): CellId => `${locale}|${key}`;

export interface Draft {
  key: string;
  locale: LocaleCode;
  text: string;
  /** The version and text the edit started from; a save names this version. */
  baseVersion: number;
  baseText: string;
  /** While merging after a conflict: the other person's text, shown for reference. */
  theirs?: Translation | null;
  /**
   * The suggestion inserted (docs/decisions/0062): the save sends `value` as the origin while the
   * text is still `text`; edited since, the text is the translator's own (typed). Not kept across reloads.
   */
  origin?: { value: SaveOrigin; text: string };
  /** Read back from localStorage after a reload (draft-storage.ts): its base is checked against the server's. */
  restored?: boolean;
}

export type SaveStatus =
  | { kind: "saving" }
  /**
   * `notServed`: publishing reported the saved text as not served (an error, or it did not compile).
   * `delayed`: the text is saved but publishing is delayed (the server's message): not saved again.
   */
  | { kind: "saved"; notServed?: string | undefined; delayed?: string | undefined }
  | { kind: "failed"; reason: string }
  /** Someone saved a newer version; `current` is theirs (null: they cleared the cell). */
  | { kind: "conflict"; current: Translation | null };

export interface CellState {
  draft?: Draft;
  status?: SaveStatus;
}

type Listener = () => void;

export class EditorStore {
  private cells = new Map<CellId, CellState>();
  private cellListeners = new Map<CellId, Set<Listener>>();
  private listeners = new Set<Listener>();
  private version = 0;

  /** `onDraft` hears every change of a cell's draft (draft-storage.ts keeps them across reloads). */
  constructor(private readonly onDraft?: (id: CellId, draft: Draft | undefined) => void) {}

  get(id: CellId): CellState | undefined {
    return this.cells.get(id);
  }

  /** Subscribes to one cell (for useSyncExternalStore). */
  subscribeCell(id: CellId, listener: Listener): () => void {
    let set = this.cellListeners.get(id);
    if (!set) {
      set = new Set();
      this.cellListeners.set(id, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.cellListeners.delete(id);
    };
  }

  /** Subscribes to any change (counts, the preview's drafts). */
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Moves on every change: a snapshot for useSyncExternalStore. */
  getVersion = (): number => this.version;

  private set(id: CellId, next: CellState): void {
    if (this.cells.get(id)?.draft !== next.draft) this.onDraft?.(id, next.draft);
    if (!next.draft && !next.status) this.cells.delete(id);
    else this.cells.set(id, next);
    this.version++;
    for (const listener of this.cellListeners.get(id) ?? []) listener();
    for (const listener of this.listeners) listener();
  }

  /**
   * The text typed into a cell. The first change fixes the base it started
   * from; typing the base text back drops the draft. A new edit clears an old
   * "saved" or "failed" mark, but never a conflict still to be resolved.
   */
  edit(key: string, locale: LocaleCode, text: string, base: Translation | undefined): void {
    const id = cellId(key, locale);
    const state = this.cells.get(id) ?? {};
    const draft: Draft = state.draft
      ? { ...state.draft, text }
      : { key, locale, text, baseVersion: base?.version ?? 0, baseText: base?.text ?? "" };
    const status = state.status?.kind === "conflict" || state.status?.kind === "saving" ? state.status : undefined;
    const unchanged = draft.text === draft.baseText && !draft.theirs && status?.kind !== "conflict";
    this.set(id, { draft: unchanged ? undefined : draft, status });
  }

  /** A suggestion put in place of the text: the draft remembers where it came from. */
  insert(key: string, locale: LocaleCode, text: string, base: Translation | undefined, origin: SaveOrigin): void {
    this.edit(key, locale, text, base);
    const id = cellId(key, locale);
    const draft = this.cells.get(id)?.draft;
    if (draft) this.setDraft(id, { ...draft, origin: { value: origin, text } });
  }

  /** Replaces the draft as a whole (rebasing after a conflict, say). */
  setDraft(id: CellId, draft: Draft | undefined): void {
    this.set(id, { ...this.cells.get(id), draft });
  }

  setStatus(id: CellId, status: SaveStatus | undefined): void {
    this.set(id, { ...this.cells.get(id), status });
  }

  /** Drops the unsaved text of a cell (Esc, or "take theirs"). */
  discard(id: CellId): void {
    this.set(id, {});
  }

  /** Every cell with unsaved text. */
  drafts(): Draft[] {
    return [...this.cells.values()].flatMap((s) => (s.draft ? [s.draft] : []));
  }

  /** Unsaved texts of one locale, by key name (what the live preview shows). */
  draftsOf(locale: LocaleCode): Record<string, string> {
    const out: Record<string, string> = {};
    for (const state of this.cells.values()) {
      if (state.draft?.locale === locale) out[state.draft.key] = state.draft.text;
    }
    return out;
  }

  /** A renamed key takes its drafts and marks along. */
  renameKey(from: string, to: string): void {
    for (const [id, state] of [...this.cells]) {
      if (!id.endsWith(`|${from}`) || id.indexOf("|") !== id.length - from.length - 1) continue;
      const locale = id.slice(0, id.indexOf("|")) as LocaleCode;
      this.set(id, {});
      this.set(cellId(to, locale), state.draft ? { ...state, draft: { ...state.draft, key: to } } : state);
    }
  }
}
