import type { ReactNode } from "react";
import { Link } from "react-router";
import { isLocaleCode, localeInfo } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { PublishStatus } from "../../lib/admin-api";
import { editorLinks } from "./editor-links";

/** Past this many, the alert says how many more there are: the editor's `problem=errors` lists them all. */
const SHOWN_FAILURES = 20;

/**
 * What visitors are not served: messages of the current revision that fail
 * (they get the fallback), locales whose bundle could not be built (they keep
 * the last good one), or a revision not yet published. An alert region with a
 * heading and words, not a color (docs/decisions/0043-editor-speaks-icu.md).
 */
export function PublishAlert({ publish }: { publish: PublishStatus | undefined }) {
  const { t, rich } = useAdminI18n();
  const localeName = (code: string) =>
    isLocaleCode(code) ? t("dashboard.localeWithCode", { name: localeInfo(code).name, code }) : code;
  if (!publish) return null;
  const { failed, failedTotal, bundleErrors, stale } = publish;
  if (failedTotal === 0 && bundleErrors.length === 0 && !stale) return null;
  return (
    <section className="dashboard-alert" role="alert" aria-labelledby="publish-alert-title">
      <h2 id="publish-alert-title">{t("dashboard.publish.title")}</h2>
      {failedTotal > 0 && (
        <>
          <p>{t("dashboard.publish.failed", { count: failedTotal })}</p>
          <ul className="publish-failures">
            {failed.slice(0, SHOWN_FAILURES).map((f) => (
              <li key={`${f.locale}|${f.key}`}>
                <Link to={isLocaleCode(f.locale) ? editorLinks.cell(f.key, f.locale) : editorLinks.search(f.key)}>
                  {rich("dashboard.publish.failure", {
                    key: f.key,
                    locale: localeName(f.locale),
                    code: (chunks: ReactNode[]) => <code>{chunks}</code>,
                  })}
                </Link>
                : {f.line !== undefined && `${f.line}:${f.column ?? 1} `}
                {f.message}
              </li>
            ))}
          </ul>
          {failedTotal > SHOWN_FAILURES && (
            <p>{t("dashboard.publish.more", { count: failedTotal - SHOWN_FAILURES })}</p>
          )}
        </>
      )}
      {bundleErrors.length > 0 && (
        <ul className="publish-bundle-errors">
          {bundleErrors.map((e) => (
            <li key={e.locale}>
              {t("dashboard.publish.bundleError", { locale: localeName(e.locale), message: e.message })}
            </li>
          ))}
        </ul>
      )}
      {stale && <p>{t("dashboard.publish.stale", { revision: publish.revision })}</p>}
    </section>
  );
}
