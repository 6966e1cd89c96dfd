import { useLocation } from "react-router";
import { LOCALES, localeChoicePath, splitLocalePath } from "../../common/locales";
import { pageRest } from "../../common/pages";
import { useI18n } from "../i18n/I18nProvider";
import { useCurrentPage } from "../lib/current-page";

/**
 * The same page in each locale, in its native name, the current one marked: at the page's
 * localised path (`/de/preise` → `/en/pricing`); pages outside the page table (the 404 page)
 * keep their path and query. Plain links, with or without JavaScript: Slovenčina links to
 * `/sk…`, which the worker answers with a 301 to the unprefixed page and stores sk as the
 * choice — so `/` stops redirecting (the @nuxtjs/i18n bug #3386); a prefixed page stores its
 * own locale once loaded (client/public-entry.tsx).
 */
export function LanguageSwitcher() {
  const { t, locale } = useI18n();
  const { pathname, search } = useLocation();
  const page = useCurrentPage();
  const { rest } = splitLocalePath(pathname);

  return (
    <nav className="language-switcher" aria-label={t("nav.language")}>
      <ul>
        {LOCALES.map((l) => (
          <li key={l.code}>
            <a
              href={page ? localeChoicePath(l.code, pageRest(page, l.code)) : localeChoicePath(l.code, rest) + search}
              hrefLang={l.tag}
              lang={l.tag}
              aria-current={l.code === locale ? "page" : undefined}
            >
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
