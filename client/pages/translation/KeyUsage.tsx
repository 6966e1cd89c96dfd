import { isChromeKey } from "../../../common/key-usage";
import { type LocaleCode, localeInfo } from "../../../common/locales";
import { type PageId, pageUrlPath } from "../../../common/pages";
import { Icon } from "../../components/Icon";
import "./key-usage.css";

/** The public pages by the names the admin (who speaks English) knows them. */
export const PAGE_NAMES: Readonly<Record<PageId, string>> = {
  home: "Home",
  features: "Features",
  pricing: "Pricing",
  about: "About",
  news: "News",
};

/**
 * Where visitors see a key (common/key-usage.ts, as the list API answers it): each page as a link
 * that opens it in `locale` (the preview's language) in a new tab, or that no page shows it.
 */
export function KeyUsage({ name, pages, locale }: { name: string; pages: readonly PageId[]; locale: LocaleCode }) {
  const language = localeInfo(locale).name;
  return (
    <section className="key-usage" aria-labelledby="key-usage-title">
      <h3 id="key-usage-title">Used on</h3>
      {pages.length === 0 ? (
        <p>Not used on any page: the site's pages never show this key, and visitors do not get it.</p>
      ) : (
        <>
          <p className="key-usage-note">
            {isChromeKey(name) ? "Every page (the site's chrome: name, navigation, footer, errors). " : ""}
            The links open the page in <span lang={localeInfo(locale).tag}>{language}</span> ({locale}), in a new tab.
          </p>
          <ul className="key-usage-pages">
            {pages.map((id) => (
              <li key={id}>
                <a
                  href={pageUrlPath(id, locale)}
                  target="_blank"
                  rel="noopener"
                  aria-label={`${PAGE_NAMES[id]}: view on the page in ${language} (opens in a new tab)`}
                >
                  {PAGE_NAMES[id]} <Icon name="lucide:external-link" />
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
