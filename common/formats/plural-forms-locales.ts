import { pluralTagOf } from "../icu/plural-categories.ts";
import type { LocaleCode } from "../locales.ts";

/**
 * The `Plural-Forms` header our PO export writes per locale: CLDR's rules for whole numbers
 * (gettext's `n` is an unsigned long, so fraction categories have no form: cs/sk `many`,
 * pl/ru `other`). The forms are in CLDR's order; test/unit/formats-po-plural.test.ts evaluates
 * each header and maps it back to the categories.
 */
const ONE_FEW_REST = "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)";
const ONE_OTHER = "nplurals=2; plural=(n != 1);";
const WEST_SLAVIC = "nplurals=3; plural=(n==1 ? 0 : n>=2 && n<=4 ? 1 : 2);";

/** By CLDR plural tag (common/locale-table.ts `pluralTag`), so a new locale of a known language needs nothing here. */
const BY_TAG: Record<string, string> = {
  sk: WEST_SLAVIC,
  en: ONE_OTHER,
  cs: WEST_SLAVIC,
  hr: `nplurals=3; plural=${ONE_FEW_REST};`,
  pl: "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
  hu: ONE_OTHER,
  sl: "nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);",
  "sr-Latn": `nplurals=3; plural=${ONE_FEW_REST};`,
  de: ONE_OTHER,
  ru: `nplurals=3; plural=${ONE_FEW_REST};`,
};

/**
 * A language without a header here gets one form: every plural of it is then written as one
 * ICU msgstr, which stays exact (docs in common/formats/po-export.ts).
 */
export function pluralFormsOf(locale: LocaleCode): string {
  return BY_TAG[pluralTagOf(locale)] ?? "nplurals=1; plural=0;";
}
