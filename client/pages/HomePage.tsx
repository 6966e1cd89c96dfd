import type { ReactNode } from "react";
import { LOCALES } from "../../common/locales";
import { PageSeo } from "../components/Seo";
import { useI18n } from "../i18n/I18nProvider";

/** When the site went online (`home.launched`); a fixed date, so SSR and hydration agree. */
const LAUNCHED = Date.UTC(2025, 2, 1);
/** Cities of the edge network serving the site (`home.network`). */
const EDGE_CITIES = 330;

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function HomePage() {
  const { t, rich } = useI18n();
  return (
    <article className="home">
      <title>{`${t("home.title")} · ${t("site.name")}`}</title>
      <PageSeo page="home" title={`${t("home.title")} · ${t("site.name")}`} description={t("home.lead")} />
      <h1>{t("home.title")}</h1>
      <p className="lead">{t("home.lead")}</p>
      <p>{rich("home.body", { b: bold })}</p>
      <p>{t("home.languages", { count: LOCALES.length })}</p>
      <p>
        {t("home.network", { cities: EDGE_CITIES })} {t("home.launched", { date: LAUNCHED })}
      </p>
    </article>
  );
}
