import { Hono } from "hono";
import { colorModeCookie, parseColorModePreference } from "../../common/color-mode";
import { sameSitePath } from "../../common/safe-url";
import type { AppEnv } from "../env";

/**
 * The colour-mode toggle's form target, for browsers that have not run the
 * page's JavaScript (yet): stores the choice and sends the browser back to the
 * page it came from (same-site paths only).
 */
export const colourModeForm = new Hono<AppEnv>().post("/", async (c) => {
  const form = await c.req.parseBody();
  const url = new URL(c.req.url);
  const preference = parseColorModePreference(form.mode);
  const back = sameSitePath(typeof form.redirect === "string" ? form.redirect : null, url.origin);
  c.header("Set-Cookie", colorModeCookie(preference, url.protocol === "https:"));
  c.header("Cache-Control", "no-store");
  return c.redirect(back, 303);
});
