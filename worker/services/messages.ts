import type { Messages } from "../../client/i18n/messages";
import type { LocaleCode } from "../../common/locales";
import cz from "../../locales/cz.json";
import de from "../../locales/de.json";
import en from "../../locales/en.json";
import hr from "../../locales/hr.json";
import hu from "../../locales/hu.json";
import pl from "../../locales/pl.json";
import rs from "../../locales/rs.json";
import ru from "../../locales/ru.json";
import si from "../../locales/si.json";
import sk from "../../locales/sk.json";
import type { Bindings } from "../env";
import { createBundleReader } from "./translations/bundles";

/**
 * Where the worker gets a locale's messages (without the fallback merged in).
 * Pages and the API know only this interface; `messageSource` picks the implementation.
 */
export interface MessageSource {
  get(locale: LocaleCode): Promise<Messages>;
}

/** The seed messages of `locales/`, bundled into the worker at build time. */
export const BUNDLED_MESSAGES: Readonly<Record<LocaleCode, Messages>> = { sk, en, cz, hr, pl, hu, si, rs, de, ru };

export const bundledMessageSource: MessageSource = {
  get: async (locale) => BUNDLED_MESSAGES[locale],
};

/**
 * The message source of a request: D1 (the source of truth) through the KV
 * cache, degrading to the bundled messages. One per request.
 */
export function messageSource(env: Bindings, waitUntil: (promise: Promise<unknown>) => void): MessageSource {
  const read = createBundleReader({
    db: env.DB,
    kv: env.CACHE,
    waitUntil,
    bundled: (locale) => BUNDLED_MESSAGES[locale],
  });
  return { get: read };
}
