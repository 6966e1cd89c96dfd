import type { ReactNode } from "react";
import { isChromeKey } from "../../../common/key-usage";
import { type LocaleCode, localeInfo } from "../../../common/locales";
import { type PageId, pageUrlPath } from "../../../common/pages";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminKey } from "../../admin-i18n/keys";
import { Icon } from "../../components/Icon";
import "./key-usage.css";

/** The public pages by the names the admin knows them, in the admin's language. */
const PAGE_NAMES: Readonly<Record<PageId, AdminKey>> = {
  home: "keyDialog.usage.pages.home",
  features: "keyDialog.usage.pages.features",
  pricing: "keyDialog.usage.pages.pricing",
  about: "keyDialog.usage.pages.about",
  news: "keyDialog.usage.pages.news",
};

/**
 * Where visitors see a key (common/key-usage.ts, as the list API answers it): each page as a link
 * that opens it in `locale` (the preview's language) in a new tab, or that no page shows it.
 */
export function KeyUsage({ name, pages, locale }: { name: string; pages: readonly PageId[]; locale: LocaleCode }) {
  const { t, rich } = useAdminI18n();
  const language = localeInfo(locale).name;
  return (
    <section className="key-usage" aria-labelledby="key-usage-title">
      <h3 id="key-usage-title">{t("keyDialog.usage.title")}</h3>
      {pages.length === 0 ? (
        <p>{t("keyDialog.usage.unused")}</p>
      ) : (
        <>
          <p className="key-usage-note">
            {isChromeKey(name) && <>{t("keyDialog.usage.chrome")} </>}
            {rich("keyDialog.usage.linksOpen", {
              language,
              locale,
              lang: (chunks: ReactNode[]) => <span lang={localeInfo(locale).tag}>{chunks}</span>,
            })}
          </p>
          <ul className="key-usage-pages">
            {pages.map((id) => (
              <li key={id}>
                <a
                  href={pageUrlPath(id, locale)}
                  target="_blank"
                  rel="noopener"
                  aria-label={t("keyDialog.usage.linkLabel", { page: t(PAGE_NAMES[id]), language })}
                >
                  {t(PAGE_NAMES[id])} <Icon name="lucide:external-link" />
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
