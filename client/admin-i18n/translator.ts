import type { ReactNode } from "react";
import { Children } from "react";
import {
  ADMIN_NAMESPACE,
  ADMIN_SOURCE_LOCALE,
  type AdminLocale,
  type AdminMessageBundle,
  adminIntlTag,
  adminLangTag,
  PSEUDO_LOCALE,
} from "../../common/admin-locale";
import { type FormatValues, formatParts, type TagFunction } from "../../common/icu/format";
import { type CompiledBundle, messageOf } from "../../common/icu/types";
import { type LocaleCode, localeInfo } from "../../common/locales";
import { accent } from "../../common/pseudo-locale";
import type { AdminKey } from "./keys";

/** Values for `rich`: arguments, and rich-text tags as functions (`b: (chunks) => <b>{chunks}</b>`). */
export type AdminRichValues = Record<string, unknown | TagFunction<ReactNode>>;

/**
 * The admin's words in its locale (docs/decisions/0087). Every string the admin shows is a
 * message of `locales/admin/<locale>/<area>.json`, named here without the `admin.` prefix of its
 * key in the store: `t("common.save")`. Dates, numbers, relative times and lists go through `Intl`
 * in the same locale; nothing is assembled by concatenation.
 */
export interface AdminI18n {
  locale: AdminLocale;
  /** For `lang` attributes. */
  lang: string;
  /** The tag `Intl` formats with. */
  tag: string;
  t: (key: AdminKey, values?: FormatValues) => string;
  rich: (key: AdminKey, values?: AdminRichValues) => ReactNode;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** A date (`28. 11. 2026`); `options` as Intl.DateTimeFormat's, `{ dateStyle: "medium" }` unless given. */
  date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) => string;
  /** A date and time, `{ dateStyle: "medium", timeStyle: "short" }` unless given. */
  dateTime: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) => string;
  /** "in 3 days", "yesterday": Intl.RelativeTimeFormat with `numeric: "auto"`. */
  relative: (value: number, unit: Intl.RelativeTimeFormatUnit) => string;
  /** "Polish, Czech and German": Intl.ListFormat. */
  list: (items: readonly string[], type?: Intl.ListFormatType) => string;
  /** A locale's name in the admin's language ("polski", "Polish"); for a locale code of the site. */
  localeName: (code: LocaleCode) => string;
}

function memo<K, V>(create: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    let hit = cache.get(key);
    if (hit === undefined) {
      hit = create(key);
      cache.set(key, hit);
    }
    return hit;
  };
}

/** Parts as React children: `Children.toArray` keys the elements of tag functions by position. */
function toNode(parts: Array<string | ReactNode>): ReactNode {
  if (parts.length <= 1) return parts[0] ?? "";
  return Children.toArray(parts);
}

export function createAdminI18n(bundle: AdminMessageBundle): AdminI18n {
  const tag = adminIntlTag(bundle.locale);
  const chain: Array<[string, CompiledBundle]> = [
    [tag, bundle.current],
    [adminIntlTag(ADMIN_SOURCE_LOCALE), bundle.fallback],
  ];
  function resolve<T>(key: string, values: FormatValues | undefined): Array<string | T> {
    const full = `${ADMIN_NAMESPACE}.${key}`;
    for (const [language, messages] of chain) {
      const message = messageOf(messages, full);
      if (message === undefined) continue;
      try {
        return formatParts<T>(messages, language, full, message, values);
      } catch {
        // A value the message needs was not given: English may not need it.
      }
    }
    // Never empty: a message nobody wrote shows its name, which the literal test and review catch.
    return [key];
  }
  const numbers = memo((options: string) => new Intl.NumberFormat(tag, JSON.parse(options)));
  const dates = memo((options: string) => new Intl.DateTimeFormat(tag, JSON.parse(options)));
  const relatives = new Intl.RelativeTimeFormat(tag, { numeric: "auto" });
  const lists = memo((type: Intl.ListFormatType) => new Intl.ListFormat(tag, { type }));
  const names = new Intl.DisplayNames([tag], { type: "language" });
  const asDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));
  // The pseudo-locale shows what `Intl` words too as not English: dates, lists, names in brackets.
  const words = bundle.locale === PSEUDO_LOCALE ? (text: string) => `[${accent(text)}]` : (text: string) => text;
  return {
    locale: bundle.locale,
    lang: adminLangTag(bundle.locale),
    tag,
    t: (key, values) =>
      resolve<unknown>(key, values)
        .map((part) => (typeof part === "string" ? part : String(part)))
        .join(""),
    rich: (key, values) => toNode(resolve<ReactNode>(key, values)),
    number: (value, options = {}) => numbers(JSON.stringify(options)).format(value),
    date: (value, options = { dateStyle: "medium" }) => words(dates(JSON.stringify(options)).format(asDate(value))),
    dateTime: (value, options = { dateStyle: "medium", timeStyle: "short" }) =>
      words(dates(JSON.stringify(options)).format(asDate(value))),
    relative: (value, unit) => words(relatives.format(value, unit)),
    list: (items, type = "conjunction") => words(lists(type).format(items)),
    localeName: (code) => words(names.of(localeInfo(code).tag) ?? localeInfo(code).name),
  };
}
