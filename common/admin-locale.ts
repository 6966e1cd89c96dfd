/**
 * The admin's own language (docs/decisions/0087-the-admin-speaks-ten-languages.md): the locale
 * its words are shown in, independent of the locales a translator works in. The admin's
 * messages are keys of the store's `admin` namespace, whose source is English whatever
 * `SOURCE_LOCALE` says for the site.
 */
import type { CompiledBundle } from "./icu/types.ts";
import { isLocaleCode, LOCALE_CODES, type LocaleCode, localeInfo } from "./locales.ts";
import { acceptableLocales } from "./negotiate.ts";

/** The store's namespace of the admin's messages: `admin.editor.save` is the editor's Save. */
export const ADMIN_NAMESPACE = "admin";

/** What the admin's messages are written in and translated from, whatever the site's source locale. */
export const ADMIN_SOURCE_LOCALE: LocaleCode = "en";

/** Whether the key `name` is one of the admin's messages (`admin.common.save`), not the site's. */
export function isAdminKey(name: string): boolean {
  return name.startsWith(`${ADMIN_NAMESPACE}.`) || name === ADMIN_NAMESPACE;
}

/**
 * The locale the key `name` is translated from and its other cells are checked against
 * (docs/decisions/0088-the-admins-messages-in-the-store.md): English for the admin's messages,
 * the site's source locale (`SOURCE_LOCALE`) for every other key. Every check, suggestion and
 * machine translation that needs "the source" of a key asks this.
 */
export function sourceLocaleFor(site: LocaleCode, name: string): LocaleCode {
  return isAdminKey(name) ? ADMIN_SOURCE_LOCALE : site;
}

/**
 * The development pseudo-locale: English with accented letters, a third longer, in brackets
 * (`[Šåvé·····]`). Offered only where `PSEUDO_LOCALE` is on (local runs and the tests).
 */
export const PSEUDO_LOCALE = "en-XA";

export type AdminLocale = LocaleCode | typeof PSEUDO_LOCALE;

/** The cookie the sign-in page's language menu sets (a preference, so readable by scripts; a year). */
export const ADMIN_LOCALE_COOKIE = "admin_lang";
export const ADMIN_LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Whether `value` is an admin locale; the pseudo-locale only when `pseudo` is on. */
export function isAdminLocale(value: unknown, pseudo = false): value is AdminLocale {
  return isLocaleCode(value) || (pseudo && value === PSEUDO_LOCALE);
}

/** The locales the admin is offered, in the locale table's order; the pseudo-locale last when on. */
export function adminLocales(pseudo = false): AdminLocale[] {
  return pseudo ? [...LOCALE_CODES, PSEUDO_LOCALE] : [...LOCALE_CODES];
}

/**
 * The admin's locale: the account's own setting, else the sign-in page's choice (a cookie),
 * else the browser's Accept-Language (the site's negotiation, RFC 9110 q-values), else English.
 * A stored value that is no longer offered (the pseudo-locale once it is off) is skipped.
 */
export function negotiateAdminLocale(input: {
  setting?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
  pseudo?: boolean;
}): AdminLocale {
  const pseudo = input.pseudo ?? false;
  if (isAdminLocale(input.setting, pseudo)) return input.setting;
  if (isAdminLocale(input.cookie, pseudo)) return input.cookie;
  return acceptableLocales(input.acceptLanguage)[0] ?? ADMIN_SOURCE_LOCALE;
}

/** The store's locale whose messages a locale shows: the pseudo-locale is made from English. */
export function storeLocaleOf(locale: AdminLocale): LocaleCode {
  return locale === PSEUDO_LOCALE ? ADMIN_SOURCE_LOCALE : locale;
}

/** The tag `Intl` formats dates, numbers, plurals and lists with (Serbian in Latin script). */
export function adminIntlTag(locale: AdminLocale): string {
  return localeInfo(storeLocaleOf(locale)).pluralTag;
}

/** The tag of the `lang` attribute for text in that locale (Serbian as written here: `sr-Latn`). */
export function adminLangTag(locale: AdminLocale): string {
  return locale === PSEUDO_LOCALE ? PSEUDO_LOCALE : localeInfo(locale).pluralTag;
}

/**
 * A locale's own name, for the language menus ("Polski"); the pseudo-locale's is in itself too,
 * accented and in brackets, so its menus pass the pseudo-locale's own check (test/e2e/admin-pseudo.spec.ts).
 */
export function adminLocaleName(locale: AdminLocale): string {
  return locale === PSEUDO_LOCALE ? "[Pšéûðö·· (en-XA)]" : localeInfo(locale).name;
}

/** The admin's messages of a page: its locale's, and English under them. */
export interface AdminMessageBundle {
  locale: AdminLocale;
  current: CompiledBundle;
  fallback: CompiledBundle;
}
