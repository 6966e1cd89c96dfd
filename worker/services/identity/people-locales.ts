import { hasLocaleList, type Role } from "../../../common/auth";
import { ALL_LOCALES, type LocalesChoice } from "../../../common/contracts/people";
import type { LocaleCode } from "../../../common/locales";
import { invalid } from "../../lib/errors";

/**
 * Which locales a reviewer or translator works on, as an admin chose them. Stored as before:
 * `NULL` for every locale, a JSON list otherwise. A request must say which: a list with at
 * least one locale, or `"all"`; nothing ticked is refused, since it used to mean "every locale"
 * and invited translators who could edit everything by accident (issue 26).
 */
export function chosenLocales(role: Role, choice: LocalesChoice | null | undefined): LocaleCode[] | null {
  const list = Array.isArray(choice) && choice.length > 0 ? [...new Set(choice)] : null;
  if (!hasLocaleList(role)) {
    if (list) throw invalid("locales", "are for reviewers and translators only (admins edit every locale)");
    return null;
  }
  if (choice === ALL_LOCALES) return null;
  if (list) return list;
  throw invalid(
    "locales",
    `must name at least one locale, or be "${ALL_LOCALES}": choose the locales this ${role} may edit, or All locales`,
  );
}

/**
 * The locales after an edit: as chosen when the request names them; else unchanged (an admin
 * made a reviewer or translator keeps every locale, as PATCH leaves out what does not change;
 * the people page always sends its choice, so nothing ticked there is refused).
 */
export function editedLocales(
  before: { locales: LocaleCode[] | null },
  role: Role,
  choice: LocalesChoice | null | undefined,
): LocaleCode[] | null {
  if (choice !== undefined) return chosenLocales(role, choice);
  return hasLocaleList(role) ? before.locales : null;
}

/** How the audit log names a choice. */
export const localesText = (locales: readonly LocaleCode[] | null) => (locales ? locales.join(",") : "all");
