import type { IconName } from "../../../common/icons";
import { InlineIcon } from "../../components/InlineIcon";
import { PageSeo } from "../../components/Seo";
import { useI18n } from "../../i18n/I18nProvider";

/** The features, in the order the page lists them; each one's words are `features.items.<id>.*`. */
const FEATURES: readonly { id: string; icon: IconName }[] = [
  { id: "languages", icon: "lucide:languages" },
  { id: "editor", icon: "lucide:pencil" },
  { id: "preview", icon: "lucide:eye" },
  { id: "history", icon: "lucide:history" },
  { id: "import", icon: "lucide:upload" },
  { id: "security", icon: "lucide:lock" },
];

export function FeaturesPage() {
  const { t } = useI18n();
  return (
    <article className="page page-features">
      <PageSeo page="features" heading={t("features.title")} description={t("features.meta.description")} />
      <h1>{t("features.title")}</h1>
      <p className="lead">{t("features.lead")}</p>
      <ul className="cards feature-list">
        {FEATURES.map(({ id, icon }) => (
          <li key={id} className="card">
            <h2 className="card-title">
              <span className="card-icon">
                <InlineIcon name={icon} />
              </span>
              {t(`features.items.${id}.title`)}
            </h2>
            <p>{t(`features.items.${id}.text`)}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
