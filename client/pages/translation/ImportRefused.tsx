import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { ImportPreview } from "../../lib/admin-types";
import "./import-refused.css";

/**
 * Units the import refuses on their own (an XLIFF target whose inline codes came back altered,
 * docs/decisions/0091): each where it is in the file and why, as the server words it. The rest
 * of the file is imported.
 */
export function ImportRefused({ refused }: { refused: ImportPreview["refused"] }) {
  const { t } = useAdminI18n();
  if (!refused || refused.length === 0) return null;
  return (
    <section
      className="warning-note import-refused"
      aria-labelledby="import-refused-title"
      data-testid="import-refused"
    >
      <h4 id="import-refused-title">{t("exchange.refused.title", { count: refused.length })}</h4>
      <ul>
        {refused.map((r) => (
          <li key={`${r.file}:${r.line}:${r.column}`}>
            <code>
              {r.file}:{r.line}:{r.column}
            </code>{" "}
            {r.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
