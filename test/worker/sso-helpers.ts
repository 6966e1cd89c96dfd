import { env } from "cloudflare:test";
import { inject } from "vitest";
import { fetchWithEnv, sessionCookieOf, uniqueIp } from "./auth-helpers";

/**
 * Single sign-on against the real OpenID provider vitest's globalSetup started on 127.0.0.1
 * (test/oidc/provider.mjs): its development login page signs in whatever login is typed, as the
 * email; `mfa` in it makes the provider report MFA in `amr`.
 */
declare module "vitest" {
  export interface ProvidedContext {
    oidcIssuer: string;
  }
}

export const ISSUER = inject("oidcIssuer");
export const SSO_VARS = {
  OIDC_ISSUER: ISSUER,
  OIDC_CLIENT_ID: "polyglot-test",
  OIDC_CLIENT_SECRET: "test-only-oidc-client-secret-0123456789",
  OIDC_PROVIDER_NAME: "Test SSO",
};

export type TamperMode = "foreign-key" | "alg-none" | "hs256" | "wrong-aud" | "expired" | "wrong-nonce";

/** The ID token of the sign-in that sent `nonce` is spoiled so. */
export async function tamperIdToken(nonce: string, mode: TamperMode): Promise<void> {
  const res = await fetch(`${ISSUER}/__test/tamper`, { method: "POST", body: JSON.stringify({ nonce, mode }) });
  if (res.status !== 204) throw new Error(`tamper: ${res.status}`);
}

/** A request to the worker with SSO configured, from `ip`. */
export function ssoWorker(path: string, headers: Record<string, string> = {}, overrides: Record<string, unknown> = {}) {
  return fetchWithEnv({ ...SSO_VARS, ...overrides }, path, { headers });
}

/** The `name=value` of a Set-Cookie named `name`, if the response sets it with a value. */
export function cookieOf(res: Response, name: string): string | undefined {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  const pair = cookie?.split(";")[0];
  return pair && pair !== `${name}=` ? pair : undefined;
}

/** A browser's cookies at the provider: kept per name, sent back on every request. */
class Jar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair = ""] = c.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/**
 * Signs in at the provider as `login` from its authorization URL: follows its redirects, fills its
 * login form, and returns the URL it finally sends the browser to (the worker's callback).
 */
export async function loginAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Jar();
  let url = new URL(authorizationUrl);
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop++) {
    const res = await fetch(url, {
      method: body ? "POST" : "GET",
      headers: { Cookie: jar.header(), ...(body ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
      body,
      redirect: "manual",
    });
    jar.take(res);
    body = undefined;
    const location = res.headers.get("Location");
    if (location) {
      url = new URL(location, url);
      if (!url.href.startsWith(ISSUER)) return url;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action || !html.includes('name="prompt" value="login"'))
      throw new Error(`provider page ${res.status}: ${html.slice(0, 300)}`);
    url = new URL(action.replaceAll("&amp;", "&"), url);
    body = new URLSearchParams({ prompt: "login", login, password: "any" });
  }
  throw new Error("too many redirects at the provider");
}

export interface SsoRun {
  start: Response;
  flowCookie?: string;
  callbackUrl?: URL;
  callback: Response;
  session?: string;
}

/**
 * One whole SSO sign-in as a browser does it: /start, the provider's login page, /callback.
 * `tamper` spoils the ID token; `flowCookie` replaces the browser's cookie ("" drops it);
 * `state` replaces the state the provider returned.
 */
export async function ssoSignIn(
  login: string,
  options: {
    ip?: string;
    redirect?: string;
    tamper?: TamperMode;
    flowCookie?: string;
    state?: string;
    vars?: Record<string, unknown>;
  } = {},
): Promise<SsoRun> {
  const ip = options.ip ?? uniqueIp();
  const query = options.redirect ? `?redirect=${encodeURIComponent(options.redirect)}` : "";
  const start = await ssoWorker(`/api/admin/sso/start${query}`, { "CF-Connecting-IP": ip }, options.vars);
  const location = start.headers.get("Location");
  if (start.status !== 302 || !location) throw new Error(`start: ${start.status} ${await start.text()}`);
  const flowCookie = options.flowCookie ?? cookieOf(start, "__Host-sso-flow");
  const callbackUrl = await loginAtProvider(location, login);
  if (options.state !== undefined) callbackUrl.searchParams.set("state", options.state);
  if (options.tamper) await tamperIdToken(new URL(location).searchParams.get("nonce") ?? "", options.tamper);
  const callback = await ssoWorker(
    callbackUrl.pathname + callbackUrl.search,
    { "CF-Connecting-IP": ip, ...(flowCookie ? { Cookie: flowCookie } : {}) },
    options.vars,
  );
  return { start, flowCookie, callbackUrl, callback, session: sessionCookieOf(callback) };
}

/** The audit entries of `email` (or, without one, of the address `ip`) since the test began, oldest first. */
export async function auditOf(where: { email?: string; ip?: string }) {
  const { results } = await env.DB.prepare(
    "SELECT event, detail, user_id FROM audit_log WHERE (email = ?1 OR ?1 IS NULL) AND (ip = ?2 OR ?2 IS NULL) ORDER BY id",
  )
    .bind(where.email ?? null, where.ip ?? null)
    .all<{ event: string; detail: string | null; user_id: number | null }>();
  return results;
}

/** Changes the SSO settings row directly (the settings API has tests of its own). */
export async function setSsoSettings(settings: {
  allowedDomains?: string[];
  defaultRole?: "translator" | "reviewer";
  onlyExisting?: boolean;
  trustProviderMfa?: boolean;
}) {
  await env.DB.prepare(
    `UPDATE sso_settings SET allowed_domains = ?1, default_role = ?2, only_existing = ?3, trust_provider_mfa = ?4 WHERE id = 1`,
  )
    .bind(
      JSON.stringify(settings.allowedDomains ?? []),
      settings.defaultRole ?? "translator",
      settings.onlyExisting === false ? 0 : 1,
      settings.trustProviderMfa ? 1 : 0,
    )
    .run();
}
