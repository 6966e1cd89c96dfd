import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ReactNode } from "react";
import { AdminI18nProvider } from "../../client/admin-i18n/AdminI18nProvider";
import { ADMIN_NAMESPACE, type AdminLocale, type AdminMessageBundle, storeLocaleOf } from "../../common/admin-locale";
import { flatten, type Nested } from "../../common/flatten";
import { compileBundle } from "../../common/icu/compile";
import type { CompiledBundle } from "../../common/icu/types";
import type { LocaleCode } from "../../common/locales";
import { pseudoBundle } from "../../common/pseudo-locale";

/** `locales/admin/<code>/<area>.json` as the store names them: `admin.<area>.<path>` → text. */
export function adminSeedTexts(code: LocaleCode): Record<string, string> {
  const dir = join("locales", "admin", code);
  const nested: Nested = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    nested[file.slice(0, -".json".length)] = JSON.parse(readFileSync(join(dir, file), "utf8")) as Nested;
  }
  return flatten(nested, ADMIN_NAMESPACE);
}

function compiled(code: LocaleCode): CompiledBundle {
  return compileBundle(Object.entries(adminSeedTexts(code))).messages;
}

/** The admin's seed messages of a locale as a page gets them (English under them). */
export function adminSeedBundle(locale: AdminLocale = "en"): AdminMessageBundle {
  const fallback = compiled("en");
  const store = storeLocaleOf(locale);
  const current = locale === "en-XA" ? pseudoBundle(fallback) : store === "en" ? fallback : compiled(store);
  return { locale, current, fallback };
}

/** A component under the admin's messages of `locale` (English unless given), for renderToStaticMarkup. */
export function withAdminI18n(node: ReactNode, locale: AdminLocale = "en"): ReactNode {
  return <AdminI18nProvider bundle={adminSeedBundle(locale)}>{node}</AdminI18nProvider>;
}
