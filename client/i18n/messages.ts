import rosetta from "rosetta";
import { DEFAULT_LOCALE, type LocaleCode, localeInfo } from "../../common/locales";
import { PLURAL_CATEGORIES } from "../../common/plurals";

/** A locale's messages: nested objects whose leaves are strings. */
export type Messages = { [key: string]: string | Messages };

/** The messages a page needs: the fallback (sk) and, for other locales, the chosen one. */
export interface MessageBundle {
  locale: LocaleCode;
  fallback: Messages;
  current?: Messages;
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;

const PLURAL_CATEGORY_SET = new Set<string>(PLURAL_CATEGORIES);

function lookup(tree: Messages | undefined, key: string): string | Messages | undefined {
  let node: string | Messages | undefined = tree;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return node;
}

/** A message object whose keys are all CLDR plural categories (`one`, `few`, `other`…). */
function isPluralForms(node: string | Messages | undefined): node is Messages {
  return typeof node === "object" && "other" in node && Object.keys(node).every((k) => PLURAL_CATEGORY_SET.has(k));
}

/**
 * A translator for one bundle: the chosen locale's text, else the fallback's,
 * else the key itself (only reachable when a key is missing from sk too).
 * Messages interpolate `{{name}}` (rosetta). A message given as plural forms
 * (`{ one, few, other }`) is chosen by `Intl.PluralRules` for `params.count`;
 * numeric params are formatted with `Intl.NumberFormat`, both in the locale's tag.
 */
export function createTranslator(bundle: MessageBundle): Translate {
  const i18n = rosetta<Messages>({ [DEFAULT_LOCALE]: bundle.fallback });
  if (bundle.current) i18n.set(bundle.locale, bundle.current);
  // Numbers follow the visitor's locale; plural forms follow the language the text is in.
  const numbers = new Intl.NumberFormat(localeInfo(bundle.locale).pluralTag);
  const plurals = (lang: LocaleCode) => new Intl.PluralRules(localeInfo(lang).pluralTag);

  const format = (params: Record<string, unknown> | undefined) =>
    params &&
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === "number" ? numbers.format(v) : v]));

  const resolve = (lang: LocaleCode, tree: Messages | undefined, key: string, params?: Record<string, unknown>) => {
    const node = lookup(tree, key);
    if (typeof node === "string") return i18n.t(key, format(params), lang);
    if (isPluralForms(node)) {
      const count = Number(params?.count);
      const category = Number.isFinite(count) ? plurals(lang).select(count) : "other";
      const form = category in node ? category : "other";
      return i18n.t(`${key}.${form}`, format(params), lang);
    }
    return "";
  };

  return (key, params) =>
    (bundle.current && resolve(bundle.locale, bundle.current, key, params)) ||
    resolve(DEFAULT_LOCALE, bundle.fallback, key, params) ||
    key;
}
