import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { parseColorModePreference } from "../../common/color-mode";
import { COLOR_MODE_COOKIE } from "../../common/constants";
import type { AppEnv } from "../env";

/** Reads the colour-mode cookie once per request, so the page renders in the right mode on the first byte. */
export function colourMode() {
  return createMiddleware<AppEnv>(async function colourMode(c, next) {
    c.set("colorMode", parseColorModePreference(getCookie(c, COLOR_MODE_COOKIE)));
    await next();
  });
}
