import { LOCALES } from "../../common/locales";
import { absoluteUrl, alternates } from "../../common/seo";
import { useI18n } from "../i18n/I18nProvider";
import { useAppConfig } from "../lib/app-config";

/**
 * The SEO links of a public page (React hoists them into <head>): one
 * canonical, hreflang alternates for the ten locales plus x-default, and
 * og:locale with its alternates, and the page's description (search results' snippet, og:description).
 * `path` is the locale-less page path.
 */
export function PageSeo({ path, description }: { path: string; description: string }) {
  const { origin } = useAppConfig();
  const { locale, info } = useI18n();
  return (
    <>
      <meta name="description" content={description} />
      <meta property="og:description" content={description} />
      <link rel="canonical" href={absoluteUrl(origin, locale, path)} />
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
