import { Link, useLocation } from "react-router";
import { LOCALES, localePath, splitLocalePath } from "../../common/locales";
import { useI18n } from "../i18n/I18nProvider";

/** Links to the same page in each locale, in its native name; plain links, so it works without JavaScript. */
export function LanguageSwitcher() {
  const { t, locale } = useI18n();
  const { pathname, search } = useLocation();
  const { rest } = splitLocalePath(pathname);
  return (
    <nav className="language-switcher" aria-label={t("nav.language")}>
      <ul>
        {LOCALES.map((l) => (
          <li key={l.code}>
            <Link
              to={localePath(l.code, rest) + search}
              hrefLang={l.tag}
              lang={l.tag}
              aria-current={l.code === locale ? "page" : undefined}
            >
              {l.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
