import * as v from "valibot";

/** What an import's file holds that yields no entry, in the import's answers (./translation-responses.ts). */

/** Units of the file that yield no entry by design, by reason (`obsolete`, `untranslated`). */
export const skipped = v.record(v.string(), v.number());

/**
 * Units refused on their own, where and why (an XLIFF target whose inline codes came back
 * altered, docs/decisions/0091; a String Catalog's key the store cannot hold, or a localization
 * that is no catalog's, 0092): the rest of the file is imported. Absent when none is; a String
 * Catalog's are also counted in `skipped.refused`.
 */
export const refused = v.optional(
  v.array(v.object({ file: v.optional(v.string()), line: v.number(), column: v.number(), message: v.string() })),
);
