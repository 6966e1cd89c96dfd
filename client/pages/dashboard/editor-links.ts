import type { ReviewState } from "../../../common/contracts/translation-responses";
import type { LocaleCode } from "../../../common/locales";

/**
 * The editor's pre-filtered views, by the URL contract `/admin/translation` reads:
 * `missing={locale}`, `problem=errors|warnings|<code>`, `usage=unused`, `changed=24h`, `q=`, and `cols=` for
 * the columns.
 */
const EDITOR = "/admin/translation";

export const editorLinks = {
  missingIn: (locale: LocaleCode) => `${EDITOR}?missing=${locale}`,
  problems: (severity: "errors" | "warnings", locale: LocaleCode) => `${EDITOR}?problem=${severity}&cols=${locale}`,
  /** One key in one locale: searched by its exact name, that locale's column shown. */
  cell: (key: string, locale: LocaleCode) => `${EDITOR}?q=${encodeURIComponent(key)}&cols=${locale}`,
  search: (q: string) => `${EDITOR}?q=${encodeURIComponent(q)}`,
  /** The keys no public page shows. */
  unused: () => `${EDITOR}?usage=unused`,
  changedToday: () => `${EDITOR}?changed=24h`,
  /** The keys with a text of `locale` in a review state (docs/decisions/0055), that locale's column shown. */
  state: (state: ReviewState, locale: LocaleCode) => `${EDITOR}?state=${state}&stateLocale=${locale}&cols=${locale}`,
  columns: (locales: readonly LocaleCode[]) => `${EDITOR}?cols=${locales.join(",")}`,
  /** The keys with a question nobody resolved yet (docs/decisions/0065). */
  openQuestions: () => `${EDITOR}?question=open`,
};
