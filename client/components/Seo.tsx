import { LOCALES } from "../../common/locales";
import { type PageId, pageUrlPath } from "../../common/pages";
import { scriptSafeJson } from "../../common/script-json";
import { absoluteUrl, alternates } from "../../common/seo";
import { useI18n } from "../i18n/I18nProvider";
import { useAppConfig } from "../lib/app-config";

/** The site's share image (client/public): Open Graph's recommended 1200 × 630. */
const OG_IMAGE = { path: "/images/og-polyglot.png", width: 1200, height: 630 } as const;

/**
 * The SEO links of a public page (React hoists them into <head>): one
 * canonical, hreflang alternates for the ten locales plus x-default, the page's
 * title and description (search results' snippet), Open Graph (type, URL, site
 * name, title, description, og:locale with its alternates), a Twitter card, and
 * JSON-LD naming the site and its organisation. Every URL is the page's localised one
 * (common/pages.ts): `/de/preise`'s alternates are `/en/pricing`, `/cennik` and the rest.
 * `heading` is the page's own title; the document's is "{heading} · {site name}".
 */
export function PageSeo({ page, heading, description }: { page: PageId; heading: string; description: string }) {
  const { origin } = useAppConfig();
  const { t, locale, info } = useI18n();
  const title = `${heading} · ${t("site.name")}`;
  const url = absoluteUrl(origin, pageUrlPath(page, locale));
  const siteName = t("site.name");
  const home = absoluteUrl(origin, pageUrlPath("home", locale));
  const image = absoluteUrl(origin, OG_IMAGE.path);
  const structured = {
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "WebSite", "@id": `${home}#website`, url: home, name: siteName, inLanguage: info.tag },
      {
        "@type": "Organization",
        "@id": `${absoluteUrl(origin, "/")}#organization`,
        name: siteName,
        url: home,
        logo: absoluteUrl(origin, "/favicon.svg"),
      },
    ],
  };
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={t("site.imageAlt")} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={t("site.imageAlt")} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from the site's own messages, escaped for an inline <script> (scriptSafeJson).
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(structured) }}
      />
      <link rel="canonical" href={url} />
      {alternates(origin, page).map((a) => (
        <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
      ))}
      <meta property="og:locale" content={info.ogLocale} />
      {LOCALES.filter((l) => l.code !== locale).map((l) => (
        <meta key={l.code} property="og:locale:alternate" content={l.ogLocale} />
      ))}
    </>
  );
}
