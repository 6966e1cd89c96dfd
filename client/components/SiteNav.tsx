import { PAGES, pageUrlPath } from "../../common/pages";
import { useI18n } from "../i18n/I18nProvider";
import { useCurrentPage } from "../lib/current-page";

/**
 * Links to the public pages in the current locale, at their localised paths (`/de/preise`),
 * the page being shown marked `aria-current="page"`. The header's and the footer's navigation;
 * each names itself (`label`), since a page has two.
 */
export function SiteNav({ label, className }: { label: string; className: string }) {
  const { t, locale } = useI18n();
  const current = useCurrentPage();
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {PAGES.map(({ id }) => (
          <li key={id}>
            <a href={pageUrlPath(id, locale)} aria-current={id === current ? "page" : undefined}>
              {t(`nav.${id}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
