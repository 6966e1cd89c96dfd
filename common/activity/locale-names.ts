import { type LocaleCode, localeInfo } from "../locales";

/** The admin's language (English until issue 38 lets each account choose). */
export const ADMIN_LANGUAGE = "en";

const names = new Intl.DisplayNames([ADMIN_LANGUAGE], { type: "language" });

/** A locale's name in the admin's language ("Polish"), from the one locale table's language tag. */
export const localeName = (code: LocaleCode): string => names.of(localeInfo(code).tag) ?? code;
