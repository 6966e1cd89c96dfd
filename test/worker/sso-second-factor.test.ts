import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createAccount, sessionCookieOf, signIn } from "./auth-helpers";
import { adminCall } from "./people-helpers";
import { cookieOf, setSsoSettings, ssoSignIn, ssoWorker } from "./sso-helpers";
import { codeAt, enrolTotp, secondStep } from "./totp-helpers";

/**
 * Single sign-on never bypasses an enforced second factor (issue 39 item 5; the GitLab bug
 * gitlab-org/gitlab#524391): unless the ID token's `amr` says the provider did MFA and the admin's
 * setting trusts it, an account with a factor gives it after SSO as after a password, and one the
 * policy covers without a factor is led through setting one up. docs/decisions/0089-single-sign-on.md.
 */
const email = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@corp.test`;
const policy = (scope: "none" | "reviewers" | "everyone") =>
  env.DB.prepare("UPDATE account_policy SET require_two_factor_for = ?1, require_two_factor = (?1 = 'everyone')")
    .bind(scope)
    .run();
const methodsOf = async (userId: number) =>
  (
    await env.DB.prepare("SELECT method FROM sessions WHERE user_id = ?1 AND revoked_at IS NULL ORDER BY created_at")
      .bind(userId)
      .all<{ method: string }>()
  ).results.map((s) => s.method);

/** An account with an authenticator app, made through the password sign-in; its key. */
async function withApp(prefix: string) {
  const user = await createAccount({ role: "reviewer", email: email(prefix) });
  const { key } = await enrolTotp(await signIn(user));
  await env.DB.prepare("UPDATE sessions SET revoked_at = 1 WHERE user_id = ?1").bind(user.id).run();
  return { user, key };
}

describe("SSO and the second factor", () => {
  beforeEach(async () => {
    await setSsoSettings({ allowedDomains: ["corp.test"], onlyExisting: false, trustProviderMfa: false });
    await policy("everyone");
  });

  it("with 2FA enforced, SSO without amr MFA asks for the second factor: no session until the code", async () => {
    const { user, key } = await withApp("ana");
    const run = await ssoSignIn(user.email, { redirect: "/admin/people" });
    expect(run.callback.status).toBe(302);
    expect(run.callback.headers.get("Location")).toBe("/admin/login?sso=second-factor");
    expect(run.session).toBeUndefined();
    const step = run.callback.headers.getSetCookie().find((c) => c.startsWith("__Host-sso-step="));
    expect(step).toMatch(/HttpOnly/);
    expect(step).toMatch(/Max-Age=300/);
    expect(await methodsOf(user.id)).toEqual([]);
    // "totp.recovery~<challenge>": the methods for the code form, then the signed challenge.
    const [methods, challenge = ""] = (cookieOf(run.callback, "__Host-sso-step") ?? "").split("=")[1]?.split("~") ?? [];
    expect(methods).toBe("totp.recovery");
    // A wrong code signs nothing in; the right one does, and the session says how.
    expect((await secondStep(challenge, "000000")).status).toBe(401);
    const done = await secondStep(challenge, codeAt(key, 1));
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await done.json()).toMatchObject({ ok: true, redirectTo: "/admin/people" });
    expect(sessionCookieOf(done)).toBeDefined();
    expect(await methodsOf(user.id)).toEqual(["sso+totp"]);
  });

  it("an account with a factor gives it after SSO even when no policy requires it", async () => {
    await policy("none");
    const { user } = await withApp("ben");
    const run = await ssoSignIn(user.email);
    expect(run.callback.headers.get("Location")).toBe("/admin/login?sso=second-factor");
    expect(run.session).toBeUndefined();
  });

  it("with amr MFA and the setting trusting it, SSO signs in without asking", async () => {
    await setSsoSettings({ allowedDomains: ["corp.test"], onlyExisting: false, trustProviderMfa: true });
    const { user } = await withApp("mfa");
    const run = await ssoSignIn(user.email, { redirect: "/admin/people" });
    expect(run.callback.headers.get("Location")).toBe("/admin/people");
    expect(run.session).toBeDefined();
    expect(await methodsOf(user.id)).toEqual(["sso+mfa"]);
  });

  it("amr MFA is not enough while the setting does not trust it", async () => {
    const { user } = await withApp("mfa");
    const run = await ssoSignIn(user.email);
    expect(run.callback.headers.get("Location")).toBe("/admin/login?sso=second-factor");
    expect(run.session).toBeUndefined();
  });

  it("trusted: an ID token without amr MFA still asks for the account's factor", async () => {
    await setSsoSettings({ allowedDomains: ["corp.test"], onlyExisting: false, trustProviderMfa: true });
    const { user } = await withApp("carla");
    const run = await ssoSignIn(user.email);
    expect(run.callback.headers.get("Location")).toBe("/admin/login?sso=second-factor");
  });

  it("a covered account without a factor is led through setting one up, and can do nothing else", async () => {
    await policy("reviewers");
    const user = await createAccount({ role: "reviewer", email: email("dana") });
    const run = await ssoSignIn(user.email, { redirect: "/admin/people" });
    expect(run.callback.headers.get("Location")).toBe("/admin/account");
    const cookie = run.session ?? "";
    const res = await adminCall(cookie, "GET", "/translations/stats");
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "two_factor_required" });
    expect((await ssoWorker("/api/admin/session", { Cookie: cookie }).then((r) => r.json())) as unknown).toMatchObject({
      user: { pending: "two_factor" },
    });
  });
});

describe("SSO, the policy and the provider's MFA", () => {
  it("a covered account without a factor of its own: trusted amr MFA is its second factor", async () => {
    await setSsoSettings({ allowedDomains: ["corp.test"], onlyExisting: false, trustProviderMfa: true });
    await policy("everyone");
    const user = await createAccount({ role: "translator", email: email("mfa") });
    const run = await ssoSignIn(user.email, { redirect: "/admin/people" });
    expect(run.callback.headers.get("Location")).toBe("/admin/people");
    const res = await adminCall(run.session ?? "", "GET", "/translations/stats");
    expect(res.status).toBe(200);
    expect(await (await ssoWorker("/api/admin/session", { Cookie: run.session ?? "" })).json()).toMatchObject({
      user: { email: user.email },
    });
    const session = (await (await ssoWorker("/api/admin/session", { Cookie: run.session ?? "" })).json()) as {
      user: { pending?: string };
    };
    expect(session.user.pending).toBeUndefined();
  });

  it("trusting the provider does not spare an account without amr MFA the set-up", async () => {
    await setSsoSettings({ allowedDomains: ["corp.test"], onlyExisting: false, trustProviderMfa: true });
    await policy("everyone");
    const user = await createAccount({ role: "translator", email: email("eve") });
    const run = await ssoSignIn(user.email);
    expect(run.callback.headers.get("Location")).toBe("/admin/account");
    expect((await adminCall(run.session ?? "", "GET", "/translations/stats")).status).toBe(403);
  });
});
