import type { LocaleCode } from "../../../common/locales";

/**
 * The editor's pre-filtered views, by the URL contract `/admin/translation` reads:
 * `missing={locale}`, `placeholders=mismatch`, `changed=24h`, and `cols=` for the columns.
 */
const EDITOR = "/admin/translation";

export const editorLinks = {
  missingIn: (locale: LocaleCode) => `${EDITOR}?missing=${locale}`,
  placeholderProblems: (locale: LocaleCode) => `${EDITOR}?placeholders=mismatch&cols=${locale}`,
  changedToday: () => `${EDITOR}?changed=24h`,
  columns: (locales: readonly LocaleCode[]) => `${EDITOR}?cols=${locales.join(",")}`,
};
