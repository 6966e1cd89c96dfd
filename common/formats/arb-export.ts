import { pluralTagOf } from "../icu/plural-categories.ts";
import type { LocaleCode } from "../locales.ts";

export interface ArbExportEntry {
  key: string;
  text: string;
  description: string;
}

/**
 * Flutter ARB of one locale: `@@locale` first (common/locale-table.ts `pluralTag`: cs, sl,
 * sr-Latn), then each key followed by its `@key` with the description when it has one;
 * 2-space JSON ending with a newline, written by hand so integer-like keys keep their place.
 * Keys are written as they are: Flutter's gen-l10n wants Dart identifiers, and the product's
 * keys have dots (`home.title`), so a Flutter project must map them itself.
 */
export function exportArb(entries: Iterable<ArbExportEntry>, locale: LocaleCode): string {
  const members = [`  "@@locale": ${JSON.stringify(pluralTagOf(locale))}`];
  for (const { key, text, description } of entries) {
    members.push(`  ${JSON.stringify(key)}: ${JSON.stringify(text)}`);
    if (description !== "") {
      members.push(`  ${JSON.stringify(`@${key}`)}: {\n    "description": ${JSON.stringify(description)}\n  }`);
    }
  }
  return `{\n${members.join(",\n")}\n}\n`;
}
