import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createAccount, fetchWithEnv, loginRequest, PASSWORD, SAME_ORIGIN, signIn, uniqueIp } from "./auth-helpers";
import { adminCall } from "./people-helpers";
import { SSO_VARS, ssoWorker } from "./sso-helpers";

/**
 * The admin's SSO settings (docs/decisions/0089-single-sign-on.md): who may sign in through SSO,
 * and "password sign-in off for everyone but the break-glass admin".
 */
const settings = {
  allowedDomains: ["corp.test"],
  defaultRole: "translator",
  onlyExisting: false,
  trustProviderMfa: false,
  passwordSignIn: true,
};

/** A password sign-in on a deployment with SSO configured. */
const passwordLogin = (email: string) =>
  fetchWithEnv(SSO_VARS, "/api/admin/login", {
    method: "POST",
    headers: { ...SAME_ORIGIN, "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });

describe("SSO settings", () => {
  beforeEach(async () => {
    await env.DB.prepare(
      "UPDATE sso_settings SET allowed_domains = '[]', default_role = 'translator', only_existing = 1, trust_provider_mfa = 0, password_sign_in = 1, break_glass_user_id = NULL",
    ).run();
  });

  it("admins read and change them; the change is audited; others get 403", async () => {
    const admin = await createAccount({ role: "admin" });
    const cookie = await signIn(admin);
    const before = await ssoWorker("/api/admin/sso/settings", { Cookie: cookie });
    expect(await before.json()).toEqual({
      configured: true,
      providerName: "Test SSO",
      allowedDomains: [],
      defaultRole: "translator",
      onlyExisting: true,
      trustProviderMfa: false,
      passwordSignIn: true,
      breakGlass: null,
    });
    const put = await adminCall(cookie, "PUT", "/sso/settings", {
      ...settings,
      allowedDomains: ["Corp.TEST", "@other.test", "corp.test"],
      defaultRole: "reviewer",
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({
      configured: false,
      allowedDomains: ["corp.test", "other.test"],
      defaultRole: "reviewer",
    });
    const audit = await env.DB.prepare("SELECT detail, actor_id FROM audit_log WHERE event = 'sso.settings'").first();
    expect(audit).toEqual({
      detail: "domains corp.test,other.test; role reviewer; creates accounts; own second factor; passwords on",
      actor_id: admin.id,
    });
    const translator = await signIn(await createAccount({ role: "translator" }));
    expect((await adminCall(translator, "GET", "/sso/settings")).status).toBe(403);
    expect((await adminCall(translator, "PUT", "/sso/settings", settings)).status).toBe(403);
  });

  it("never makes admin the default role, and refuses what is not a domain", async () => {
    const cookie = await signIn(await createAccount({ role: "admin" }));
    expect((await adminCall(cookie, "PUT", "/sso/settings", { ...settings, defaultRole: "admin" })).status).toBe(400);
    const bad = await adminCall(cookie, "PUT", "/sso/settings", { ...settings, allowedDomains: ["corp test"] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "invalid_domain" });
  });

  it("password sign-in off: only the break-glass admin (who turned it off) keeps it, while SSO is configured", async () => {
    const admin = await createAccount({ role: "admin" });
    const other = await createAccount({ role: "admin" });
    const translator = await createAccount({ role: "translator" });
    const cookie = await signIn(admin);
    const put = await adminCall(cookie, "PUT", "/sso/settings", { ...settings, passwordSignIn: false });
    expect(await put.json()).toMatchObject({ passwordSignIn: false, breakGlass: { id: admin.id, email: admin.email } });

    expect((await passwordLogin(admin.email)).status).toBe(200);
    for (const account of [other, translator]) {
      const res = await passwordLogin(account.email);
      expect(res.status, account.email).toBe(403);
      expect(await res.json()).toMatchObject({ code: "password_sign_in_off" });
    }
    // A wrong password is the same answer as ever: the setting says nothing about an account to a guesser.
    const wrong = await fetchWithEnv(SSO_VARS, "/api/admin/login", {
      method: "POST",
      headers: { ...SAME_ORIGIN, "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
      body: JSON.stringify({ email: translator.email, password: "wrong password" }),
    });
    expect(wrong.status).toBe(401);
    const audit = await env.DB.prepare("SELECT detail FROM audit_log WHERE event = 'login.failure' AND user_id = ?1")
      .bind(translator.id)
      .all();
    expect(audit.results.map((r) => r.detail)).toEqual(["password_sign_in_off", "wrong_password"]);
    // Without SSO configured the setting cannot lock anyone out.
    expect((await loginRequest({ email: translator.email, password: PASSWORD })).status).toBe(200);
  });

  it("a break-glass admin disabled or demoted: every enabled admin keeps the password", async () => {
    const admin = await createAccount({ role: "admin" });
    const other = await createAccount({ role: "admin" });
    const translator = await createAccount({ role: "translator" });
    await adminCall(await signIn(admin), "PUT", "/sso/settings", { ...settings, passwordSignIn: false });
    expect((await passwordLogin(other.email)).status).toBe(403);
    await env.DB.prepare("UPDATE users SET disabled = 1 WHERE id = ?1").bind(admin.id).run();
    expect((await passwordLogin(other.email)).status).toBe(200);
    expect((await passwordLogin(translator.email)).status).toBe(403);
  });

  it("turning passwords on again forgets the break-glass admin", async () => {
    const admin = await createAccount({ role: "admin" });
    const cookie = await signIn(admin);
    await adminCall(cookie, "PUT", "/sso/settings", { ...settings, passwordSignIn: false });
    const on = await adminCall(cookie, "PUT", "/sso/settings", settings);
    expect(await on.json()).toMatchObject({ passwordSignIn: true, breakGlass: null });
  });
});
