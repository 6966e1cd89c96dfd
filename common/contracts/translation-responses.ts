import * as v from "valibot";
import { PAGES, type PageId } from "../pages";
import { dismissal } from "./comments";
import { localeCode } from "./fields";
import { MT_PROVIDERS, originFields } from "./origin";

/**
 * Answers of the translation admin API, as schemas: the types below are
 * inferred from them, so the worker's answers and the editor's reads agree.
 */

/**
 * One finding of the ICU check (common/checks/run.ts), against the source locale's text of
 * the same key: an error keeps the cell from being published, a warning is advice.
 */
export const problem = v.object({
  code: v.string(),
  severity: v.picklist(["error", "warning"]),
  message: v.string(),
  line: v.number(),
  column: v.number(),
  /**
   * A warning a reviewer or admin dismissed for this version of the translation (migrations/0017):
   * why, who and when. Filters and counts leave it out; the cell shows it as dismissed.
   */
  dismissed: v.optional(v.object({ reason: v.string(), by: v.string(), at: v.string() })),
});
export type TranslationProblem = v.InferOutput<typeof problem>;

/** One translation (the editor shows it in a cell). `version` is what a save must name (0: none yet). */
export const translation = v.object({
  text: v.string(),
  version: v.number(),
  updatedAt: v.string(),
  updatedBy: v.nullable(v.string()),
  problems: v.array(problem),
  /**
   * Review (docs/decisions/0055): the version last approved (null: never), the text that
   * approval covered (what a "publish only reviewed" locale serves), who approved and when.
   * The cell "needs review" while `reviewedVersion` is not `version`.
   */
  reviewedVersion: v.optional(v.nullable(v.number())),
  reviewedText: v.optional(v.nullable(v.string())),
  reviewedBy: v.optional(v.nullable(v.string())),
  reviewedAt: v.optional(v.nullable(v.string())),
  /** Set while the cell is outdated: the source text it was written against before the source changed. */
  outdatedSource: v.optional(v.nullable(v.string())),
  /**
   * The translation's review state (docs/decisions/0074): reviewed, changes requested (with
   * `changesRequested`: the reason, who and when), or needs review. The next write of the text
   * makes a text "needs review" again.
   */
  state: v.optional(v.picklist(["needs-review", "reviewed", "changes-requested"])),
  changesRequested: v.optional(v.nullable(v.object({ reason: v.string(), by: v.string(), at: v.string() }))),
  /** How this version was written (docs/decisions/0062-suggestions.md). */
  ...originFields,
});
export type Translation = v.InferOutput<typeof translation>;

/** The review states of a translation (docs/decisions/0055, 0074) a list filters by; "outdated" is a mark besides them. */
export const REVIEW_STATES = ["needs-review", "reviewed", "changes-requested", "outdated"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Whether a stored cell waits for a reviewer: its version is not the one last approved (changes requested or not). */
export function needsReview(cell: Pick<Translation, "version" | "reviewedVersion">): boolean {
  return cell.reviewedVersion !== cell.version;
}

export const HISTORY_ACTIONS = [
  "edit",
  "import",
  "revert",
  "create",
  "rename",
  "delete",
  "describe",
  "approve",
  "confirm",
  "limit",
  "request-changes",
] as const;

export const historyEntry = v.object({
  id: v.number(),
  keyName: v.string(),
  /** null for key-level events (create, rename, delete, describe, limit: old and new limit as text, null for none). */
  locale: v.nullable(v.string()),
  oldText: v.nullable(v.string()),
  newText: v.nullable(v.string()),
  action: v.picklist(HISTORY_ACTIONS),
  actor: v.nullable(v.string()),
  at: v.string(),
  /** How the text this row wrote was written (null for rows that write no text). */
  ...originFields,
});
export type HistoryEntry = v.InferOutput<typeof historyEntry>;

/** A public page's id (common/pages.ts). */
export const pageId = v.picklist(PAGES.map((p) => p.id) as [PageId, ...PageId[]]);

export const keyRow = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  /** The key's character limit (the `max-length` check, docs/checks.md); null for none. */
  maxLength: v.optional(v.nullable(v.number())),
  updatedAt: v.string(),
  /** The public pages that show the key, in the page table's order (common/key-usage.ts); [] for none. */
  pages: v.array(pageId),
  values: v.record(localeCode, translation),
  /** Questions on the key still open (migrations/0016); absent where not counted. */
  openQuestions: v.optional(v.number()),
});
export type KeyRow = v.InferOutput<typeof keyRow>;

