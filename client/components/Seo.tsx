import { LOCALES } from "../../common/locales";
import { scriptSafeJson } from "../../common/script-json";
import { absoluteUrl, alternates } from "../../common/seo";
import { useI18n } from "../i18n/I18nProvider";
import { useAppConfig } from "../lib/app-config";

/**
 * The SEO links of a public page (React hoists them into <head>): one
 * canonical, hreflang alternates for the ten locales plus x-default, the page's
 * title and description (search results' snippet), Open Graph (type, URL, site
 * name, title, description, og:locale with its alternates), a Twitter card, and
 * JSON-LD naming the site and its organisation. `path` is the locale-less page path.
 */
export function PageSeo({ path, title, description }: { path: string; title: string; description: string }) {
  const { origin } = useAppConfig();
  const { t, locale, info } = useI18n();
  const url = absoluteUrl(origin, locale, path);
  const siteName = t("site.name");
  const home = absoluteUrl(origin, locale, "/");
  const structured = {
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "WebSite", "@id": `${home}#website`, url: home, name: siteName, inLanguage: info.tag },
      { "@type": "Organization", "@id": `${origin.replace(/\/$/, "")}/#organization`, name: siteName, url: home },
    ],
  };
  return (
    <>
      <meta name="description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from the site's own messages, escaped for an inline <script> (scriptSafeJson).
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(structured) }}
      />
      <link rel="canonical" href={url} />
      {alternates(origin, path).map((a) => (
        <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
      ))}
      <meta property="og:locale" content={info.ogLocale} />
      {LOCALES.filter((l) => l.code !== locale).map((l) => (
        <meta key={l.code} property="og:locale:alternate" content={l.ogLocale} />
      ))}
    </>
  );
}
