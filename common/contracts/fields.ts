import * as v from "valibot";
import { LOCALE_CODES, type LocaleCode } from "../locales";
import { keyNameError, MAX_DESCRIPTION_LENGTH, MAX_KEY_LENGTH, valueError } from "../text";

/**
 * The building blocks of the API contracts: one schema per kind of field, so a
 * key name, a locale or a text is checked by the same rule in every route, in
 * the worker and in the editor (docs/decisions/0032-api-contracts.md).
 */

/** A rule of common/text.ts (which the Node CLI imports bare) as a schema action. */
function rule(problemOf: (value: unknown) => string | null) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    const problem = dataset.typed ? problemOf(dataset.value) : null;
    if (problem) addIssue({ message: problem });
  });
}

/**
 * `keyNameError`'s rules as JSON Schema, for the OpenAPI description (`v.metadata` is copied into
 * it and checks nothing): no control character, no whitespace at either end, no empty segment.
 * The reserved segments are said in words; test/unit/key-name-schema.test.ts holds the two together.
 */
export const KEY_NAME_PATTERN =
  "^(?=\\S)(?=[\\s\\S]*\\S$)[^.\\u0000-\\u001f\\u007f-\\u009f]+(?:\\.[^.\\u0000-\\u001f\\u007f-\\u009f]+)*$";

/** A key name (`home.title`): the rules of `keyNameError`, reserved segments included. */
export const keyName = v.pipe(
  v.string("must be a non-empty string"),
  v.metadata({
    minLength: 1,
    maxLength: MAX_KEY_LENGTH,
    pattern: KEY_NAME_PATTERN,
    description: `A key name: at most ${MAX_KEY_LENGTH} characters, dot-separated segments, none empty, none named __proto__, constructor or prototype; no whitespace at either end, no control character`,
  }),
  rule(keyNameError),
);

/** One of the ten locale codes, from the one locale table. */
export const localeCode = v.picklist(LOCALE_CODES as LocaleCode[], `must be one of ${LOCALE_CODES.join(", ")}`);

/** A translation text: the rules of `valueError`. */
export const text = v.pipe(v.string("must be a string"), rule(valueError));

export const description = v.pipe(
  v.string("must be a string"),
  v.maxLength(MAX_DESCRIPTION_LENGTH, `must be at most ${MAX_DESCRIPTION_LENGTH} characters`),
);

/** The longest character limit a key may have; the migration's CHECK holds the same bound. */
export const MAX_KEY_LENGTH_LIMIT = 10_000;

/** A key's character limit (docs/checks.md, `max-length`): a whole number of characters, or null for none. */
export const maxLengthLimit = v.nullable(
  v.pipe(
    v.number(`must be a whole number from 1 to ${MAX_KEY_LENGTH_LIMIT}, or null for no limit`),
    v.safeInteger(`must be a whole number from 1 to ${MAX_KEY_LENGTH_LIMIT}, or null for no limit`),
    v.minValue(1, `must be a whole number from 1 to ${MAX_KEY_LENGTH_LIMIT}, or null for no limit`),
    v.maxValue(MAX_KEY_LENGTH_LIMIT, `must be a whole number from 1 to ${MAX_KEY_LENGTH_LIMIT}, or null for no limit`),
  ),
);

/** A cell version a change is based on: 0 for an empty cell. */
export const version = v.pipe(
  v.number("must be the version the edit was based on (0 for an empty cell)"),
  v.safeInteger("must be the version the edit was based on (0 for an empty cell)"),
  v.minValue(0, "must be the version the edit was based on (0 for an empty cell)"),
);

/** An ISO 8601 date-time, normalised to UTC. */
export const dateTime = v.pipe(
  v.string("must be an ISO 8601 date-time"),
  v.metadata({ format: "date-time", description: "An ISO 8601 date-time, such as 2026-01-31T12:00:00Z" }),
  v.check((s) => !Number.isNaN(Date.parse(s)), "must be an ISO 8601 date-time"),
  v.transform((s) => new Date(s).toISOString()),
);

/** An integer carried as text (a query or path parameter), within bounds. */
export function integerText(min: number, max: number) {
  const message = `must be an integer from ${min} to ${max}`;
  return v.pipe(
    v.string(message),
    v.regex(/^\d{1,16}$/, message),
    // A parameter's text is an integer to OpenAPI (worker/http/openapi.ts drops the pattern for it).
    v.metadata({ type: "integer", minimum: min, maximum: max }),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

/** A comma-separated list of locale codes (`de,sk`). */
export const localeList = v.pipe(
  v.string(),
  v.transform((s) => s.split(",")),
  v.array(localeCode),
);

/** A request body: a JSON object (an array or a string is refused as a whole), then its fields. */
export function jsonObject<const Entries extends v.ObjectEntries>(entries: Entries) {
  return v.pipe(
    v.custom<Record<string, unknown>>(
      (value) => typeof value === "object" && value !== null && !Array.isArray(value),
      "must be a JSON object",
    ),
    v.object(entries),
  );
}
