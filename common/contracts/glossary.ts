import * as v from "valibot";
import type { LocaleCode } from "../locales";
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
export interface GlossaryLocale {
  text: string;
  forbidden: string[];
  /** Its inflected forms, as listed (empty: the language's rule finds them). */
  forms: string[];
}

/** A glossary entry as the API answers it. */
export interface GlossaryTerm {
  id: number;
  term: string;
  description: string;
  caseSensitive: boolean;
  doNotTranslate: boolean;
  version: number;
  updatedAt: string;
  updatedBy: string;
  translations: Partial<Record<LocaleCode, GlossaryLocale>>;
}

/** An import's entry, as its dry run or its run reports it. */
export interface GlossaryImportEntry {
  term: string;
  status: "new" | "changed" | "unchanged" | "invalid";
  message?: string;
}
