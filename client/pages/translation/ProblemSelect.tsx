import type { ProblemFilter } from "../../lib/admin-api";

/**
 * The problem codes of common/icu/check.ts and the i18next import, with what
 * a translator calls them. A `problem=` code from a link that is not listed
 * still filters, and is shown as itself.
 */
export const PROBLEM_LABELS: ReadonlyMap<string, string> = new Map([
  ["syntax", "Syntax error"],
  ["no-other", "Plural or select without other"],
  ["tag-unbalanced", "Unbalanced tag"],
  ["argument-missing", "Argument missing (vs. source)"],
  ["argument-added", "Argument added (vs. source)"],
  ["argument-type-mismatch", "Argument used differently"],
  ["plural-category-unknown", "Plural category the language lacks"],
  ["plural-category-missing", "Plural category missing"],
  ["i18next-unconvertible", "i18next: not convertible"],
  ["i18next-lossy", "i18next: converted with loss"],
]);

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
            <option key={code} value={code}>
              {label}
            </option>
          ))}
          {!known && <option value={value}>{value}</option>}
        </optgroup>
      </select>
    </div>
  );
}
