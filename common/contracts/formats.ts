/**
 * The translation file formats of import and export: the importers and exporters of
 * common/formats/ read and write exactly these. i18next is never guessed from a file
 * (its `{{x}}` is valid ICU text), so a caller names it.
 */
export const FORMATS = ["json", "nested-json", "csv", "i18next"] as const;
export type Format = (typeof FORMATS)[number];
