import type { ReactNode } from "react";
import { PageSeo } from "../../components/Seo";
import { useI18n } from "../../i18n/I18nProvider";

/** The illustration of the mission (client/public/images), at its drawn size: no layout shift. */
const FIGURE = { src: "/images/about-globe.svg", width: 320, height: 200 } as const;
/** People working on the site (`about.team`). */
const TEAM_SIZE = 7;
/** The contact address; a reserved domain (RFC 2606): the company is fictional. */
const CONTACT_EMAIL = "hello@example.com";
/** What the team cares about, in order: `about.values.<id>.title` and `.text`. */
const VALUES = ["speed", "language", "openness"] as const;

const mailLink = (chunks: ReactNode[]) => <a href={`mailto:${CONTACT_EMAIL}`}>{chunks}</a>;

export function AboutPage() {
  const { t, rich } = useI18n();
  return (
    <article className="page page-about">
      <PageSeo page="about" heading={t("about.title")} description={t("about.meta.description")} />
      <h1>{t("about.title")}</h1>
      <p className="lead">{t("about.lead")}</p>
      <section aria-labelledby="about-mission" className="mission">
        <div>
          <h2 id="about-mission">{t("about.mission.title")}</h2>
          <p>{t("about.mission.text")}</p>
          <p>{t("about.team", { people: TEAM_SIZE })}</p>
        </div>
        <figure>
          <img src={FIGURE.src} width={FIGURE.width} height={FIGURE.height} alt={t("about.figure.alt")} />
          <figcaption>{t("about.figure.caption")}</figcaption>
        </figure>
      </section>
      <section aria-labelledby="about-values">
        <h2 id="about-values">{t("about.values.title")}</h2>
        <ul className="cards">
          {VALUES.map((id) => (
            <li key={id} className="card">
              <h3>{t(`about.values.${id}.title`)}</h3>
              <p>{t(`about.values.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="contact" className="contact">
        <h2 id="contact">{t("about.contact.title")}</h2>
        <p>{t("about.contact.text")}</p>
        <address>
          {t("about.contact.address")}
          <br />
          {rich("about.contact.email", { email: CONTACT_EMAIL, link: mailLink })}
        </address>
      </section>
    </article>
  );
}
