import rosetta from "rosetta";
import { DEFAULT_LOCALE, type LocaleCode } from "../../common/locales";

/** A locale's messages: nested objects whose leaves are strings. */
export type Messages = { [key: string]: string | Messages };

/** The messages a page needs: the fallback (sk) and, for other locales, the chosen one. */
export interface MessageBundle {
  locale: LocaleCode;
  fallback: Messages;
  current?: Messages;
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * A translator for one bundle: the chosen locale's text, else the fallback's,
 * else the key itself (only reachable when a key is missing from sk too).
 */
export function createTranslator(bundle: MessageBundle): Translate {
  const i18n = rosetta<Messages>({ [DEFAULT_LOCALE]: bundle.fallback });
  if (bundle.current) i18n.set(bundle.locale, bundle.current);
  return (key, params) =>
    (bundle.current && i18n.t(key, params, bundle.locale)) || i18n.t(key, params, DEFAULT_LOCALE) || key;
}
