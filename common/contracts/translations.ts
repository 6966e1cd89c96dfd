import * as v from "valibot";
import {
  dateTime,
  description,
  integerText,
  jsonObject,
  keyName,
  localeCode,
  localeList,
  maxLengthLimit,
  text,
  version,
} from "./fields";
import { FORMATS, XLIFF_VERSIONS } from "./formats";
import { origin, saveOrigin } from "./origin";
import { REVIEW_STATES } from "./translation-responses";

/**
 * Requests of the translation admin API (`/api/admin/translations`): one schema
 * per route's params, query and body. The worker checks them with Hono's
 * validator; the editor may check the same before it sends.
 */

/** Import files are read whole: past this, use `npm run i18n:import -- --remote`. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** An import body is the file plus a few small fields. */
export const MAX_IMPORT_BODY_BYTES = MAX_IMPORT_BYTES + 64 * 1024;
/** Every other mutation of this API carries a key name, a text and a version at most. */
export const MAX_EDIT_BODY_BYTES = 64 * 1024;
export const MAX_PAGE_SIZE = 500;
/** The longest search (`q`), in UTF-16 code units; a longer one answers 400. */
export const MAX_SEARCH_LENGTH = 200;

export const format = v.picklist(FORMATS, `must be one of ${FORMATS.join(", ")}`);

/**
 * The list's `problem` filter: a problem code (`no-other`, `argument-missing`, …), or
 * `errors` / `warnings` for any problem of that severity.
 */
export const PROBLEM_FILTER = /^[a-z-]{1,40}$/;
const PROBLEM_FILTER_MESSAGE = "must be a problem code (such as no-other), errors or warnings";

/**
 * The list's `usage` filter: keys some public page shows (`used`), or none does (`unused`:
 * imported strings outside the pages' namespaces, common/key-usage.ts).
 */
export const USAGE_FILTERS = ["used", "unused"] as const;
export type UsageFilter = (typeof USAGE_FILTERS)[number];

/**
 * The list's `scope` filter (docs/decisions/0088): the site's keys (`site`, the default) or the
 * admin's own messages (`admin`, the keys `admin.*`, translated from English). Without it the
 * list shows the site's keys, so a site's translator never wades through the admin's; a task's
 * fixed list shows all its keys.
 */
export const KEY_SCOPES = ["site", "admin"] as const;
export type KeyScope = (typeof KEY_SCOPES)[number];

/**
 * The list's filters (GET `/`), also the filter of a pre-translation run (POST `/pretranslate`
 * `filter`): one meaning of "keys missing in de", "keys with an error", … everywhere.
 */
export const listFilters = {
  q: v.optional(
    v.pipe(v.string("must be text"), v.maxLength(MAX_SEARCH_LENGTH, `must be at most ${MAX_SEARCH_LENGTH} characters`)),
  ),
  missing: v.optional(localeCode),
  changedSince: v.optional(dateTime),
  problem: v.optional(v.pipe(v.string(PROBLEM_FILTER_MESSAGE), v.regex(PROBLEM_FILTER, PROBLEM_FILTER_MESSAGE))),
  usage: v.optional(v.picklist(USAGE_FILTERS, "must be used or unused")),
  scope: v.optional(v.picklist(KEY_SCOPES, "must be site or admin")),
  /** Keys with a cell in this review state (docs/decisions/0055), in `stateLocale` or among the shown locales. */
  state: v.optional(v.picklist(REVIEW_STATES, `must be one of ${REVIEW_STATES.join(", ")}`)),
  stateLocale: v.optional(localeCode),
  /** Keys with a cell written this way (docs/decisions/0062), in `stateLocale` or among the shown locales. */
  origin: v.optional(origin),
  /** `open`: keys with a question nobody resolved yet (docs/decisions/0065). */
  question: v.optional(v.picklist(["open"], "must be open")),
  /** The keys of a task (docs/decisions/0078): its fixed list, whatever the other filters say. */
  task: v.optional(integerText(1, Number.MAX_SAFE_INTEGER)),
  locales: v.optional(localeList),
};