/** GET `/` */
export const listResult = v.object({
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  items: v.array(keyRow),
  revision: v.number(),
  /** The locale every other locale's cells are checked against. */
  sourceLocale: localeCode,
  /** The locales that publish only reviewed texts (docs/decisions/0055). */
  reviewedOnly: v.optional(v.array(localeCode)),
});
export type ListResult = v.InferOutput<typeof listResult>;

/** GET `/keys/{name}` */
export const keyDetail = v.object({
  key: keyRow,
  history: v.array(historyEntry),
  /** Every dismissal of the key's warnings, newest first (docs/decisions/0065); history shows them. */
  dismissals: v.optional(v.array(dismissal)),
  /** How many comments the key has: a delete takes them with it, and its confirmation says so. */
  comments: v.optional(v.number()),
});
export type KeyDetail = v.InferOutput<typeof keyDetail>;

/**
 * GET `/history/{id}`: the whole history of the key that entry belongs to, newest first,
 * even when the key was deleted since (`deleted`); `keyName` is its name now, or its last.
 */
export const keyHistory = v.object({ keyName: v.string(), deleted: v.boolean(), history: v.array(historyEntry) });
export type KeyHistory = v.InferOutput<typeof keyHistory>;

/**
 * POST `/recheck`: one page of keys rechecked by the registry as it is now; `changed` cells
 * got new problems; `next` is the `after` of the next page, null when every key is done.
 */
export const recheckResult = v.object({ keys: v.number(), changed: v.number(), next: v.nullable(v.number()) });
export type RecheckResult = v.InferOutput<typeof recheckResult>;

/** POST `/keys`, PATCH `/keys/{name}`: the key's name afterwards. */
export const keyName = v.object({ name: v.string() });
export type KeyNameResult = v.InferOutput<typeof keyName>;

/**
 * What a change published: the messages of the revision that are not served (they do not
 * compile, or their cell has an error; the first 100 in file order, and how many in all) and
 * every locale whose bundle could not be built. `delayed`: the change is saved in D1 but the
 * publication could not be made (the KV cache unavailable); `message` says so for the editor,
 * and visitors get the change once the cache is back. Absent when publishing worked.
 */
export const publishResult = v.object({
  revision: v.number(),
  failed: v.array(
    v.object({
      key: v.string(),
      locale: localeCode,
      message: v.string(),
      line: v.optional(v.number()),
      column: v.optional(v.number()),
    }),
  ),
  /** How many messages are not served in all: `failed` names the first of them. */
  failedTotal: v.number(),
  bundleErrors: v.array(v.object({ locale: localeCode, message: v.string() })),
  delayed: v.optional(v.literal(true)),
  message: v.optional(v.string()),
});
export type PublishResult = v.InferOutput<typeof publishResult>;

/**
 * PUT `/keys/{name}/values/{locale}`: 200 this, or a 409 problem with the `current` cell.
 * `publish` is the publication the save made (or the latest one, when nothing changed).
 */
export const saveOk = v.object({
  status: v.picklist(["saved", "unchanged"]),
  cell: v.nullable(translation),
  publish: publishResult,
});
export type SaveOk = v.InferOutput<typeof saveOk>;

/** POST `/keys/{name}/values/{locale}/approve` and `/confirm`: the cell afterwards and the publication. */
export const reviewOk = v.object({ cell: translation, publish: publishResult });
export type ReviewOk = v.InferOutput<typeof reviewOk>;

/** PUT `/locales/{locale}`: the locale's settings afterwards. */
export const localeSettings = v.object({ locale: localeCode, reviewedOnly: v.boolean(), publish: publishResult });
export type LocaleSettingsOk = v.InferOutput<typeof localeSettings>;

/** POST `/history/{id}/revert` */
export const revertOk = v.object({ ...saveOk.entries, key: v.string(), locale: localeCode });
export type RevertOk = v.InferOutput<typeof revertOk>;

