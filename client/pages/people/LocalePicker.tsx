import { ALL_LOCALES, type LocalesChoice } from "../../../common/contracts/people";
import { LOCALE_CODES, type LocaleCode } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";

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
  const { t, localeName } = useAdminI18n();
  return (
    <fieldset aria-describedby={invalid ? `${idPrefix}-error` : undefined}>
      <legend>{t("people.locales.legend")}</legend>
      <label htmlFor={`${idPrefix}-all`} className="all-locales">
        <input
          id={`${idPrefix}-all`}
          type="checkbox"
          checked={value.all}
          onChange={(e) => onChange({ ...value, all: e.target.checked })}
        />
        {t("people.locales.all")}
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
            {t("people.locales.option", { name: localeName(code), code })}
          </label>
        ))}
      </div>
      {invalid && (
        <p id={`${idPrefix}-error`} className="form-error" role="alert">
          {t("people.locales.none")}
        </p>
      )}
    </fieldset>
  );
}
