import * as v from "valibot";
import { keyNameError, valueError } from "../text";
import { jsonObject, localeCode } from "./fields";

/** Request and answer of `POST /api/admin/preview`. */

/** Drafts per preview: an editor's page of unsaved cells, with room to spare. */
export const MAX_PREVIEW_DRAFTS = 2_000;
/** The JSON body: 2,000 drafts of a few hundred characters each fit easily; KV takes 25 MiB. */
export const MAX_PREVIEW_BODY_BYTES = 5 * 1024 * 1024;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Key names to texts. Checked entry by entry rather than with `v.record`, which
 * drops `__proto__`-like keys silently: a reserved name must be refused, by path.
 */
export const drafts = v.pipe(
  v.custom<Record<string, unknown>>(isRecord, "must be an object of key names and texts"),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const entries = Object.entries(dataset.value);
    if (entries.length === 0) addIssue({ message: "must hold at least one draft" });
    if (entries.length > MAX_PREVIEW_DRAFTS) addIssue({ message: `must hold at most ${MAX_PREVIEW_DRAFTS} drafts` });
    for (const [key, value] of entries.slice(0, MAX_PREVIEW_DRAFTS)) {
      // A bad name is the drafts object's fault; a bad text is the fault of that draft.
      const badName = keyNameError(key);
      if (badName) addIssue({ message: `key "${key.slice(0, 200)}" ${badName}` });
      const badText = badName ? null : valueError(value);
      if (!badText) continue;
      const path = { type: "object", origin: "value", input: dataset.value, key, value } as const;
      addIssue({ message: badText, path: [path] });
    }
  }),
  v.transform((value) => new Map(Object.entries(value as Record<string, string>))),
);

/** `path`: a public page of the preview's locale; the locale's home page when left out. */
export const previewBody = jsonObject({
  locale: localeCode,
  drafts,
  path: v.nullish(v.string("must be a string")),
});

export type { PreviewCreated } from "./answers";