/** A locale's counts, as the list's filters count them (a text may be in several). */
export const localeCounts = v.object({
  locale: localeCode,
  translated: v.number(),
  missing: v.number(),
  /** Cells of the locale with at least one error (not published) / at least one warning. */
  errors: v.number(),
  warnings: v.number(),
  /** Cells of the locale waiting for review / sent back with changes requested / marked outdated (docs/decisions/0055, 0074). */
  needsReview: v.number(),
  changesRequested: v.number(),
  outdated: v.number(),
  /** The locale publishes only reviewed texts. */
  reviewedOnly: v.boolean(),
});
export type LocaleCounts = v.InferOutput<typeof localeCounts>;

export const localeCompletion = v.object({
  ...localeCounts.entries,
  /**
   * Texts that count as done: current (not outdated) and without an error, reviewed or not.
   * The dashboard's percentage is `done / totalKeys`.
   */
  done: v.number(),
  /**
   * The dashboard's stacked bar: each key of the locale counted once, in the first state that
   * applies (an error, outdated, needs review, reviewed; missing without a text). Sums to `totalKeys`.
   */
  segments: v.object({
    reviewed: v.number(),
    needsReview: v.number(),
    /** Sent back by a reviewer with a reason (docs/decisions/0074): not done. */
    changesRequested: v.number(),
    outdated: v.number(),
    errors: v.number(),
    missing: v.number(),
  }),
});
export type LocaleCompletion = v.InferOutput<typeof localeCompletion>;

/** GET `/stats`: completion per locale, the latest changes and the latest publication. */
export const stats = v.object({
  totalKeys: v.number(),
  /** Keys no public page shows (the editor's `usage=unused`). */
  unusedKeys: v.number(),
  locales: v.array(localeCompletion),
  recent: v.array(historyEntry),
  publish: v.object({
    ...publishResult.entries,
    publishedAt: v.string(),
    /** D1 holds a newer revision than the published one (a command-line import, say). */
    stale: v.boolean(),
  }),
  sourceLocale: localeCode,
  /** Questions on keys still open (docs/decisions/0065): the editor's `question=open`. */
  openQuestions: v.optional(v.number()),
  /** Machine translation (docs/decisions/0062): the provider (null: none configured), characters sent this month, the monthly budget (null: none). */
  mt: v.optional(
    v.object({ provider: v.nullable(v.picklist(MT_PROVIDERS)), used: v.number(), budget: v.nullable(v.number()) }),
  ),
});
export type Stats = v.InferOutput<typeof stats>;

