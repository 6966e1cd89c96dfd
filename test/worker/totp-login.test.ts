import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE_NAME } from "../../worker/middleware/session";
import { LOGIN_MAX_FAILURES_PER_ACCOUNT } from "../../worker/services/identity/rate-limit";
import { createAccount, loginRequest, postJson, sessionCookieOf, signIn, uniqueIp } from "./auth-helpers";
import { ORIGIN, problemOf } from "./helpers";
import { adminCall, tokenOfLink } from "./people-helpers";
import { codeAt, enrolTotp, passwordStep, secondStep } from "./totp-helpers";

const NEW_PASSWORD = "a new password after the reset";

const sessionOf = async (cookie: string) =>
  (
    (await (await SELF.fetch(`${ORIGIN}/api/admin/session`, { headers: { Cookie: cookie } })).json()) as {
      user: { id: number } | null;
    }
  ).user;

describe("signing in with a second factor", () => {
  it("the password alone sets no session; the challenge and a code do", async () => {
    const user = await createAccount({ role: "reviewer", locales: ["de"] });
    const { key } = await enrolTotp(await signIn(user));
    const challenge = await passwordStep(user);
    const res = await secondStep(challenge, codeAt(key, 1));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, user: { id: user.id } });
    const cookie = sessionCookieOf(res);
    expect(cookie).toBeDefined();
    expect(await sessionOf(cookie as string)).toMatchObject({ id: user.id });
  });

  it("a code works once", async () => {
    const user = await createAccount({ role: "translator" });
    const { key } = await enrolTotp(await signIn(user));
    const code = codeAt(key, 1);
    expect((await secondStep(await passwordStep(user), code)).status).toBe(200);
    const again = await secondStep(await passwordStep(user), code);
    const problem = await problemOf(again, 401);
    expect(problem).toMatchObject({ code: "invalid_code" });
    expect(sessionCookieOf(again)).toBeUndefined();
  });

  it("a recovery code works once, and is counted down", async () => {
    const user = await createAccount({ role: "translator" });
    const { recoveryCodes } = await enrolTotp(await signIn(user));
    const [first] = recoveryCodes as [string];
    const used = await secondStep(await passwordStep(user), first.toUpperCase());
    expect(used.status).toBe(200);
    await problemOf(await secondStep(await passwordStep(user), first), 401);
    const state = await (await adminCall(sessionCookieOf(used) as string, "GET", "/account/totp")).json();
    expect(state).toMatchObject({ totp: true, recoveryCodesLeft: 9 });
    const audit = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM audit_log WHERE event = 'two_factor.recovery_used' AND user_id = ?1",
    )
      .bind(user.id)
      .first<{ n: number }>();
    expect(audit?.n).toBe(1);
  });

  it("the challenge is no session, and a session token is no challenge", async () => {
    const user = await createAccount({ role: "admin" });
    const cookie = await signIn(user);
    await enrolTotp(cookie);
    const challenge = await passwordStep(user);
    const asCookie = `${SESSION_COOKIE_NAME}=${challenge}`;
    expect(await sessionOf(asCookie)).toBeNull();
    await problemOf(await adminCall(asCookie, "GET", "/account/sessions"), 401);
    const bySession = await secondStep(cookie.slice(cookie.indexOf("=") + 1), "123456");
    expect(await problemOf(bySession, 401)).toMatchObject({ code: "challenge_expired" });
    const forged = await secondStep(`${challenge.slice(0, -4)}AAAA`, "123456");
    expect(await problemOf(forged, 401)).toMatchObject({ code: "challenge_expired" });
  });

  it("wrong codes are throttled like passwords, in the account's budget", async () => {
    const user = await createAccount({ role: "translator" });
    const { key } = await enrolTotp(await signIn(user));
    const challenge = await passwordStep(user);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT - 1; i++) {
      // A fresh address each time: the account's budget is what stops this.
      await problemOf(await secondStep(challenge, "000000", uniqueIp()), 401);
    }
    // The password is right again, which must not give the code guesses a new budget…
    const again = await passwordStep(user);
    await problemOf(await secondStep(again, "000000", uniqueIp()), 401);
    // …so even the right code is refused now, and nothing is signed in.
    const limited = await secondStep(again, codeAt(key, 1), uniqueIp());
    const problem = await problemOf(limited, 429);
    expect(problem).toMatchObject({ code: "rate_limited" });
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(sessionCookieOf(limited)).toBeUndefined();
  });

  it("changing the password ends the challenges made before", async () => {
    const user = await createAccount({ role: "translator" });
    const cookie = await signIn(user);
    const { key } = await enrolTotp(cookie);
    const challenge = await passwordStep(user);
    await env.DB.prepare("UPDATE users SET password_changed_at = password_changed_at + 1 WHERE id = ?1")
      .bind(user.id)
      .run();
    expect(await problemOf(await secondStep(challenge, codeAt(key, 1)), 401)).toMatchObject({
      code: "challenge_expired",
    });
  });

  it("a password-reset link sets the password but signs nobody in: the app is still asked for", async () => {
    const admin = await signIn(await createAccount({ role: "admin" }));
    const user = await createAccount({ role: "translator" });
    const { key } = await enrolTotp(await signIn(user));
    const reset = await adminCall(admin, "POST", `/people/${user.id}/reset`);
    const { link } = (await reset.json()) as { link: { url: string } };
    const accepted = await postJson(`/api/admin/invitations/${tokenOfLink(link.url)}`, { password: NEW_PASSWORD });
    expect(accepted.status).toBe(200);
    expect(sessionCookieOf(accepted)).toBeUndefined();
    const res = await loginRequest({ email: user.email, password: NEW_PASSWORD }, uniqueIp());
    expect(sessionCookieOf(res)).toBeUndefined();
    const { challenge } = (await res.json()) as { challenge: string };
    expect((await secondStep(challenge, codeAt(key, 1))).status).toBe(200);
  });
});