/** `locales` is checked last, as before the filters had a name of their own: problems list fields in this order. */
const { locales: shownLocales, ...filtersBeforePaging } = listFilters;

/** GET `/`: the editor's list, filtered, sorted and paged. */
export const listQuery = v.pipe(
  v.object({
    ...filtersBeforePaging,
    sort: v.optional(v.picklist(["name", "updated"], "must be name or updated"), "name"),
    order: v.optional(v.picklist(["asc", "desc"], "must be asc or desc")),
    page: v.optional(integerText(1, 1_000_000), "1"),
    pageSize: v.optional(integerText(1, MAX_PAGE_SIZE), "50"),
    locales: shownLocales,
  }),
  v.transform(({ order, ...query }) => ({
    ...query,
    // The newest first is what "sort by updated" is for; names read A to Z.
    order: order ?? (query.sort === "updated" ? "desc" : "asc"),
  })),
);
/** What the list service takes: the parsed query. */
export type ListQuery = v.InferOutput<typeof listQuery>;

/**
 * GET `/export`: one locale's file in position order; without `locale`, CSV holds
 * every locale and the JSON formats every locale's file under its code. Every answer says in
 * `X-Polyglot-Warnings` how many messages the format cannot express (i18next: written as ICU).
 */
export const exportQuery = v.object({
  format: v.optional(format, "nested-json"),
  locale: v.optional(localeCode),
  /** XLIFF's version (2.0 unless named); the other formats have none. */
  version: v.optional(v.picklist(XLIFF_VERSIONS, `must be one of ${XLIFF_VERSIONS.join(", ")}`)),
  /**
   * `1`: answer JSON `{text, warnings}` (ExportReport) instead of the file, so a caller reads the
   * messages the format cannot express along with the file (docs/decisions/0085).
   */
  report: v.optional(v.picklist(["0", "1"], "must be 1 (the file and its warnings as JSON) or 0")),
});

/**
 * GET `/export?report=1`: the file as `text`, and each message the format cannot express (i18next:
 * a select, an exact branch, a style…), written as ICU text, which i18next would print as it is.
 */
export const exportReport = v.object({
  text: v.string(),
  warnings: v.array(v.object({ locale: localeCode, key: v.string(), message: v.string() })),
  /** Android: where the file goes under `res/` (`values-b+sr+Latn/strings.xml`; `values/` for the source). */
  file: v.optional(v.string()),
});
export type ExportReport = v.InferOutput<typeof exportReport>;

/** `/keys/:name` */
export const keyParams = v.object({ name: keyName });

/** `/keys/:name/values/:locale` */
export const cellParams = v.object({ name: keyName, locale: localeCode });

/** `/history/:id/revert` */
export const historyParams = v.object({ id: integerText(1, Number.MAX_SAFE_INTEGER) });

/** POST `/keys` */
export const createKeyBody = jsonObject({ name: keyName, description: v.optional(description, "") });

/** POST `/recheck`: the page of keys after this key id (0, or absent, for the first). */
export const recheckBody = jsonObject({ after: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0)), 0) });

/** PATCH `/keys/:name`: a new name, description or character limit (null: none), or several. */
export const updateKeyBody = v.pipe(
  jsonObject({
    name: v.optional(keyName),
    description: v.optional(description),
    maxLength: v.optional(maxLengthLimit),
  }),
  v.check(
    (b) => b.name !== undefined || b.description !== undefined || b.maxLength !== undefined,
    "must set name, description or maxLength",
  ),
);
export type KeyChange = v.InferOutput<typeof updateKeyBody>;

/**
 * PUT `/keys/:name/values/:locale`: the text, the version it was based on, and how it was
 * written when it came from a suggestion (`origin`; typed when absent).
 */
export const saveBody = jsonObject({ text, version, origin: v.optional(saveOrigin) });

/** POST `/keys/:name/values/:locale/approve` and `/confirm`: the version the reviewer saw. */
export const reviewBody = jsonObject({ version });

/** The longest reason a reviewer gives when sending a text back. */
export const MAX_REASON_LENGTH = 1000;

