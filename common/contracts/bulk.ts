import * as v from "valibot";
import { jsonObject, keyName, localeCode, text } from "./fields";
import { listFilters, MAX_BULK_DELETE_KEYS, reason } from "./translations";

/**
 * POST `/api/admin/translations/bulk` (docs/decisions/0066-bulk-actions.md): one action over the
 * translations of the keys the list's filters select (the same filter fields as GET `/`), or of
 * the keys named in `keys`, in `locale` (else in the `locales` shown, else every locale). A dry
 * run (the default) counts; `dryRun: false` writes, in atomic batches, as one undoable change.
 */
export const BULK_ACTIONS = [
  "approve",
  "needs-review",
  "request-changes",
  "confirm",
  "replace",
  "copy-from",
  "clear",
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The longest find or replace text: a phrase, not a document. */
export const MAX_FIND_LENGTH = 500;
/** Translations one run considers (keys × locales); past it the preview counts `overLimit`. */
export const MAX_BULK_TRANSLATIONS = 20_000;

const findText = v.pipe(
  v.string("must be text"),
  v.minLength(1, "must not be empty"),
  v.maxLength(MAX_FIND_LENGTH, `must be at most ${MAX_FIND_LENGTH} characters`),
);

export const bulkBody = v.pipe(
  jsonObject({
    action: v.picklist(BULK_ACTIONS, `must be one of ${BULK_ACTIONS.join(", ")}`),
    ...listFilters,
    keys: v.optional(
      v.pipe(
        v.array(keyName, "must be a list of key names"),
        v.minLength(1, "must name at least one key"),
        v.maxLength(MAX_BULK_DELETE_KEYS, `must name at most ${MAX_BULK_DELETE_KEYS} keys`),
      ),
    ),
    locale: v.optional(localeCode),
    /** replace: the text to find in the text parts (never in argument names, selectors or tags), and its replacement. */
    find: v.optional(findText),
    replace: v.optional(v.pipe(text, v.maxLength(MAX_FIND_LENGTH, `must be at most ${MAX_FIND_LENGTH} characters`))),
    /** copy-from: the locale whose text is copied into `locale`. */
    from: v.optional(localeCode),
    /** request-changes: why the texts go back (one reason for all, a comment on each). */
    reason: v.optional(reason),
    dryRun: v.optional(v.boolean("must be true or false"), true),
  }),
  v.forward(
    // A dry run counts without one; the run itself sends every text back with it.
    v.check(
      (b) => b.action !== "request-changes" || b.dryRun || b.reason !== undefined,
      "request-changes needs a reason",
    ),
    ["reason"],
  ),
  v.forward(
    v.check(
      (b) => b.action !== "replace" || (b.find !== undefined && b.replace !== undefined),
      "replace needs find and replace",
    ),
    ["find"],
  ),
  v.forward(
    v.check(
      (b) => b.action !== "copy-from" || (b.from !== undefined && b.locale !== undefined),
      "copy-from needs from and locale",
    ),
    ["from"],
  ),
  v.forward(
    v.check((b) => b.from === undefined || b.from !== b.locale, "must differ from locale"),
    ["from"],
  ),
  v.forward(
    v.check((b) => b.keys === undefined || !hasFilter(b), "name keys or filter fields, not both"),
    ["keys"],
  ),
);
export type BulkRequest = v.InferOutput<typeof bulkBody>;
/** What a client sends (`dryRun` may be left out: a dry run). */
export type BulkInput = v.InferInput<typeof bulkBody>;

const FILTER_FIELDS = ["q", "missing", "changedSince", "problem", "usage", "state", "stateLocale", "origin"] as const;
function hasFilter(body: Record<string, unknown>): boolean {
  return FILTER_FIELDS.some((field) => body[field] !== undefined);
}

/** Why a translation is left alone (each a count in `skipped`). */
export const SKIP_REASONS = [
  "empty",
  "unchanged",
  "forbidden",
  "hasError",
  "breaksIcu",
  "sourceLocale",
  "fromEmpty",
  "overLimit",
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** A translation a replacement would break, named in the preview. */
export const refusedTranslation = v.object({
  key: v.string(),
  locale: v.string(),
  text: v.string(),
  after: v.string(),
});
export type RefusedTranslation = v.InferOutput<typeof refusedTranslation>;

/** What a run would change (a dry run) or changed; `undoId` names it for GET/POST `/imports/{id}/undo`. */
export const bulkResult = v.object({
  action: v.picklist(BULK_ACTIONS),
  dryRun: v.boolean(),
  locales: v.array(v.string()),
  /** Translations considered: the selected keys in each locale. */
  considered: v.number(),
  /** Translations the run would change (dry run) or changed. */
  changed: v.number(),
  skipped: v.object(
    Object.fromEntries(SKIP_REASONS.map((reason) => [reason, v.number()])) as Record<
      SkipReason,
      v.NumberSchema<undefined>
    >,
  ),
  /** The replacements refused because they would break ICU syntax (at most 50 named). */
  refused: v.array(refusedTranslation),
  /** A few of the changes, before and after (a preview of a replace or a copy). */
  sample: v.array(v.object({ key: v.string(), locale: v.string(), before: v.string(), after: v.string() })),
  /** The D1 batches the run wrote (each atomic), of how many. */
  batches: v.object({ done: v.number(), total: v.number() }),
  undoId: v.nullable(v.number()),
  message: v.string(),
});
export type BulkResult = v.InferOutput<typeof bulkResult>;
