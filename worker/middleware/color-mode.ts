import { createMiddleware } from "hono/factory";
import { readColorModeCookie } from "../../common/color-mode";
import type { AppEnv } from "../env";

/** Reads the color-mode cookie once per request, so the page renders in the right mode on the first byte. */
export function colorMode() {
  return createMiddleware<AppEnv>(async function colorMode(c, next) {
    c.set("colorMode", readColorModeCookie(c.req.header("Cookie")));
    await next();
  });
}
