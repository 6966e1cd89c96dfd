import { PageSeo } from "../../components/Seo";
import { useI18n } from "../../i18n/I18nProvider";

export function FeaturesPage() {
  const { t } = useI18n();
  const title = `${t("features.title")} · ${t("site.name")}`;
  return (
    <article className="page page-features">
      <title>{title}</title>
      <PageSeo page="features" title={title} description={t("features.lead")} />
      <h1>{t("features.title")}</h1>
      <p className="lead">{t("features.lead")}</p>
    </article>
  );
}