/** Why a text goes back to its translator: required, at most MAX_REASON_LENGTH characters. */
export const reason = v.pipe(
  v.string("must be text"),
  v.trim(),
  v.minLength(1, "must say what to change"),
  v.maxLength(MAX_REASON_LENGTH, `must be at most ${MAX_REASON_LENGTH} characters`),
);

/** POST `/keys/:name/values/:locale/request-changes`. */
export const requestChangesBody = jsonObject({ version, reason });

/** `/locales/:locale` */
export const localeParams = v.object({ locale: localeCode });

/** PUT `/locales/:locale`: the locale's settings. */
export const localeSettingsBody = jsonObject({
  reviewedOnly: v.boolean("must be true or false"),
});

/**
 * POST `/history/:id/revert`: the cell's version as the preview showed it (0: empty), and
 * `clear: true` when the revert empties a live text (GET `/history/:id/revert` says so).
 */
export const revertBody = jsonObject({ version, clear: v.optional(v.boolean("must be true or false"), false) });

/** `/imports/:id/undo` */
export const importParams = v.object({ id: integerText(1, Number.MAX_SAFE_INTEGER) });

/** POST `/imports/:id/undo`: the `basis` of the preview the person confirmed. */
export const undoBody = jsonObject({
  basis: v.pipe(v.string("must be the preview's basis"), v.regex(/^[0-9a-f]{64}$/, "must be the preview's basis")),
});

/** GET `/imports`: how many of the newest imports. */
export const importsQuery = v.object({ limit: v.optional(integerText(1, 100), "20") });

/** A file name as the client saw it (`de.json`, `locales/cs.json`): it may name the locale. */
export const fileName = v.pipe(
  v.string("must be the file's name"),
  v.minLength(1, "must be the file's name"),
  v.maxLength(260, "must be at most 260 characters"),
);

/**
 * POST `/import`: a file's text in one of the formats; a dry run unless `dryRun: false`.
 * The locale is `locale`, else the one `fileName` names (common/formats/file-locale.ts);
 * a CSV with locale columns needs neither.
 */
export const importBody = jsonObject({
  format,
  content: v.pipe(
    v.string("must be the file's text"),
    v.maxLength(MAX_IMPORT_BYTES, `must be at most ${MAX_IMPORT_BYTES} characters`),
  ),
  fileName: v.optional(fileName),
  locale: v.nullish(localeCode),
  since: v.optional(dateTime),
  dryRun: v.optional(v.boolean("must be true or false"), true),
  overwriteConflicts: v.optional(v.boolean("must be true or false"), false),
});
export type ImportRequest = v.InferOutput<typeof importBody>;

/** The most keys one bulk delete names (the grid's filter can show every key). */
export const MAX_BULK_DELETE_KEYS = 10_000;
/** A bulk delete body: up to MAX_BULK_DELETE_KEYS names of a couple of hundred characters. */
export const MAX_BULK_DELETE_BODY_BYTES = 3 * 1024 * 1024;

const countSeen = v.pipe(
  v.number("must be the dry run's count of translations"),
  v.safeInteger("must be the dry run's count of translations"),
  v.minValue(0, "must be the dry run's count of translations"),
);

/**
 * POST `/keys/delete`: the keys to delete. A dry run (the default) answers what goes; `dryRun:
 * false` deletes and sends back the dry run's `translations` (409 when it moved since).
 */
export const deleteKeysBody = v.pipe(
  jsonObject({
    keys: v.pipe(
      v.array(keyName, "must be a list of key names"),
      v.minLength(1, "must name at least one key"),
      v.maxLength(MAX_BULK_DELETE_KEYS, `must name at most ${MAX_BULK_DELETE_KEYS} keys`),
    ),
    dryRun: v.optional(v.boolean("must be true or false"), true),
    translations: v.optional(countSeen),
  }),
  v.forward(
    v.check((b) => b.dryRun || b.translations !== undefined, "is required to delete: the dry run's count"),
    ["translations"],
  ),
);
export type DeleteKeys = v.InferOutput<typeof deleteKeysBody>;
