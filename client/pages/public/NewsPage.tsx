import { PageSeo } from "../../components/Seo";
import { useI18n } from "../../i18n/I18nProvider";

export function NewsPage() {
  const { t } = useI18n();
  const title = `${t("news.title")} · ${t("site.name")}`;
  return (
    <article className="page page-news">
      <title>{title}</title>
      <PageSeo page="news" title={title} description={t("news.lead")} />
      <h1>{t("news.title")}</h1>
      <p className="lead">{t("news.lead")}</p>
    </article>
  );
}
