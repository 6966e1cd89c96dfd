import { isLocaleCode } from "../../../common/locales";
import type { CellId, Draft } from "./store";
import { cellId } from "./store";

/**
 * Unsaved texts kept in localStorage, so a reload, a crash or a closed tab loses
 * nothing. One entry per account, key, locale and base version; written on every
 * change of a draft and removed when it is saved or discarded. A restored draft
 * comes back marked `restored`: the cell compares its base version with the
 * server's and shows a conflict when it moved (never applied silently).
 */

const PREFIX = "translation-draft:v1:";

/** The storage key of a draft: the account, the locale, the version it started from, the key (last: it may hold `:`). */
export function draftStorageKey(account: number, draft: Pick<Draft, "key" | "locale" | "baseVersion">): string {
  return `${PREFIX}${account}:${draft.locale}:${draft.baseVersion}:${draft.key}`;
}

interface Stored {
  text: string;
  baseText: string;
}

/** The draft an entry holds, or null when the entry is someone else's, not a draft, or damaged. */
export function parseDraftEntry(account: number, storageKey: string, value: string | null): Draft | null {
  const own = `${PREFIX}${account}:`;
  if (!storageKey.startsWith(own) || value === null) return null;
  const match = /^([a-z]{2}):(\d+):(.+)$/s.exec(storageKey.slice(own.length));
  if (!match) return null;
  const [, locale, version, key] = match as unknown as [string, string, string, string];
  if (!isLocaleCode(locale)) return null;
  try {
    const stored = JSON.parse(value) as Partial<Stored>;
    if (typeof stored.text !== "string" || typeof stored.baseText !== "string") return null;
    return { key, locale, text: stored.text, baseVersion: Number(version), baseText: stored.baseText, restored: true };
  } catch {
    return null;
  }
}

/** The browser's localStorage, or null where there is none (the server, a locked-down browser). */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

export class DraftStorage {
  /** The entry each cell's draft was last written to (a rebase moves it). */
  private written = new Map<CellId, string>();

  constructor(
    private readonly storage: Storage | null,
    private readonly account: number,
  ) {}

  /** Every draft this account left in this browser. */
  restore(): Draft[] {
    const storage = this.storage;
    if (!storage) return [];
    const drafts: Draft[] = [];
    for (let i = 0; i < storage.length; i++) {
      const name = storage.key(i);
      const draft = name === null ? null : parseDraftEntry(this.account, name, storage.getItem(name));
      if (!name || !draft) continue;
      this.written.set(cellId(draft.key, draft.locale), name);
      drafts.push(draft);
    }
    return drafts;
  }

  /** Keeps a cell's draft (undefined: it was saved or discarded, so its entry goes). */
  write = (id: CellId, draft: Draft | undefined): void => {
    const storage = this.storage;
    if (!storage) return;
    const before = this.written.get(id);
    const name = draft ? draftStorageKey(this.account, draft) : undefined;
    try {
      if (before && before !== name) storage.removeItem(before);
      if (draft && name) {
        const stored: Stored = { text: draft.text, baseText: draft.baseText };
        storage.setItem(name, JSON.stringify(stored));
        this.written.set(id, name);
      } else this.written.delete(id);
    } catch {
      // Storage full or refused: the draft stays in memory, and leaving still asks first.
    }
  };
}