export const IMPORT_STATUSES = ["added", "changed", "unchanged", "conflicting", "invalid"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
const counts = v.object({
  added: v.number(),
  changed: v.number(),
  unchanged: v.number(),
  conflicting: v.number(),
  invalid: v.number(),
});

/** One entry of an import file, where it is in the file, and what the import would do with it. */
export const importEntry = v.object({
  locale: localeCode,
  key: v.string(),
  text: v.string(),
  status: v.picklist(IMPORT_STATUSES),
  file: v.string(),
  line: v.number(),
  column: v.number(),
  problems: v.array(problem),
  current: v.optional(v.string()),
  /** The file says the text waits for review (XLIFF `state`, PO `fuzzy`): it is written unapproved. */
  state: v.optional(v.literal("needs-review")),
});
export type ImportEntryPreview = v.InferOutput<typeof importEntry>;

/** The most entries a dry run lists (the counts cover all of them). */
export const MAX_PREVIEW_ENTRIES = 10_000;

/** POST `/import` with `dryRun` (the default): every entry in file order, at most 10,000 (the editor pages them). */
/** Units of the file that yield no entry by design, by reason (`obsolete`, `untranslated`). */
const skipped = v.record(v.string(), v.number());
/**
 * Entries the file refused one by one, where and why (a String Catalog's key the store cannot
 * hold, a localization that is no catalog's; docs/decisions/0092): the rest imports. Also
 * counted in `skipped.refused`; absent when there are none.
 */
const refused = v.optional(
  v.array(v.object({ file: v.optional(v.string()), line: v.number(), column: v.number(), message: v.string() })),
);

export const importPreview = v.object({
  dryRun: v.literal(true),
  counts,
  skipped,
  refused,
  entries: v.array(importEntry),
  truncated: v.boolean(),
  /**
   * The entries with an error, in the shape the editor's import dialog read before
   * entries carried their problems; drop it once the dialog reads `entries`.
   */
  invalid: v.array(v.object({ key: v.string(), locale: v.string(), problem: v.string() })),
});
export type ImportPreview = v.InferOutput<typeof importPreview>;

export const importApplied = v.object({
  dryRun: v.literal(false),
  counts,
  skipped,
  refused,
  written: v.number(),
  /** The import's id for GET/POST `/imports/{id}/undo`; null when it changed no cell. */
  importId: v.nullable(v.number()),
  publish: publishResult,
});
export type ImportApplied = v.InferOutput<typeof importApplied>;

/**
 * GET `/history/{id}/revert`: what a revert would do. `current` is the cell now (null: empty;
 * its `version` is what the revert must name), `after` the text afterwards ("" empties the
 * cell); `clears`: it would empty a live text, which the revert must confirm with `clear`.
 */
export const revertPreview = v.object({
  historyId: v.number(),
  key: v.string(),
  locale: localeCode,
  current: v.nullable(translation),
  after: v.string(),
  clears: v.boolean(),
  /** The cell already holds the text before the change: a revert changes nothing. */
  unchanged: v.boolean(),
});
export type RevertPreview = v.InferOutput<typeof revertPreview>;

/** One import that changed cells (migrations/0011), newest first in GET `/imports`. */
export const importRecord = v.object({
  id: v.number(),
  actor: v.string(),
  at: v.string(),
  format: v.string(),
  fileName: v.string(),
  /** The locales whose cells it changed. */
  locales: v.array(localeCode),
  /** How many cells it changed. */
  cells: v.number(),
  undoneAt: v.nullable(v.string()),
  undoneBy: v.nullable(v.string()),
  /** What made it: an import, a pre-translation or propagation run (0062), or a bulk action (0066; `format` names it). */
  kind: v.optional(v.picklist(["import", "pretranslate", "propagate", "bulk"])),
});
export type ImportRecord = v.InferOutput<typeof importRecord>;

/** GET `/imports` */
export const importList = v.object({ imports: v.array(importRecord) });
export type ImportList = v.InferOutput<typeof importList>;

/**
 * One cell an import changed, and what undoing it does: `restore` puts `after` back (the
 * text before the import; "" empties the cell, `clears` when it is live now); `changed-since`
 * (the cell no longer holds the import's text) and `key-deleted` cells are left as they are.
 */
export const undoCell = v.object({
  key: v.string(),
  locale: localeCode,
  /** The text now ("" for an empty cell). */
  current: v.string(),
  /** The text the import wrote. */
  imported: v.string(),
  /** The text after the undo: the one before the import for `restore`, else `current`. */
  after: v.string(),
  clears: v.boolean(),
  status: v.picklist(["restore", "changed-since", "key-deleted"]),
  /** A bulk action's review change (docs/decisions/0066): the undo puts the review state back, not a text. */
  review: v.optional(v.picklist(["approve", "needs-review", "confirm", "request-changes"])),
});
export type UndoTranslation = v.InferOutput<typeof undoCell>;

/**
 * GET `/imports/{id}/undo`: every cell of the import and what the undo does with it;
 * `basis` names this state of the cells, and the undo must send it back (409 once it moved).
 */
export const undoPreview = v.object({
  import: importRecord,
  basis: v.string(),
  restores: v.number(),
  skipped: v.number(),
  cells: v.array(undoCell),
  /** The keys the import created that nothing touched since: the undo removes them. */
  removesKeys: v.array(v.string()),
});
export type UndoPreview = v.InferOutput<typeof undoPreview>;

/** POST `/imports/{id}/undo` */
export const undoApplied = v.object({
  import: importRecord,
  restored: v.number(),
  skipped: v.number(),
  /** How many keys the import created went with it. */
  removedKeys: v.number(),
  publish: publishResult,
});
export type UndoApplied = v.InferOutput<typeof undoApplied>;

/** POST `/keys/delete`: what a bulk delete removes (a dry run) or removed. */
export const keysDeleted = v.object({
  dryRun: v.boolean(),
  keys: v.number(),
  translations: v.number(),
  /** The comments that go with the keys, when any do (docs/decisions/0065): the confirmation says how many. */
  comments: v.optional(v.number()),
  publish: v.optional(publishResult),
});
export type KeysDeleted = v.InferOutput<typeof keysDeleted>;
