import { isInvalid } from "../checks/severity.ts";
import type { Format } from "../contracts/formats.ts";
import { importAndroid } from "./android-import.ts";
import { importArb } from "./arb-import.ts";
import { importCsv } from "./import-csv.ts";
import { importI18next } from "./import-i18next.ts";
import { importJson } from "./import-json.ts";
import { importPo } from "./po-import.ts";
import type { ParsedEntry, ParseOptions, ParseResult } from "./types.ts";
import { importXcstrings } from "./xcstrings-import.ts";
import { importXliff } from "./xliff-import.ts";

/**
 * The reader of each format of common/contracts/formats.ts (the one list of formats). i18next is
 * never guessed: its `{{x}}` is valid literal text in ICU, so the caller names it.
 */
export const PARSERS: Record<Format, (text: string, options: ParseOptions) => ParseResult> = {
  json: importJson,
  "nested-json": importJson,
  csv: importCsv,
  i18next: importI18next,
  xliff: importXliff,
  po: importPo,
  arb: importArb,
  android: importAndroid,
  xcstrings: importXcstrings,
};

/** One file's text read into entries (checked ICU messages) and errors. */
export function parseFile(format: Format, text: string, options: ParseOptions): ParseResult {
  return PARSERS[format](text, options);
}

export type DryRunStatus = "added" | "changed" | "unchanged" | "conflicting" | "invalid";

/**
 * The dry run's verdict per entry: invalid (an error problem), conflicting
 * (the same locale and key with a different text elsewhere in this import),
 * else against the stored text.
 */
export function classifyEntries(
  entries: readonly ParsedEntry[],
  stored: (locale: string, key: string) => string | undefined,
): { entry: ParsedEntry; status: DryRunStatus }[] {
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
