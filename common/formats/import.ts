import { isInvalid } from "../icu/check.ts";
import { importCsv } from "./import-csv.ts";
import { importI18next } from "./import-i18next.ts";
import { importJson } from "./import-json.ts";
import type { ImportEntry, ImportOptions, ImportResult } from "./types.ts";

/** i18next is never guessed: its `{{x}}` is valid literal text in ICU, so the caller names it. */
export const IMPORT_FORMATS = ["json", "nested-json", "csv", "i18next"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export function importFile(format: ImportFormat, text: string, options: ImportOptions): ImportResult {
  if (format === "csv") return importCsv(text, options);
  if (format === "i18next") return importI18next(text, options);
  return importJson(text, options);
}

export type DryRunStatus = "added" | "changed" | "unchanged" | "conflicting" | "invalid";

/**
 * The dry run's verdict per entry: invalid (an error problem), conflicting
 * (the same locale and key with a different text elsewhere in this import),
 * else against the stored text.
 */
export function classifyEntries(
  entries: readonly ImportEntry[],
  stored: (locale: string, key: string) => string | undefined,
): { entry: ImportEntry; status: DryRunStatus }[] {
  const texts = new Map<string, Set<string>>();
  for (const e of entries) {
    const id = `${e.locale}\u0000${e.key}`;
    const set = texts.get(id) ?? new Set();
    set.add(e.text);
    texts.set(id, set);
  }
  return entries.map((entry) => {
    const current = stored(entry.locale, entry.key);
    let status: DryRunStatus;
    if (isInvalid(entry.problems)) status = "invalid";
    else if ((texts.get(`${entry.locale}\u0000${entry.key}`)?.size ?? 0) > 1) status = "conflicting";
    else if (current === undefined) status = "added";
    else status = current === entry.text ? "unchanged" : "changed";
    return { entry, status };
  });
}
