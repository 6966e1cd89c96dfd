import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createAccount, uniqueIp } from "./auth-helpers";
import { ORIGIN } from "./helpers";
import { auditOf, cookieOf, ISSUER, setSsoSettings, ssoSignIn, ssoWorker } from "./sso-helpers";

/**
 * Single sign-on with OpenID Connect (issue 39 item 5, docs/decisions/0089-single-sign-on.md)
 * against a real oidc-provider on 127.0.0.1: who may sign in, and as whom.
 */
const domainEmail = (domain: string, prefix = "ana") => `${prefix}-${crypto.randomUUID().slice(0, 8)}@${domain}`;

describe("SSO: configuration and /start", () => {
  it("without OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET the routes are 404", async () => {
    for (const path of ["/api/admin/sso/start", "/api/admin/sso/callback?code=x&state=y"]) {
      const res = await ssoWorker(path, {}, { OIDC_ISSUER: "", OIDC_CLIENT_ID: "", OIDC_CLIENT_SECRET: "" });
      expect(res.status, path).toBe(404);
    }
    const noSecret = await ssoWorker("/api/admin/sso/start", {}, { OIDC_CLIENT_SECRET: undefined });
    expect(noSecret.status).toBe(404);
  });

  it("redirects to the provider with the code flow, PKCE S256, state and nonce, and a flow cookie of this browser", async () => {
    const res = await ssoWorker(`/api/admin/sso/start?redirect=${encodeURIComponent("/admin/people?x=1")}`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("Location") ?? "");
    expect(location.origin).toBe(ISSUER);
    const params = location.searchParams;
    expect(params.get("response_type")).toBe("code");
    expect(params.get("client_id")).toBe("polyglot-test");
    expect(params.get("redirect_uri")).toBe(`${ORIGIN}/api/admin/sso/callback`);
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(params.get("state")?.length).toBeGreaterThanOrEqual(22);
    expect(params.get("nonce")?.length).toBeGreaterThanOrEqual(22);
    expect(params.get("scope")).toBe("openid email");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__Host-sso-flow="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=600/);
    // Nothing of the flow is in the URL but what the provider needs.
    expect(location.href).not.toContain(cookieOf(res, "__Host-sso-flow")?.split("=")[1]);
  });
});

