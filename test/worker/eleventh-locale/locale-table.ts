import { LOCALES as TEN } from "../../../common/locale-table";

/**
 * The real locale table plus one entry: what adding a locale looks like. The
 * eleventh-locale test configuration (vitest.locale.config.ts) puts this module
 * in place of common/locale-table.ts everywhere, worker and client code alike.
 */
export const LOCALES = [
  ...TEN,
  { code: "it", tag: "it", ogLocale: "it_IT", pluralTag: "it", name: "Italiano" },
] as const;
