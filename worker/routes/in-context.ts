import { Hono } from "hono";
import { type InContextState, inContextBody, MAX_IN_CONTEXT_BODY_BYTES } from "../../common/contracts/in-context";
import type { AppEnv } from "../env";
import { requireAccount } from "../http/auth";
import { limitBody, validate } from "../http/validate";
import { inContextCookie } from "../services/site";

/**
 * `PUT /api/admin/edit-on-page` `{on}` (behind the admin API guard: a session, same-origin JSON):
 * sets or clears the edit-mode cookie. Any signed-in account may turn it on; what it may save
 * on the page is what it may save in the editor (docs/decisions/0058-in-context-editing.md).
 */
export const inContext = new Hono<AppEnv>().put(
  "/",
  limitBody(MAX_IN_CONTEXT_BODY_BYTES),
  validate("json", inContextBody),
  (c) => {
    requireAccount(c);
    const { on } = c.req.valid("json");
    c.header("Set-Cookie", inContextCookie(on), { append: true });
    c.header("Cache-Control", "no-store");
    const body: InContextState = { on };
    return c.json(body);
  },
);
