import type { AdminKey } from "../admin-i18n/keys";
import type { AdminI18n } from "../admin-i18n/translator";
import { HttpError } from "./http";

/**
 * The problems the admin words in its own language, by their `code` (worker/http/problem.ts):
 * the ones a person meets in the normal course of things. Any other problem shows the server's
 * own sentence, which names the specifics (issue 38 keeps it as sent).
 */
const BY_CODE: Record<string, AdminKey> = Object.assign(Object.create(null), {
  second_factor_required: "common.errors.secondFactorRequired",
  password_change_required: "common.errors.passwordChangeRequired",
});

/** Why a request failed, in words for the alert under a form or a list, in the admin's language where it can be. */
export function errorText(error: unknown, t: AdminI18n["t"]): string {
  if (error instanceof HttpError) {
    const code = error.problem?.code;
    const key = typeof code === "string" ? BY_CODE[code] : undefined;
    if (key) return t(key);
    if (error.status === 429) return t("common.errors.tooMany");
    if (error.status >= 500) return t("common.errors.server");
    return error.message;
  }
  // fetch's own failure: no answer at all.
  if (error instanceof TypeError) return t("common.errors.network");
  return error instanceof Error && error.message ? error.message : t("common.somethingWrong");
}
