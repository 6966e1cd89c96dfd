import { LOCALES } from "../../common/locales";
import { PageSeo } from "../components/Seo";
import { useI18n } from "../i18n/I18nProvider";

export function HomePage() {
  const { t } = useI18n();
  return (
    <article className="home">
      <title>{`${t("home.title")} · ${t("site.name")}`}</title>
      <PageSeo path="/" />
      <h1>{t("home.title")}</h1>
      <p className="lead">{t("home.lead")}</p>
      <p>{t("home.body")}</p>
      <p>{t("home.languages", { count: LOCALES.length })}</p>
    </article>
  );
}
