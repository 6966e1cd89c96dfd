import * as v from "valibot";
import { jsonObject } from "./fields";

/** Request and answer of `PUT /api/admin/edit-on-page` (docs/decisions/0058-in-context-editing.md). */

/** The body is one flag: a few bytes. */
export const MAX_EDIT_ON_PAGE_BODY_BYTES = 1024;

export const editOnPageBody = jsonObject({ on: v.boolean("must be true or false") });

/** Whether edit mode is on afterwards. */
export interface EditOnPageState {
  on: boolean;
}
