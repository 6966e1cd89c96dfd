import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { type CaptchaProvider, LOGIN_PATH } from "../../common/auth";
import { isAdminPath } from "../../common/pages";
import { SECURITY_HEADERS } from "../../common/security-headers";
import type { AppEnv } from "../env";
import { CAPTCHA_CSP_SOURCES, captchaPublicConfig } from "../services/identity";

/** The directives of the policy below, `nonce` in script-src. */
function policyAround(nonce: string, captcha?: CaptchaProvider): string {
  const sources = captcha ? CAPTCHA_CSP_SOURCES[captcha] : { script: [], frame: [], connect: [] };
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", `'nonce-${nonce}'`, "'strict-dynamic'", ...sources.script],
    // reCAPTCHA writes its badge markup with inline style attributes.
    ["style-src", "'self'", ...(captcha === "recaptcha" ? ["'unsafe-inline'"] : [])],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...sources.connect],
    ["frame-src", ...(sources.frame.length ? sources.frame : ["'none'"])],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

/** The policy of each captcha provider (and of none) up to and after the nonce: built once per isolate. */
const policies = new Map<CaptchaProvider | undefined, [string, string]>();
const NONCE_SLOT = "\u0000nonce\u0000";

/**
 * A strict CSP (https://web.dev/articles/strict-csp): scripts run only with this response's
 * nonce, or when loaded by such a script ('strict-dynamic': React's lazy chunks, the captcha
 * loader). The captcha provider's origins are allowed on the login page only.
 */
export function contentSecurityPolicy(nonce: string, captcha?: CaptchaProvider): string {
  let policy = policies.get(captcha);
  if (!policy) {
    const [before = "", after = ""] = policyAround(NONCE_SLOT, captcha).split(NONCE_SLOT);
    policy = [before, after];
    policies.set(captcha, policy);
  }
  return policy[0] + nonce + policy[1];
}

const ALWAYS = Object.entries(SECURITY_HEADERS);

function isHtml(res: Response): boolean {
  return /^text\/html\b/i.test(res.headers.get("Content-Type") ?? "");
}

function captchaFor(c: Context<AppEnv>, pathname: string): CaptchaProvider | undefined {
  return pathname === LOGIN_PATH ? captchaPublicConfig(c.env)?.provider : undefined;
}

/**
 * Responses built with every header this middleware writes (a page-cache hit, worker/routes/pages.ts):
 * it leaves them as they are. A hit is the cheapest answer the worker gives, and copying its
 * Response to set ten headers again was most of its time (a CPU profile, decision 0072).
 */
const secured = new WeakSet<Response>();

/** The headers this middleware gives a public HTML page that set no Cache-Control: for a Response built complete. */
export function publicHtmlHeaders(nonce: string): [string, string][] {
  return [...ALWAYS, ["Content-Security-Policy", contentSecurityPolicy(nonce)], ["Cache-Control", "private, no-cache"]];
}

/** Marks a Response whose headers already include `publicHtmlHeaders` (and that no one else holds). */
export function markSecured(res: Response): Response {
  secured.add(res);
  return res;
}

/** Whether `res` was marked by `markSecured`: a fresh Response of this request, its headers editable in place. */
export function isSecured(res: Response): boolean {
  return secured.has(res);
}

/**
 * Security headers on every response the worker gives, whatever produced it (pages, API,
 * files from the asset binding, the 404 and the error handler): `SECURITY_HEADERS`, and
 * for HTML the nonce CSP and a cache policy that keeps nonced pages out of shared caches.
 */
export function securityHeaders() {
  return createMiddleware<AppEnv>(async function securityHeaders(c, next) {
    await next();
    if (secured.has(c.res)) return;
    // A fetched response (static assets) has immutable headers, and a rendered page's own is kept
    // by the page cache as it was: copy it once, then edit. (Hono's setter would copy the copy
    // and each header again when a response is already set: unset it first.)
    const res = new Response(c.res.body, c.res);
    c.res = undefined;
    c.res = res;
    const headers = res.headers;
    for (const [name, value] of ALWAYS) headers.set(name, value);

    const pathname = c.req.path;
    if (isHtml(res)) {
      headers.set("Content-Security-Policy", contentSecurityPolicy(c.get("nonce"), captchaFor(c, pathname)));
      const cache = headers.get("Cache-Control") ?? "";
      if (!/\b(?:private|no-store)\b/.test(cache)) headers.set("Cache-Control", "private, no-cache");
    }
    if (isAdminPath(pathname)) headers.set("Cache-Control", "no-store");
  });
}
