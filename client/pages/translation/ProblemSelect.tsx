import { IMPORT_CODES } from "../../../common/checks/import-codes";
import { CHECKS } from "../../../common/checks/registry";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminKey } from "../../admin-i18n/keys";
import type { AdminI18n } from "../../admin-i18n/translator";
import type { ProblemFilter } from "../../lib/admin-api";

/**
 * The checks of the registry (common/checks/registry.ts, parser-free) by their titles, then
 * the importers' own codes (common/checks/import-codes.ts). A `problem=` code from a link that is not listed still
 * filters, and is shown as itself.
 */
export const PROBLEM_LABELS: ReadonlyMap<string, string> = new Map([
  ...[...CHECKS, ...IMPORT_CODES].map((check) => [check.id, check.title] as const),
]);

const EXPLANATIONS = new Map<string, string>(
  [...CHECKS, ...IMPORT_CODES].map((check) => [check.id, check.explanation]),
);

/**
 * A check's title or explanation in the admin's language: the message `problems.<id>.title` (or
 * `.explanation`) of `locales/admin/<code>/problems.json`, the registry's English while a check has none
 * (the translator answers a message nobody wrote with its name).
 */
function checkWords(t: AdminI18n["t"], id: string, part: "title" | "explanation", english: string | undefined) {
  const key = `problems.${id}.${part}`;
  const said = t(key as AdminKey);
  return said === key ? english : said;
}

export function ProblemSelect({
  value,
  onChange,
}: {
  value: ProblemFilter | null;
  onChange(value: ProblemFilter | null): void;
}) {
  const { t } = useAdminI18n();
  const known = value === null || value === "errors" || value === "warnings" || PROBLEM_LABELS.has(value);
  return (
    <div className="toolbar-field">
      <label htmlFor="filter-problem">{t("editor.toolbar.problems")}</label>
      <select id="filter-problem" value={value ?? ""} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">{t("editor.toolbar.anyProblem")}</option>
        <option value="errors">{t("editor.toolbar.anyError")}</option>
        <option value="warnings">{t("editor.toolbar.anyWarning")}</option>
        <optgroup label={t("editor.toolbar.oneKind")}>
          {[...PROBLEM_LABELS].map(([code, label]) => (
            <option key={code} value={code} title={checkWords(t, code, "explanation", EXPLANATIONS.get(code))}>
              {checkWords(t, code, "title", label)}
            </option>
          ))}
          {!known && <option value={value}>{value}</option>}
        </optgroup>
      </select>
    </div>
  );
}
