import { ALL_LOCALES, type LocalesChoice } from "../../../common/contracts/people";
import { LOCALE_CODES, type LocaleCode, localeInfo } from "../../../common/locales";

/** The picker's state: "All locales" said in so many words, or the ticked ones (kept while All is on). */
export interface LocaleSelection {
  all: boolean;
  list: LocaleCode[];
}

/** A person's stored locales as the picker shows them: `null` is every locale. */
export const selectionOf = (locales: LocaleCode[] | null): LocaleSelection =>
  locales === null ? { all: true, list: [] } : { all: false, list: locales };

/** What the API is sent: "all", the ticked locales, or `null` when nothing is chosen (refused). */
export const choiceOf = (selection: LocaleSelection): LocalesChoice | null =>
  selection.all ? ALL_LOCALES : selection.list.length ? selection.list : null;

export const NO_LOCALE_MESSAGE = "Choose at least one locale, or “All locales”: with none, they could edit nothing.";

/**
 * A reviewer's or translator's locales: "All locales" (this locale list and any added later),
 * or one checkbox per locale. Nothing chosen is an error the form says before sending.
 */
export function LocalePicker({
  idPrefix,
  value,
  onChange,
  invalid = false,
}: {
  idPrefix: string;
  value: LocaleSelection;
  onChange: (next: LocaleSelection) => void;
  invalid?: boolean;
}) {
  return (
    <fieldset aria-describedby={invalid ? `${idPrefix}-error` : undefined}>
      <legend>Locales they work on</legend>
      <label htmlFor={`${idPrefix}-all`} className="all-locales">
        <input
          id={`${idPrefix}-all`}
          type="checkbox"
          checked={value.all}
          onChange={(e) => onChange({ ...value, all: e.target.checked })}
        />
        All locales, including any added later
      </label>
      <div className="choice-list">
        {LOCALE_CODES.map((code) => (
          <label key={code} htmlFor={`${idPrefix}-${code}`}>
            <input
              id={`${idPrefix}-${code}`}
              type="checkbox"
              disabled={value.all}
              checked={value.all || value.list.includes(code)}
              onChange={(e) =>
                onChange({
                  ...value,
                  list: e.target.checked ? [...value.list, code] : value.list.filter((l) => l !== code),
                })
              }
            />
            {localeInfo(code).name} ({code})
          </label>
        ))}
      </div>
      {invalid && (
        <p id={`${idPrefix}-error`} className="form-error" role="alert">
          {NO_LOCALE_MESSAGE}
        </p>
      )}
    </fieldset>
  );
}
