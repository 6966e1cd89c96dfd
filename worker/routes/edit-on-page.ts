import { Hono } from "hono";
import { type EditOnPageState, editOnPageBody, MAX_EDIT_ON_PAGE_BODY_BYTES } from "../../common/contracts/edit-on-page";
import type { AppEnv } from "../env";
import { requireAccount } from "../lib/auth";
import { limitBody, validate } from "../lib/validate";
import { editOnPageCookie } from "../services/edit-on-page";

/**
 * `PUT /api/admin/edit-on-page` `{on}` (behind the admin API guard: a session, same-origin JSON):
 * sets or clears the edit-mode cookie. Any signed-in account may turn it on; what it may save
 * on the page is what it may save in the editor (docs/decisions/0058-in-context-editing.md).
 */
export const editOnPage = new Hono<AppEnv>().put(
  "/",
  limitBody(MAX_EDIT_ON_PAGE_BODY_BYTES),
  validate("json", editOnPageBody),
  (c) => {
    requireAccount(c);
    const { on } = c.req.valid("json");
    c.header("Set-Cookie", editOnPageCookie(on), { append: true });
    c.header("Cache-Control", "no-store");
    const body: EditOnPageState = { on };
    return c.json(body);
  },
);
