import { type Context, Hono } from "hono";
import { ACCOUNT_PATH, LOGIN_PATH, safeRedirect } from "../../common/auth";
import { type SsoSettingsView, ssoSettingsBody, ssoStartQuery } from "../../common/contracts/sso";
import { type CookieSpec, cookieHeader, expiredCookieHeader, readCookie } from "../../common/cookies";
import type { AppEnv } from "../env";
import { authContext, clientIp, requireRole, sessionCookie } from "../http/auth";
import { validate } from "../http/validate";
import { AppError } from "../lib/errors";
import { loadSso } from "../services/identity";

/**
 * The cookies of single sign-on (docs/decisions/0089-single-sign-on.md), like the session's HttpOnly,
 * Secure, SameSite=Lax and `__Host-`: between /start and /callback the signed state, nonce, PKCE
 * verifier and return path (this browser's, 10 minutes); after it, an account's second step (the
 * signed challenge the sign-in page's code form carries, 5 minutes). Here, not in common/cookies.ts:
 * only this lazily loaded module and the login page's loader (worker/routes/pages) read them.
 */
export const SSO_COOKIES = {
  flow: { name: "__Host-sso-flow", maxAge: 600, httpOnly: true, alwaysSecure: true },
  step: { name: "__Host-sso-step", maxAge: 300, httpOnly: true, alwaysSecure: true },
} as const satisfies Record<string, CookieSpec>;
const COOKIES = { ssoFlow: SSO_COOKIES.flow, ssoStep: SSO_COOKIES.step };

type Sso = Awaited<ReturnType<typeof loadSso>>;

/** The deployment's SSO, or 404: without OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET there is none. */
function configured(c: Context<AppEnv>, sso: Sso) {
  const config = sso.ssoConfig(c.env);
  if (!config) throw new AppError(404, "Single sign-on is not configured");
  return config;
}

const origin = (c: Context<AppEnv>) => c.env.PUBLIC_ORIGIN || new URL(c.req.url).origin;

/** A redirect that also sets `cookies`; nothing here is cached. */
function redirectWith(location: string, cookies: string[]): Response {
  const headers = new Headers({ Location: location, "Cache-Control": "no-store" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers });
}

/** The sign-in page, saying why SSO did not sign in (`sso_error`); the return path kept. */
function backToSignIn(refusal: string, redirect?: string): string {
  const params = new URLSearchParams({ sso_error: refusal });
  const target = redirect ? safeRedirect(redirect) : undefined;
  if (target && target !== "/admin") params.set("redirect", target);
  return `${LOGIN_PATH}?${params}`;
}

/**
 * `/api/admin/sso/start` and `/callback` (docs/decisions/0089-single-sign-on.md): answered signed out,
 * browser navigations both (plain links and redirects: no JavaScript needed).
 */
export const ssoSignInApi = new Hono<AppEnv>()
  .get("/start", validate("query", ssoStartQuery), async (c) => {
    const sso = await loadSso();
    const config = configured(c, sso);
    const redirect = safeRedirect(c.req.valid("query").redirect);
    try {
      const { location, flow } = await sso.startSso(config, {
        sessionSecret: c.env.SESSION_SECRET,
        origin: origin(c),
        redirect,
      });
      return redirectWith(location, [cookieHeader(COOKIES.ssoFlow, flow, { secure: true })]);
    } catch (error) {
      if (error instanceof AppError) throw error;
      console.error("sso: the provider could not be reached:", error);
      return redirectWith(backToSignIn("unavailable", redirect), []);
    }
  })
  .get("/callback", async (c) => {
    const sso = await loadSso();
    const config = configured(c, sso);
    const ctx = authContext(c);
    const clearFlow = expiredCookieHeader(COOKIES.ssoFlow, true);
    let flow: Awaited<ReturnType<typeof sso.finishSso>>;
    try {
      flow = await sso.finishSso(config, {
        sessionSecret: c.env.SESSION_SECRET,
        origin: origin(c),
        callbackUrl: new URL(c.req.url),
        flowCookie: readCookie(c.req.header("Cookie"), COOKIES.ssoFlow.name),
      });
    } catch (error) {
      console.error("sso: the provider could not be reached:", error);
      return redirectWith(backToSignIn("unavailable"), [clearFlow]);
    }
    const outcome = flow.ok
      ? await sso.signInWithSso(ctx, flow.claims, flow.redirect)
      : await sso.refuseFlow(ctx, flow.reason);
    if (outcome.kind === "refused") {
      return redirectWith(backToSignIn(outcome.refusal, flow.redirect), [clearFlow]);
    }
    if (outcome.kind === "second_step") {
      // "totp.recovery~<challenge>": the methods only choose what the code form shows.
      const step = cookieHeader(COOKIES.ssoStep, `${outcome.methods.join(".")}~${outcome.challenge}`, { secure: true });
      return redirectWith(`${LOGIN_PATH}?sso=second-factor`, [clearFlow, step]);
    }
    const target = outcome.user.pending ? ACCOUNT_PATH : safeRedirect(outcome.redirectTo);
    return redirectWith(target, [clearFlow, sessionCookie(outcome.token)]);
  });

/** `/api/admin/sso/settings`: who may sign in through SSO (admins; mounted among the signed-in routes). */
export const ssoSettingsApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    requireRole(c, "admin");
    const sso = await loadSso();
    const config = sso.ssoConfig(c.env);
    c.header("Cache-Control", "no-store");
    const view: SsoSettingsView = {
      configured: config !== null,
      providerName: config?.providerName ?? null,
      ...(await sso.ssoSettings(c.env.DB)),
    };
    return c.json(view);
  })
  .put("/", validate("json", ssoSettingsBody), async (c) => {
    const admin = requireRole(c, "admin");
    const sso = await loadSso();
    const actor = { id: admin.id, email: admin.email, ip: clientIp(c) };
    const settings = await sso.updateSsoSettings(c.env.DB, c.req.valid("json"), actor);
    const config = sso.ssoConfig(c.env);
    const view: SsoSettingsView = {
      configured: config !== null,
      providerName: config?.providerName ?? null,
      ...settings,
    };
    return c.json(view);
  });
