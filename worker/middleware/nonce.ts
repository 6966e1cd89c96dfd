import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/** A fresh CSP nonce per response: 16 random bytes, base64. */
export function nonce() {
  return createMiddleware<AppEnv>(async function nonce(c, next) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    c.set("nonce", btoa(String.fromCharCode(...bytes)));
    await next();
  });
}