describe("SSO: accounts", () => {
  it("a first sign-in from an allowed domain creates an account with the default role, and signs it in", async () => {
    await setSsoSettings({ allowedDomains: ["corp.test"], defaultRole: "reviewer", onlyExisting: false });
    const email = domainEmail("corp.test");
    const run = await ssoSignIn(email, { redirect: "/admin/people" });
    expect(run.callback.status).toBe(302);
    expect(run.callback.headers.get("Location")).toBe("/admin/people");
    expect(run.session).toBeDefined();
    const row = await env.DB.prepare("SELECT role, locales, password_hash FROM users WHERE email = ?1")
      .bind(email)
      .first<{ role: string; locales: string; password_hash: string }>();
    expect(row).toMatchObject({ role: "reviewer", locales: "[]" });
    const session = await ssoWorker("/api/admin/session", { Cookie: run.session ?? "" });
    expect(await session.json()).toMatchObject({ user: { email, role: "reviewer" } });
    const sessions = await env.DB.prepare(
      "SELECT method FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ?1",
    )
      .bind(email)
      .all<{ method: string }>();
    expect(sessions.results.map((s) => s.method)).toEqual(["sso"]);
    const events = (await auditOf({ email })).map((e) => `${e.event} ${e.detail}`);
    expect(events).toEqual(["person.create sso", "login.success sso"]);
    // The flow cookie is spent.
    expect(run.callback.headers.getSetCookie().some((c) => /^__Host-sso-flow=;.*Max-Age=0/.test(c))).toBe(true);
  });

  it("a second sign-in finds the same account (by verified email, any case)", async () => {
    await setSsoSettings({ allowedDomains: ["corp.test"], onlyExisting: false });
    const email = domainEmail("corp.test");
    await ssoSignIn(email);
    const again = await ssoSignIn(email.toUpperCase());
    expect(again.session).toBeDefined();
    const count = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?1")
      .bind(email)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("a domain that is not allowed is refused: nothing signed in, no account, an audit entry", async () => {
    await setSsoSettings({ allowedDomains: ["corp.test"], onlyExisting: false });
    const email = domainEmail("elsewhere.test");
    const run = await ssoSignIn(email);
    expect(run.callback.status).toBe(302);
    expect(run.callback.headers.get("Location")).toBe("/admin/login?sso_error=domain");
    expect(run.session).toBeUndefined();
    expect(await env.DB.prepare("SELECT 1 FROM users WHERE email = ?1").bind(email).first()).toBeNull();
    expect(await auditOf({ email })).toEqual([
      expect.objectContaining({ event: "login.failure", detail: "sso:domain_not_allowed" }),
    ]);
  });

  it("only existing accounts: an existing one signs in, a new one is refused", async () => {
    await setSsoSettings({ allowedDomains: ["corp.test"], onlyExisting: true });
    const existing = await createAccount({ role: "translator", email: domainEmail("corp.test") });
    expect((await ssoSignIn(existing.email)).session).toBeDefined();
    const email = domainEmail("corp.test");
    const run = await ssoSignIn(email);
    expect(run.callback.headers.get("Location")).toBe("/admin/login?sso_error=no_account");
    expect(run.session).toBeUndefined();
    expect(await env.DB.prepare("SELECT 1 FROM users WHERE email = ?1").bind(email).first()).toBeNull();
    expect(await auditOf({ email })).toEqual([
      expect.objectContaining({ event: "login.failure", detail: "sso:no_account" }),
    ]);
  });

  it("no domain listed: SSO signs in existing accounts of any domain but never creates one", async () => {
    await setSsoSettings({ allowedDomains: [], onlyExisting: false });
    const existing = await createAccount({ role: "reviewer", email: domainEmail("anywhere.test") });
    expect((await ssoSignIn(existing.email)).session).toBeDefined();
    const run = await ssoSignIn(domainEmail("anywhere.test"));
    expect(run.callback.headers.get("Location")).toBe("/admin/login?sso_error=no_account");
  });

  it("an email the provider has not verified is refused", async () => {
    await setSsoSettings({ allowedDomains: ["corp.test"], onlyExisting: false });
    const email = domainEmail("corp.test", "unverified");
    const run = await ssoSignIn(email);
    expect(run.callback.headers.get("Location")).toBe("/admin/login?sso_error=unverified");
    expect(run.session).toBeUndefined();
    expect(await auditOf({ email })).toEqual([
      expect.objectContaining({ event: "login.failure", detail: "sso:email_unverified" }),
    ]);
  });

  it("a disabled account is refused", async () => {
    await setSsoSettings({ allowedDomains: ["corp.test"], onlyExisting: false });
    const disabled = await createAccount({ role: "translator", email: domainEmail("corp.test"), disabled: true });
    const run = await ssoSignIn(disabled.email);
    expect(run.callback.headers.get("Location")).toBe("/admin/login?sso_error=disabled");
    expect(run.session).toBeUndefined();
    expect(await auditOf({ email: disabled.email })).toEqual([
      expect.objectContaining({ event: "login.failure", detail: "sso:account_disabled", user_id: disabled.id }),
    ]);
  });

  it("is throttled like passwords: past the account's budget, refused before anything is checked", async () => {
    await setSsoSettings({ allowedDomains: ["corp.test"], onlyExisting: false });
    const disabled = await createAccount({ role: "translator", email: domainEmail("corp.test"), disabled: true });
    for (let i = 0; i < 5; i++) await ssoSignIn(disabled.email, { ip: uniqueIp() });
    const run = await ssoSignIn(disabled.email, { ip: uniqueIp() });
    expect(run.callback.headers.get("Location")).toBe("/admin/login?sso_error=rate_limited");
    const events = (await auditOf({ email: disabled.email })).map((e) => e.event);
    expect(events.at(-1)).toBe("login.rate_limited");
  });

  it("keeps the return path on refusal, and never leaves the site", async () => {
    await setSsoSettings({ allowedDomains: ["corp.test"], onlyExisting: false });
    const run = await ssoSignIn(domainEmail("elsewhere.test"), { redirect: "/admin/people" });
    expect(run.callback.headers.get("Location")).toBe("/admin/login?sso_error=domain&redirect=%2Fadmin%2Fpeople");
    const ok = await ssoSignIn(domainEmail("corp.test"), { redirect: "//evil.test/x" });
    expect(ok.callback.headers.get("Location")).toBe("/admin");
  });
});
