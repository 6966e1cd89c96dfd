import { useI18n } from "../i18n/I18nProvider";

export function HomePage() {
  const { t } = useI18n();
  return (
    <article className="home">
      <title>{`${t("home.title")} · ${t("site.name")}`}</title>
      <h1>{t("home.title")}</h1>
      <p className="lead">{t("home.lead")}</p>
      <p>{t("home.body")}</p>
    </article>
  );
}
