import { pageUrlPath } from "../../../common/pages";
import { InlineIcon } from "../../components/InlineIcon";
import { PageSeo } from "../../components/Seo";
import { useI18n } from "../../i18n/I18nProvider";
import { FAQ, PLANS } from "./plans";

export function PricingPage() {
  const { t, locale } = useI18n();
  // Where a plan's call to action leads: the contact details on the about page.
  const contact = `${pageUrlPath("about", locale)}#contact`;
  return (
    <article className="page page-pricing">
      <PageSeo page="pricing" heading={t("pricing.title")} description={t("pricing.meta.description")} />
      <h1>{t("pricing.title")}</h1>
      <p className="lead">{t("pricing.lead")}</p>
      <section aria-labelledby="pricing-plans">
        <h2 id="pricing-plans" className="visually-hidden">
          {t("pricing.plansTitle")}
        </h2>
        <ul className="plans">
          {PLANS.map((plan) => {
            const name = t(`pricing.plans.${plan.id}.name`);
            const included = [
              t("pricing.languages", { languages: plan.languages }),
              t("pricing.seats", { seats: plan.seats }),
              ...plan.features.map((feature) => t(`pricing.plans.${plan.id}.${feature}`)),
            ];
            return (
              <li key={plan.id} className={plan.popular ? "plan plan-popular" : "plan"} data-testid={`plan-${plan.id}`}>
                <h3>{name}</h3>
                {plan.popular && <p className="badge">{t("pricing.popular")}</p>}
                <p className="plan-summary">{t(`pricing.plans.${plan.id}.summary`)}</p>
                <p className="plan-price">
                  <span className="price" data-testid="price">
                    {t("pricing.price", { price: plan.price })}
                  </span>{" "}
                  <span className="per">{t("pricing.perMonth")}</span>
                </p>
                <ul className="checklist">
                  {included.map((text) => (
                    <li key={text}>
                      <InlineIcon name="lucide:check" />
                      {text}
                    </li>
                  ))}
                </ul>
                <a className={plan.popular ? "button-primary" : "button-quiet"} href={contact}>
                  {t("pricing.cta", { plan: name })}
                </a>
              </li>
            );
          })}
        </ul>
        <p className="muted">{t("pricing.vat")}</p>
      </section>
      <section aria-labelledby="pricing-faq">
        <h2 id="pricing-faq">{t("pricing.faq.title")}</h2>
        <dl className="faq">
          {FAQ.map((id) => (
            <div key={id}>
              <dt>{t(`pricing.faq.${id}.question`)}</dt>
              <dd>{t(`pricing.faq.${id}.answer`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </article>
  );
}
