import { localeCookie, readLocaleCookie } from "../../common/cookies";
import type { LocaleCode } from "../../common/locales";

/** Stores the visitor's locale in the browser, only when it changes (as the worker does). */
export function storeLocale(code: LocaleCode): void {
  if (readLocaleCookie(document.cookie) === code) return;
  // biome-ignore lint/suspicious/noDocumentCookie: built by localeCookie(); the Cookie Store API is not in every browser yet.
  document.cookie = localeCookie(code, location.protocol === "https:");
}
