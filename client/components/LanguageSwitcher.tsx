import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { LOCALES, type LocaleCode, localeChoicePath, localePath, splitLocalePath } from "../../common/locales";
import { useI18n } from "../i18n/I18nProvider";
import { storeLocale } from "../i18n/locale-cookie";

/**
 * The same page in each locale, in its native name, the current one marked.
 * Plain links, so it works without JavaScript: Slovenčina links to `/sk…`,
 * which the worker answers with a 301 to the unprefixed page and stores sk as
 * the choice — so `/` stops redirecting (the @nuxtjs/i18n bug #3386).
 * With JavaScript the click stores the choice and navigates client-side.
 */
export function LanguageSwitcher() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { rest } = splitLocalePath(pathname);

  const choose = (code: LocaleCode) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    storeLocale(code);
    navigate(localePath(code, rest) + search);
  };

  return (
    <nav className="language-switcher" aria-label={t("nav.language")}>
      <ul>
        {LOCALES.map((l) => (
          <li key={l.code}>
            <a
              href={localeChoicePath(l.code, rest) + search}
              hrefLang={l.tag}
              lang={l.tag}
              aria-current={l.code === locale ? "page" : undefined}
              onClick={choose(l.code)}
            >
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
