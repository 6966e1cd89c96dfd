/** The translation file formats of import and export (the worker's parsers accept exactly these). */
export const FORMATS = ["json", "nested-json", "csv"] as const;
export type Format = (typeof FORMATS)[number];
