import * as v from "valibot";
import { description, integerText, jsonObject, localeCode } from "./fields";

/** The glossary (`/api/admin/glossary`): requests and answers (docs/decisions/0067-glossary.md). */

/** A term or its translation: a word or a short phrase, not a sentence. */
export const MAX_TERM_LENGTH = 200;
/** Forbidden variants per locale. */
export const MAX_FORBIDDEN = 20;
/** Inflected forms listed per locale (a Slavic noun has 7 cases in 2 numbers; a phrase, a few more). */
export const MAX_FORMS = 30;
/** Terms in one glossary: each is matched in every source text the checks and the editor read. */
export const MAX_TERMS = 2_000;
/** A create or change body: one term, ten locales, their variants. */
export const MAX_GLOSSARY_BODY_BYTES = 64 * 1024;
/** An import's file (CSV or TBX), as text. */
export const MAX_GLOSSARY_FILE_CHARS = 1_000_000;
export const MAX_GLOSSARY_IMPORT_BYTES = 4 * MAX_GLOSSARY_FILE_CHARS + 1024;

/** Text only: no line breaks or control characters (markup is kept as text and shown, never run). */
const termText = (required: boolean) =>
  v.pipe(
    v.string("must be a string"),
    v.transform((s) => s.trim()),
    v.check((s) => !required || s.length > 0, "must not be empty"),
    v.maxLength(MAX_TERM_LENGTH, `must be at most ${MAX_TERM_LENGTH} characters`),
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    v.regex(/^[^\u0000-\u001f\u007f]*$/, "must be one line of text without control characters"),
  );

export const glossaryLocaleBody = v.object(
  {
    text: v.optional(termText(false), ""),
    forbidden: v.optional(
      v.pipe(
        v.array(termText(true), "must be a list of strings"),
        v.maxLength(MAX_FORBIDDEN, `must have at most ${MAX_FORBIDDEN} variants`),
      ),
      [],
    ),
    /**
     * The inflected forms of the locale's phrase (of the term itself in the source locale and for
     * "do not translate"): when listed, the phrase matches these and itself, not the language's rule.
     */
    forms: v.optional(
      v.pipe(
        v.array(termText(true), "must be a list of strings"),
        v.maxLength(MAX_FORMS, `must have at most ${MAX_FORMS} forms`),
      ),
      [],
    ),
  },
  "must be an object with text, forbidden and forms",
);

const translations = v.record(localeCode, glossaryLocaleBody, "must map locale codes to { text, forbidden, forms }");

/** POST `/glossary` (admins). */
export const createTermBody = jsonObject({
  term: termText(true),
  description: v.optional(description, ""),
  caseSensitive: v.optional(v.boolean("must be true or false"), false),
  doNotTranslate: v.optional(v.boolean("must be true or false"), false),
  translations: v.optional(translations, {}),
});

/** PATCH `/glossary/:id`: the term's fields (admins), its locales (admins, reviewers of each). */
export const updateTermBody = jsonObject({
  version: v.pipe(v.number("must be the term's version"), v.safeInteger("must be the term's version")),
  term: v.optional(termText(true)),
  description: v.optional(description),
  caseSensitive: v.optional(v.boolean("must be true or false")),
  doNotTranslate: v.optional(v.boolean("must be true or false")),
  translations: v.optional(translations),
});

export const termParams = v.object({ id: integerText(1, Number.MAX_SAFE_INTEGER) });
export const deleteTermQuery = v.object({ version: integerText(1, Number.MAX_SAFE_INTEGER) });

export const glossaryFormat = v.picklist(["csv", "tbx"], "must be csv or tbx");
export type GlossaryFormat = v.InferOutput<typeof glossaryFormat>;
export const exportQuery = v.object({ format: v.optional(glossaryFormat, "csv") });

/** POST `/glossary/import` (admins): `dryRun` answers what would happen and changes nothing. */
export const importGlossaryBody = jsonObject({
  format: glossaryFormat,
  content: v.pipe(v.string("must be a string"), v.maxLength(MAX_GLOSSARY_FILE_CHARS)),
  dryRun: v.optional(v.boolean("must be true or false"), false),
});

export type GlossaryLocaleBody = v.InferOutput<typeof glossaryLocaleBody>;
export type CreateTermInput = v.InferOutput<typeof createTermBody>;
export type UpdateTermInput = v.InferOutput<typeof updateTermBody>;

/** One locale of a term. */
export const glossaryLocale = v.object({
  text: v.string(),
  forbidden: v.array(v.string()),
  /** Its inflected forms, as listed (empty: the language's rule finds them). */
  forms: v.array(v.string()),
});
export type GlossaryLocale = v.InferOutput<typeof glossaryLocale>;

/** A glossary entry as the API answers it. */
export const glossaryTerm = v.object({
  id: v.number(),
  term: v.string(),
  description: v.string(),
  caseSensitive: v.boolean(),
  doNotTranslate: v.boolean(),
  version: v.number(),
  updatedAt: v.string(),
  updatedBy: v.string(),
  translations: v.record(localeCode, glossaryLocale),
});
export type GlossaryTerm = v.InferOutput<typeof glossaryTerm>;

const IMPORT_STATUSES = ["new", "changed", "unchanged", "invalid"] as const;

/** An import's entry, as its dry run or its run reports it. */
export const glossaryImportEntry = v.object({
  term: v.string(),
  status: v.picklist(IMPORT_STATUSES),
  message: v.optional(v.string()),
});
export type GlossaryImportEntry = v.InferOutput<typeof glossaryImportEntry>;

/**
 * What a change of the glossary rechecked: keys now, translations whose problems changed, keys
 * left to the rechecks queue; null when the recheck could not run (the nightly one catches up).
 */
const recheck = v.nullable(v.object({ keys: v.number(), changed: v.number(), pending: v.number() }));

/** GET `/glossary`; GET `/glossary/{id}`; a term written, with what it rechecked. */
export const termList = v.object({ terms: v.array(glossaryTerm) });
export type TermList = v.InferOutput<typeof termList>;
export const termOne = v.object({ term: glossaryTerm });
export type TermOne = v.InferOutput<typeof termOne>;
export const termWritten = v.object({ term: glossaryTerm, recheck });
export type TermWritten = v.InferOutput<typeof termWritten>;

/** POST `/glossary/import`: every entry and the counts; an applied import that changed terms rechecked too. */
export const glossaryImportResult = v.object({
  dryRun: v.boolean(),
  entries: v.array(glossaryImportEntry),
  counts: v.object(
    Object.fromEntries(IMPORT_STATUSES.map((status) => [status, v.number()])) as Record<
      (typeof IMPORT_STATUSES)[number],
      v.NumberSchema<undefined>
    >,
  ),
  recheck: v.optional(recheck),
});
export type GlossaryImportResult = v.InferOutput<typeof glossaryImportResult>;
