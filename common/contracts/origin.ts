import * as v from "valibot";
import { keyName } from "./fields";

/**
 * How a saved version of a translation was written (docs/decisions/0062-suggestions.md):
 * typed by a person, taken from the translation memory (another key's translation), from a
 * machine-translation provider, imported from a file, or filled by a pre-translation run.
 */
export const ORIGINS = ["typed", "memory", "machine", "import", "pretranslate"] as const;
export type Origin = (typeof ORIGINS)[number];

/** The machine-translation providers an operator may configure (`MT_PROVIDER`). */
export const MT_PROVIDERS = ["deepl", "openai"] as const;
export type MtProvider = (typeof MT_PROVIDERS)[number];

export const origin = v.picklist(ORIGINS, `must be one of ${ORIGINS.join(", ")}`);
export const mtProvider = v.picklist(MT_PROVIDERS, `must be one of ${MT_PROVIDERS.join(", ")}`);

/**
 * What a save may say about its text (PUT `/keys/{name}/values/{locale}` `origin`): typed (the
 * default), a memory suggestion of `key`, or a machine suggestion of `provider`. Imports and
 * pre-translations are recorded by the server alone.
 */
export const saveOrigin = v.variant("kind", [
  v.object({ kind: v.literal("typed") }),
  v.object({ kind: v.literal("memory"), key: keyName }),
  v.object({ kind: v.literal("machine"), provider: mtProvider }),
]);

/** A cell's or a history row's origin as the API answers it. */
export const originFields = {
  origin: v.optional(v.nullable(origin)),
  /** The key whose translation it came from (memory; a pre-translation from memory; a propagation). */
  originKey: v.optional(v.nullable(v.string())),
  /** The machine-translation provider (machine; a pre-translation by machine). */
  originProvider: v.optional(v.nullable(v.string())),
};
export type SaveOrigin = v.InferOutput<typeof saveOrigin>;
