import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { MAX_LOGIN_BODY_BYTES } from "../../common/contracts/auth";
import type { AppEnv } from "../env";
import { formBody } from "../http/validate";
import { AppError } from "../lib/errors";

/**
 * CSRF rules for the admin area. `hono/csrf` only looks at form content types, and a
 * cross-site page can send those without a preflight; so every admin mutation must be
 * `application/json` (which a cross-site page cannot send without a CORS preflight this
 * worker never grants) and come from this origin. The two exceptions are the no-JavaScript
 * POSTs of the sign-in and sign-out forms, which are form-encoded and accepted from this origin only.
 */

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * The one origin a same-origin request may name: the request URL's, except that when the
 * configured PUBLIC_ORIGIN has the same host (name and port) its scheme is the truth — a proxy in
 * front of the worker may tell it `http` for an `https` site, and an `http://` page of the site's
 * host is another origin, never this one (docs/decisions/0084-factor-changes-and-sessions.md).
 */
export function expectedOrigin(requestUrl: string, publicOrigin: string | undefined): string {
  const own = new URL(requestUrl);
  if (!publicOrigin) return own.origin;
  try {
    const configured = new URL(publicOrigin);
    return configured.host === own.host ? configured.origin : own.origin;
  } catch {
    return own.origin;
  }
}

/**
 * Same-origin by the browser's own word: `Sec-Fetch-Site` when sent, and `Origin` when sent,
 * compared whole (scheme, host and port). A request that sends neither (not a browser, or a very
 * old one) is not trusted. `wrangler dev`'s proxy rewrites an `Origin` naming its host on another
 * scheme to its own origin before the worker sees it (SECURITY.md): the browser's
 * `Sec-Fetch-Site`, which it leaves alone, refuses such a page locally too.
 */
export function isSameOrigin(c: Context<AppEnv>): boolean {
  const site = c.req.header("Sec-Fetch-Site");
  const origin = c.req.header("Origin");
  if (site !== undefined && site !== "same-origin") return false;
  if (origin !== undefined) return origin === expectedOrigin(c.req.url, c.env?.PUBLIC_ORIGIN);
  return site === "same-origin";
}

function mediaType(c: Context): string {
  return (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/** Admin API and page mutations: same origin (else 403), JSON (else 415). Safe methods pass. */
export function jsonMutationsOnly() {
  return createMiddleware<AppEnv>(async function jsonMutationsOnly(c, next) {
    // A bearer call (middleware/api-token.ts) carries no credential a browser adds by itself: no CSRF to fear.
    if (!SAFE_METHODS.has(c.req.method) && !c.get("token")) {
      // Pages and the API alike: worker/index.ts's onError answers a problem or an error page.
      if (!isSameOrigin(c)) throw new AppError(403, "Cross-site request refused");
      if (mediaType(c) !== "application/json") throw new AppError(415, "Admin requests must be application/json");
    }
    await next();
  });
}

/**
 * A form posted without JavaScript (sign-in, sign-out): same origin (else 403), form-encoded
 * (else 415), then a readable form of at most `maxBytes` (else a 400 or 413 problem) — checked
 * here, before the page's action reads it.
 */
export function sameOriginForm(maxBytes: number = MAX_LOGIN_BODY_BYTES) {
  const readableForm = formBody(maxBytes);
  return createMiddleware<AppEnv>(async function sameOriginForm(c, next) {
    if (!isSameOrigin(c)) throw new HTTPException(403, { res: c.text("Cross-site form submission refused", 403) });
    if (!FORM_TYPES.has(mediaType(c))) throw new HTTPException(415, { res: c.text("Unsupported form encoding", 415) });
    await readableForm(c, next);
  });
}
