import { IMPORT_CODES } from "../../../common/checks/import-codes";
import { CHECKS } from "../../../common/checks/registry";
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

export function ProblemSelect({
  value,
  onChange,
}: {
  value: ProblemFilter | null;
  onChange(value: ProblemFilter | null): void;
}) {
  const known = value === null || value === "errors" || value === "warnings" || PROBLEM_LABELS.has(value);
  return (
    <div className="toolbar-field">
      <label htmlFor="filter-problem">Problems</label>
      <select id="filter-problem" value={value ?? ""} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">Any or none</option>
        <option value="errors">Any error (not published)</option>
        <option value="warnings">Any warning</option>
        <optgroup label="One kind">
          {[...PROBLEM_LABELS].map(([code, label]) => (
            <option key={code} value={code} title={EXPLANATIONS.get(code)}>
              {label}
            </option>
          ))}
          {!known && <option value={value}>{value}</option>}
        </optgroup>
      </select>
    </div>
  );
}
