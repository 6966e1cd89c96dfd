import { LOCALE_CODES, type LocaleCode, localeInfo } from "../../../common/locales";

/** Checkboxes, one per locale: a reviewer's or translator's locales (none ticked means every locale). */
export function LocalePicker({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: readonly LocaleCode[];
  onChange: (next: LocaleCode[]) => void;
}) {
  return (
    <fieldset>
      <legend>Locales (none ticked: every locale)</legend>
      <div className="choice-list">
        {LOCALE_CODES.map((code) => (
          <label key={code} htmlFor={`${idPrefix}-${code}`}>
            <input
              id={`${idPrefix}-${code}`}
              type="checkbox"
              checked={value.includes(code)}
              onChange={(e) => onChange(e.target.checked ? [...value, code] : value.filter((l) => l !== code))}
            />
            {localeInfo(code).name} ({code})
          </label>
        ))}
      </div>
    </fieldset>
  );
}
