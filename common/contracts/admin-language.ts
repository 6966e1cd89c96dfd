import * as v from "valibot";
import { type AdminLocale, adminLocales } from "../admin-locale";
import { jsonObject } from "./fields";

/**
 * Your account → Language (issue 38; docs/decisions/0087): PUT `/api/admin/account/language`.
 * The pseudo-locale passes the schema; the route refuses it (400) where `PSEUDO_LOCALE` is off.
 */

/** A locale code and a few quotes: a hundred bytes is plenty. */
export const MAX_ADMIN_LANGUAGE_BODY_BYTES = 1024;

const offered = adminLocales(true);

/** The admin's language chosen for one's account; `null`: the browser's. */
export const adminLanguageBody = jsonObject({
  locale: v.nullable(
    v.picklist(offered, `must be one of ${offered.join(", ")} (the pseudo-locale where offered), or null`),
  ),
});

/** The answer: the setting as stored. */
export const adminLanguage = v.object({
  locale: v.nullable(v.picklist(offered)),
});

export interface AdminLanguage {
  locale: AdminLocale | null;
}
