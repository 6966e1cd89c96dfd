import { PageSeo } from "../../components/Seo";
import { useI18n } from "../../i18n/I18nProvider";

export function AboutPage() {
  const { t } = useI18n();
  const title = `${t("about.title")} · ${t("site.name")}`;
  return (
    <article className="page page-about">
      <title>{title}</title>
      <PageSeo page="about" title={title} description={t("about.lead")} />
      <h1>{t("about.title")}</h1>
      <p className="lead">{t("about.lead")}</p>
    </article>
  );
}
