import * as v from "valibot";

/** What an import's file holds that yields no entry, in the import's answers (./translation-responses.ts). */

/** Units of the file that yield no entry by design, by reason (`obsolete`, `untranslated`). */
export const skipped = v.record(v.string(), v.number());

/**
 * Units refused on their own, where and why (an XLIFF target whose inline codes came back
 * altered, docs/decisions/0091): the rest of the file is imported. Absent when none is.
 */
export const refused = v.optional(
  v.array(v.object({ file: v.string(), line: v.number(), column: v.number(), message: v.string() })),
);
