import { PageSeo } from "../../components/Seo";
import { useI18n } from "../../i18n/I18nProvider";
import { NEWS, newsTime } from "./news";

export function NewsPage() {
  const { t } = useI18n();
  return (
    <div className="page page-news">
      <PageSeo page="news" heading={t("news.title")} description={t("news.meta.description")} />
      <h1>{t("news.title")}</h1>
      <p className="lead">{t("news.lead")}</p>
      <ol className="news-list">
        {NEWS.map(({ id, date }) => (
          <li key={id}>
            <article className="news-entry" aria-labelledby={`news-${id}`}>
              <h2 id={`news-${id}`}>{t(`news.items.${id}.title`)}</h2>
              <p className="news-date">
                <time dateTime={date}>{t("news.date", { date: newsTime(date) })}</time>
              </p>
              <p>{t(`news.items.${id}.summary`)}</p>
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}
