import { PageSeo } from "../../components/Seo";
import { useI18n } from "../../i18n/I18nProvider";

export function PricingPage() {
  const { t } = useI18n();
  const title = `${t("pricing.title")} · ${t("site.name")}`;
  return (
    <article className="page page-pricing">
      <title>{title}</title>
      <PageSeo page="pricing" title={title} description={t("pricing.lead")} />
      <h1>{t("pricing.title")}</h1>
      <p className="lead">{t("pricing.lead")}</p>
    </article>
  );
}
