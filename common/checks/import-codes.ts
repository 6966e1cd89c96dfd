import type { Severity } from "./types.ts";

/** A problem an importer finds in a file (not a check of the registry: it needs the file). */
export interface ImportCode {
  id: string;
  severity: Severity;
  title: string;
  explanation: string;
}

/**
 * The codes the importers of common/formats/ give their own findings. They are stored with the
 * translation like a check's problems; the editor's problem filter, the severity map, the
 * dismissal of warnings and docs/checks.md read this list next to ./registry.ts. Parser-free.
 */
export const IMPORT_CODES = [
  {
    id: "i18next-unconvertible",
    severity: "error",
    title: "i18next: not convertible",
    explanation:
      "An i18next text that cannot become ICU: an unclosed `{{`, a placeholder name ICU cannot take, or a `$t(…)` nesting that cannot be resolved.",
  },
  {
    id: "i18next-lossy",
    severity: "warning",
    title: "i18next: converted with loss",
    explanation:
      "The i18next text was converted to ICU, but a placeholder's format (`{{x, format}}`) had no ICU equivalent and was dropped.",
  },
  {
    id: "po-placeholder",
    severity: "warning",
    title: "PO: placeholder kept as text",
    explanation:
      "A `python-format` or `c-format` placeholder (`%s`, `%1$u`, `%(name)s`) that cannot become an ICU argument; it is kept as literal text.",
  },
  {
    id: "po-plural-forms",
    severity: "warning",
    title: "PO: wrong number of plural forms",
    explanation:
      "A plural entry whose `msgstr[n]` do not match the file's `Plural-Forms` (too many, too few, or empty); it is stored and flagged.",
  },
  {
    id: "po-plural-header",
    severity: "warning",
    title: "PO: plural header and CLDR disagree",
    explanation:
      "A form of the file's `Plural-Forms` expression matches no CLDR plural category of the language (evaluated on sample numbers).",
  },
  {
    id: "xliff-key-renamed",
    severity: "warning",
    title: "XLIFF: unit name made a valid key",
    explanation:
      "The unit's `resname`/`name` or `id` is not a valid key (too long, control characters, an empty dot-segment); it was imported under a normalised key.",
  },
  {
    id: "android-resource",
    severity: "error",
    title: "Android: a resource aapt2 refuses",
    explanation:
      "An Android `strings.xml` value aapt2 would not build: an apostrophe neither escaped (`\\'`) nor quoted, or a plural quantity that is unknown or repeated. The text is imported as it reads (the apostrophe as meant, the plural without that item) with this error, and the rest of the file imports.",
  },
] as const satisfies readonly ImportCode[];
