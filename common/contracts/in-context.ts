import * as v from "valibot";
import { jsonObject } from "./fields";

/** Request and answer of `PUT /api/admin/edit-on-page` (docs/decisions/0058-in-context-editing.md). */

/** The body is one flag: a few bytes. */
export const MAX_IN_CONTEXT_BODY_BYTES = 1024;

export const inContextBody = jsonObject({ on: v.boolean("must be true or false") });

/** Whether edit mode is on afterwards. */
export const inContextState = v.object({ on: v.boolean() });
export type InContextState = v.InferOutput<typeof inContextState>;
