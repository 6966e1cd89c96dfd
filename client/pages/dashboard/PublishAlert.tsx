import { Link } from "react-router";
import { isLocaleCode, localeInfo } from "../../../common/locales";
import type { PublishStatus } from "../../lib/admin-api";
import { editorLinks } from "./editor-links";

/** Past this many, the alert says how many more there are: the editor's `problem=errors` lists them all. */
const SHOWN_FAILURES = 20;

const localeName = (code: string) => (isLocaleCode(code) ? `${localeInfo(code).name} (${code})` : code);

/**
 * What visitors are not served: messages of the current revision that fail
 * (they get the fallback), locales whose bundle could not be built (they keep
 * the last good one), or a revision not yet published. An alert region with a
 * heading and words, not a color (docs/decisions/0043-editor-speaks-icu.md).
 */
export function PublishAlert({ publish }: { publish: PublishStatus | undefined }) {
  if (!publish) return null;
  const { failed, failedTotal, bundleErrors, stale } = publish;
  if (failedTotal === 0 && bundleErrors.length === 0 && !stale) return null;
  return (
    <section className="dashboard-alert" role="alert" aria-labelledby="publish-alert-title">
      <h2 id="publish-alert-title">Not everything is published</h2>
      {failedTotal > 0 && (
        <>
          <p>
            {failedTotal === 1 ? "1 text is" : `${failedTotal} texts are`} not served: visitors see the fallback text
            instead.
          </p>
          <ul className="publish-failures">
            {failed.slice(0, SHOWN_FAILURES).map((f) => (
              <li key={`${f.locale}|${f.key}`}>
                <Link to={isLocaleCode(f.locale) ? editorLinks.cell(f.key, f.locale) : editorLinks.search(f.key)}>
                  <code>{f.key}</code> in {localeName(f.locale)}
                </Link>
                : {f.line !== undefined && `${f.line}:${f.column ?? 1} `}
                {f.message}
              </li>
            ))}
          </ul>
          {failedTotal > SHOWN_FAILURES && <p>and {failedTotal - SHOWN_FAILURES} more.</p>}
        </>
      )}
      {bundleErrors.length > 0 && (
        <ul className="publish-bundle-errors">
          {bundleErrors.map((e) => (
            <li key={e.locale}>
              {localeName(e.locale)}: the bundle could not be built ({e.message}); visitors keep the last good one.
            </li>
          ))}
        </ul>
      )}
      {stale && <p>The latest changes are not published yet: visitors see revision {publish.revision}.</p>}
    </section>
  );
}
