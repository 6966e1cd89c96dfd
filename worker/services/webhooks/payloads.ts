import type { LocaleCode } from "../../../common/locales";
import { keyList, type WebhookData } from "./events";

/**
 * The data of the import events, built here so the import use-case and the undo each hook in
 * with one line (docs/webhooks.md lists every event's fields).
 */

interface ImportFacts {
  importId: number | null;
  actor: string;
  format: string;
  locales: LocaleCode[];
  written: number;
  counts: Record<string, number>;
  /** The keys whose translations the import changed. */
  changedKeys: string[];
}

export function importApplied(facts: ImportFacts): WebhookData {
  const { changedKeys, importId, ...rest } = facts;
  const links: Record<string, string> = importId ? { undo: `/api/admin/translations/imports/${importId}/undo` } : {};
  return { importId, ...rest, ...keyList([...new Set(changedKeys)]), links };
}

export function importUndone(importId: number, undoneBy: string, restored: number, removedKeys: number): WebhookData {
  return {
    importId,
    undoneBy,
    restored,
    removedKeys,
    links: { import: `/api/admin/translations/imports/${importId}/undo` },
  };
}
