import { DEFAULT_LOCALE, type LocaleCode } from "../../common/locales";
import type { MessageBundle, Messages } from "../i18n/messages";
import type { AppConfig } from "./app-config";
import type { DataSource } from "./data-source";

/** Reads one cookie from `document.cookie` (the locale cookie is not HttpOnly: it is a preference). */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The browser's data source: messages over the HTTP API, fetched once per
 * locale and page life; the bundle the server rendered with is known already.
 */
export function createBrowserDataSource(config: AppConfig, rendered?: MessageBundle): DataSource {
  const cache = new Map<LocaleCode, Promise<Messages>>();
  if (rendered) {
    cache.set(DEFAULT_LOCALE, Promise.resolve(rendered.fallback));
    if (rendered.current) cache.set(rendered.locale, Promise.resolve(rendered.current));
  }
  return {
    messages(locale) {
      let pending = cache.get(locale);
      if (!pending) {
        pending = fetch(`${config.apiPath}/i18n/${locale}`).then((res) => {
          if (!res.ok) throw new Error(`messages of ${locale}: HTTP ${res.status}`);
          return res.json() as Promise<Messages>;
        });
        pending.catch(() => cache.delete(locale));
        cache.set(locale, pending);
      }
      return pending;
    },
    cookie: (name) => readCookie(document.cookie, name),
  };
}
