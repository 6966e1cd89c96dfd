import { Hono } from "hono";
import { colorModeCookie, parseColorModePreference } from "../../common/color-mode";
import { sameSitePath } from "../../common/safe-url";
import type { AppEnv } from "../env";
import { formBody } from "../http/validate";

/** The toggle's form is a mode and the path to go back to: a few kilobytes at most. */
export const MAX_COLOR_MODE_BODY_BYTES = 16 * 1024;

/**
 * The color-mode toggle's form target, for browsers that have not run the
 * page's JavaScript (yet): stores the choice and sends the browser back to the
 * page it came from (same-site paths only). A body that is not a readable form
 * of at most MAX_COLOR_MODE_BODY_BYTES is a problem (400, 413, 415).
 */
export const colorModeForm = new Hono<AppEnv>().post("/", formBody(MAX_COLOR_MODE_BODY_BYTES), async (c) => {
  const form = await c.req.parseBody();
  const url = new URL(c.req.url);
  const preference = parseColorModePreference(form.mode);
  const back = sameSitePath(typeof form.redirect === "string" ? form.redirect : null, url.origin);
  c.header("Set-Cookie", colorModeCookie(preference, url.protocol === "https:"));
  c.header("Cache-Control", "no-store");
  return c.redirect(back, 303);
});
