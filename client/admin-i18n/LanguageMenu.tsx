import { useLocation } from "react-router";
import { adminLangTag, adminLocaleName, adminLocales } from "../../common/admin-locale";
import { useAppConfig } from "../lib/app-config";
import { useAdminI18n } from "./AdminI18nProvider";

/**
 * The sign-in page's language menu (docs/decisions/0087): plain links to the same page with
 * `?lang=`, which the worker remembers in a cookie, so it works before JavaScript has loaded.
 * Each language is named in itself, in its own `lang`.
 */
export function LanguageMenu() {
  const { t, locale } = useAdminI18n();
  const { admin } = useAppConfig();
  const { pathname } = useLocation();
  return (
    <nav className="language-menu" aria-label={t("common.language")}>
      <ul>
        {adminLocales(admin?.pseudo ?? false).map((code) => (
          <li key={code}>
            <a
              href={`${pathname}?lang=${encodeURIComponent(code)}`}
              lang={adminLangTag(code)}
              hrefLang={adminLangTag(code)}
              aria-current={code === locale ? "true" : undefined}
            >
              {adminLocaleName(code)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
