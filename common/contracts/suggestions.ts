import * as v from "valibot";
import { jsonObject, keyName, localeCode, version } from "./fields";
import { mtProvider } from "./origin";
import { publishResult } from "./translation-responses";
import { listFilters } from "./translations";

/**
 * Suggestions, pre-translation and propagation (issue 27, docs/decisions/0062-suggestions.md):
 * the requests and answers of `/api/admin/translations/keys/{name}/suggestions/{locale}`,
 * `/pretranslate`, `/keys/{name}/same-source/{locale}` and `/keys/{name}/propagate/{locale}`.
 */

export const SUGGESTION_SOURCES = ["memory", "machine"] as const;
export type SuggestionSource = (typeof SUGGESTION_SOURCES)[number];
const source = v.picklist(SUGGESTION_SOURCES, "must be memory or machine");

/** One suggestion: memory items name the key they come from, machine items the provider. */
export const suggestion = v.object({
  /** The text to insert, already with this key's own argument and tag names. */
  text: v.string(),
  /** 0–100; 100 is an identical source (argument names and whitespace aside). */
  score: v.number(),
  origin: source,
  /** The source text that was matched (memory) or translated (machine). */
  sourceText: v.string(),
  key: v.optional(v.string()),
  /** A unit of the imported translation memory (TMX): the file it came from, instead of a key. */
  importedFrom: v.optional(v.string()),
  provider: v.optional(mtProvider),
  reviewed: v.optional(v.boolean()),
  outdated: v.optional(v.boolean()),
  /** Why it needs a closer look (plural categories filled from `other`, a check's warnings). */
  warnings: v.optional(v.array(v.string())),
});
export type Suggestion = v.InferOutput<typeof suggestion>;

/** What became of the machine translation of one request. */
export const MACHINE_STATUSES = ["ok", "off", "paused", "budget", "refused"] as const;

/** GET `/keys/{name}/suggestions/{locale}` */
export const suggestionsResult = v.object({
  items: v.array(suggestion),
  /** Absent when machine items were not asked for; `retryAfter` in seconds while paused. */
  machine: v.optional(
    v.object({
      status: v.picklist(MACHINE_STATUSES),
      message: v.optional(v.string()),
      retryAfter: v.optional(v.number()),
    }),
  ),
});
export type SuggestionsResult = v.InferOutput<typeof suggestionsResult>;

/** `from=memory,machine` (the default): which sources to ask. */
export const suggestionsQuery = v.object({
  from: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => s.split(",")),
      v.array(source),
    ),
    "memory,machine",
  ),
});

/** POST `/pretranslate` */
export const pretranslateBody = jsonObject({
  locale: localeCode,
  from: v.pipe(v.array(source, "must be a list of memory, machine"), v.minLength(1, "must name memory or machine")),
  /** The list's filters (GET `/`): which keys are considered; only their empty translations are filled. */
  filter: v.optional(v.object(listFilters), {}),
  dryRun: v.optional(v.boolean("must be true or false"), true),
});
export type PretranslateRequest = v.InferOutput<typeof pretranslateBody>;

const skipped = v.object({
  /** The key already has a translation in the locale. */
  translated: v.number(),
  /** The key has no source text to translate from. */
  noSource: v.number(),
  /** No identical source with a translation (memory), and no machine translation asked for or left. */
  noMatch: v.number(),
  /** Past the machine translations one run makes (run it again for the rest). */
  machineLimit: v.number(),
  /** The machine's text did not pass the checks, or the provider failed for it. */
  machineFailed: v.number(),
});

/** POST `/pretranslate`: what the run would do (dryRun), or did. */
export const pretranslateResult = v.object({
  dryRun: v.boolean(),
  locale: localeCode,
  /** Keys the filter selected. */
  considered: v.number(),
  fill: v.object({ memory: v.number(), machine: v.number() }),
  skipped,
  /** The locale serves saved texts at once: what the run fills goes live (ask first). */
  goesLive: v.boolean(),
  message: v.string(),
  /** The run's id for GET/POST `/imports/{id}/undo`; null when it filled nothing (or a dry run). */
  id: v.nullable(v.number()),
  publish: v.optional(publishResult),
});
export type PretranslateResult = v.InferOutput<typeof pretranslateResult>;

/** GET `/keys/{name}/same-source/{locale}`: other keys with the identical source whose translation differs. */
export const sameSourceResult = v.object({
  key: v.string(),
  locale: localeCode,
  /** This key's translation and its version (what a propagation copies). */
  text: v.string(),
  version: v.number(),
  items: v.array(v.object({ key: v.string(), text: v.string(), version: v.number() })),
});
export type SameSourceResult = v.InferOutput<typeof sameSourceResult>;

/** POST `/keys/{name}/propagate/{locale}`: this key's translation as seen, and the keys to copy it to. */
export const propagateBody = jsonObject({
  version,
  targets: v.pipe(
    v.array(jsonObject({ key: keyName, version }), "must be a list of {key, version}"),
    v.minLength(1, "must name at least one key"),
    v.maxLength(1000, "must name at most 1000 keys"),
  ),
});

export const propagateResult = v.object({
  /** Keys written; `conflicts` lists those whose translation moved since (left as they are). */
  written: v.number(),
  conflicts: v.array(v.string()),
  id: v.nullable(v.number()),
  publish: publishResult,
});
export type PropagateResult = v.InferOutput<typeof propagateResult>;
