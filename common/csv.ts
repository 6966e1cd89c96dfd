/**
 * The formula guard of CSV cells (common/formats/ reads and writes the files). Cells that a
 * spreadsheet would run as a formula (leading `=`, `+`, `-`, `@`, tab, CR) are written with a
 * leading apostrophe (OWASP "CSV injection"); so is a leading apostrophe, so reading strips
 * exactly one and the round trip is lossless.
 */
const FORMULA_START = /^[=+\-@\t\r']/;

export function escapeCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

export function unescapeCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
