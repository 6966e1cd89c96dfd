import type { Context } from "hono";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { INVITE_PATH_PREFIX, LOGIN_PATH, LOGOUT_PATH } from "../../../common/auth";
import { isAdminPath } from "../../../common/pages";
import type { AppEnv } from "../../env";
import { session } from "../../middleware/session";
import { asksForInContext, PREVIEW_PARAM } from "../../services/site";
import { appPage } from "./app";
import { inContextEditPage, wantsInContext } from "./in-context";
import { marked, publicPage } from "./public";

/**
 * Every page of the route table, by who asks for it: a visitor's page through the page cache
 * (./public.ts, a live preview in ./preview.ts), an editor's edit-mode page (./in-context.ts),
 * the admin's app and its forms (./app.ts). Each builds only the data its pages read.
 */

const resolveSession = session();

/**
 * Public pages do not read the session cookie, except for a live preview URL: then it is
 * resolved (as on the admin pages, which have done so already) to find whose preview it is.
 */
const previewSession = createMiddleware<AppEnv>(async function previewSession(c, next) {
  if (c.req.query(PREVIEW_PARAM) === undefined || c.get("sessionId") !== undefined) return next();
  return resolveSession(c, next);
});

/** The session is resolved for a page asked for in edit mode, to check that an editor asks. */
const editSession = createMiddleware<AppEnv>(async function editSession(c, next) {
  if (!asksForInContext(c.req.header("Cookie")) || c.get("sessionId") !== undefined) return next();
  return resolveSession(c, next);
});

async function getPage(c: Context<AppEnv>) {
  if (wantsInContext(c)) return inContextEditPage(c);
  if (isAdminPath(new URL(c.req.url).pathname)) return marked(await appPage(c), "bypass");
  return publicPage(c);
}

/** Every page of the route table, rendered by React and streamed; the sign-in and sign-out forms also post here. */
export const pages = new Hono<AppEnv>()
  .get("*", previewSession, editSession, getPage)
  .post(LOGIN_PATH, (c) => appPage(c))
  .post(LOGOUT_PATH, (c) => appPage(c))
  // A one-time link's form, posted without JavaScript (worker/middleware/guards.ts checks its origin).
  .post(`${INVITE_PATH_PREFIX}:token`, (c) => appPage(c));
