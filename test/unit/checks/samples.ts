import { runChecks } from "../../../common/checks/run.ts";
import type { LocaleCode } from "../../../common/locales.ts";

/**
 * One real message in each of the ten locales, translated from the English source the way
 * a translator of that language writes it: its own plural forms, its own number format
 * (1,250.5 in en, 1 250,5 in sk, 1.250,5 in de), the same link, address and final "?".
 * Each is clean: no check finds anything (registry.test.ts), so a finding in a check's
 * own test comes from the one change that test makes.
 */
export const SOURCE_LOCALE: LocaleCode = "en";

export const SAMPLES: Record<LocaleCode, string> = {
  en: "Help: https://example.com/help or help@example.com. Delete {count, plural, one {# file} other {# files}} (1,250.5 MB)?",
  sk: "Pomoc: https://example.com/help alebo help@example.com. Odstrániť {count, plural, one {# súbor} few {# súbory} many {# súboru} other {# súborov}} (1 250,5 MB)?",
  cz: "Nápověda: https://example.com/help nebo help@example.com. Smazat {count, plural, one {# soubor} few {# soubory} many {# souboru} other {# souborů}} (1 250,5 MB)?",
  hr: "Pomoć: https://example.com/help ili help@example.com. Izbrisati {count, plural, one {# datoteku} few {# datoteke} other {# datoteka}} (1.250,5 MB)?",
  pl: "Pomoc: https://example.com/help lub help@example.com. Usunąć {count, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}} (1 250,5 MB)?",
  hu: "Súgó: https://example.com/help vagy help@example.com. Törli a(z) {count, plural, one {# fájlt} other {# fájlt}} (1 250,5 MB)?",
  si: "Pomoč: https://example.com/help ali help@example.com. Izbrišem {count, plural, one {# datoteko} two {# datoteki} few {# datoteke} other {# datotek}} (1.250,5 MB)?",
  rs: "Pomoć: https://example.com/help ili help@example.com. Izbrisati {count, plural, one {# datoteku} few {# datoteke} other {# datoteka}} (1.250,5 MB)?",
  de: "Hilfe: https://example.com/help oder help@example.com. {count, plural, one {# Datei} other {# Dateien}} löschen (1.250,5 MB)?",
  ru: "Справка: https://example.com/help или help@example.com. Удалить {count, plural, one {# файл} few {# файла} many {# файлов} other {# файла}} (1 250,5 МБ)?",
};

export const LOCALE_SAMPLES = Object.entries(SAMPLES) as [LocaleCode, string][];

/** The ten locales but the source's own, each with its sample: what a check compares with the source. */
export const TRANSLATIONS = LOCALE_SAMPLES.filter(([locale]) => locale !== SOURCE_LOCALE);

/** The problems one check finds in `text` as a translation of `source` (the English sample by default). */
export function found(
  code: string,
  text: string,
  locale: LocaleCode,
  options: { source?: string | null; sourceLocale?: LocaleCode; maxLength?: number } = {},
) {
  const sourceText = options.source === undefined ? SAMPLES.en : options.source;
  const source = sourceText === null ? undefined : { text: sourceText, locale: options.sourceLocale ?? SOURCE_LOCALE };
  return runChecks(text, { locale, source, maxLength: options.maxLength }).filter((p) => p.code === code);
}

/** The first word of a text's visible part: what the repeated-word test doubles. */
export const firstWord = (text: string) => /\p{L}+/u.exec(text)?.[0] ?? "";
