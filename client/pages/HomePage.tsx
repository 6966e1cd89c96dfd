import type { ReactNode } from "react";
import { LOCALES } from "../../common/locales";
import { pageUrlPath } from "../../common/pages";
import { PageSeo } from "../components/Seo";
import { useI18n } from "../i18n/I18nProvider";

/** When the site went online (`home.launched`); a fixed date, so SSR and hydration agree. */
const LAUNCHED = Date.UTC(2025, 2, 1);
/** Cities of the edge network serving the site (`home.network`). */
const EDGE_CITIES = 330;

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function HomePage() {
  const { t, rich, locale } = useI18n();
  const highlights = [
    { id: "edge", title: t("home.highlights.edge.title"), text: t("home.highlights.edge.text") },
    { id: "languages", title: t("home.highlights.languages.title"), text: t("home.highlights.languages.text") },
    { id: "editor", title: t("home.highlights.editor.title"), text: t("home.highlights.editor.text") },
  ];
  return (
    <article className="home">
      <PageSeo page="home" heading={t("home.title")} description={t("home.meta.description")} />
      <header className="hero">
        <h1>{t("home.title")}</h1>
        <p className="lead">{t("home.lead")}</p>
        <p>{rich("home.body", { b: bold })}</p>
        <p className="actions">
          <a className="button-primary" href={pageUrlPath("features", locale)}>
            {t("home.cta.features")}
          </a>
          <a className="button-quiet" href={pageUrlPath("pricing", locale)}>
            {t("home.cta.pricing")}
          </a>
        </p>
      </header>
      <section aria-labelledby="home-highlights">
        <h2 id="home-highlights">{t("home.highlights.title")}</h2>
        <ul className="cards">
          {highlights.map((h) => (
            <li key={h.id} className="card">
              <h3>{h.title}</h3>
              <p>{h.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-facts">
        <h2 id="home-facts">{t("home.facts")}</h2>
        <ul className="facts">
          <li>{t("home.languages", { count: LOCALES.length })}</li>
          <li>{t("home.network", { cities: EDGE_CITIES })}</li>
          <li>{t("home.launched", { date: LAUNCHED })}</li>
        </ul>
      </section>
    </article>
  );
}
