import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import type { CreatedPerson } from "../../common/contracts/people";
import { IN_CONTEXT_COOKIE } from "../../common/in-context";
import { bearerCall, makeToken } from "./api-tokens-helpers";
import { createAccount, loginRequest, sessionCookieOf, signIn, uniqueEmail, uniqueIp } from "./auth-helpers";
import { ORIGIN, problemOf } from "./helpers";
import { adminCall } from "./people-helpers";
import { enrolTotp } from "./totp-helpers";

const NEW_PASSWORD = "a password of my very own";

async function signInWith(email: string, password: string): Promise<string> {
  const res = await loginRequest({ email, password }, uniqueIp());
  expect(res.status, await res.clone().text()).toBe(200);
  return sessionCookieOf(res) as string;
}

describe("a password given by an admin is changed at first sign-in", () => {
  it("every admin API but changing the password answers 403 until then", async () => {
    const admin = await signIn(await createAccount({ role: "admin" }));
    const email = uniqueEmail("given");
    const created = await adminCall(admin, "POST", "/people", { email, role: "admin", mode: "password" });
    const { password } = (await created.json()) as CreatedPerson;
    const cookie = await signInWith(email, password as string);
    const res = await SELF.fetch(`${ORIGIN}/api/admin/session`, { headers: { Cookie: cookie } });
    const session = (await res.json()) as { user: { pending?: string } };
    expect(session.user.pending).toBe("password");
    for (const [method, path] of [
      ["GET", "/people"],
      ["GET", "/account/sessions"],
      ["GET", "/translations/stats"],
      ["POST", "/tokens"],
      ["POST", "/account/totp"],
      ["PUT", "/policy"],
    ] as const) {
      const problem = await problemOf(await adminCall(cookie, method, path, method === "GET" ? undefined : {}), 403);
      expect(problem, `${method} ${path}`).toMatchObject({ code: "password_change_required" });
    }
    // Nor does the in-context edit mode open: the visitor's page, without a key marked.
    const page = await SELF.fetch(`${ORIGIN}/de`, { headers: { Cookie: `${cookie}; ${IN_CONTEXT_COOKIE}=1` } });
    expect(await page.text()).not.toContain("data-i18n-key");
    // The same password again is no change.
    await problemOf(await adminCall(cookie, "POST", "/account/password", { current: password, password }), 400);
    const changed = await adminCall(cookie, "POST", "/account/password", { current: password, password: NEW_PASSWORD });
    expect(changed.status).toBe(204);
    const fresh = sessionCookieOf(changed) as string;
    expect((await adminCall(fresh, "GET", "/people")).status).toBe(200);
  });

  it("an invited person chooses their own password and is not asked again", async () => {
    const row = await env.DB.prepare("SELECT must_change_password FROM users WHERE id = ?1")
      .bind((await createAccount({ role: "translator" })).id)
      .first<{ must_change_password: number }>();
    expect(row?.must_change_password).toBe(0);
  });
});

describe("an admin requires two-factor sign-in", () => {
  afterEach(async () => {
    await env.DB.prepare("UPDATE account_policy SET require_two_factor = 0").run();
  });

  it("an account without it can only set it up; with it, everything works again", async () => {
    const admin = await signIn(await createAccount({ role: "admin" }));
    const otherAdmin = await signIn(await createAccount({ role: "admin" }));
    const user = await createAccount({ role: "translator" });
    const before = await signIn(user);
    const token = await makeToken(before, ["translations:read"]);
    // Not without a second factor of one's own.
    const refused = await adminCall(admin, "PUT", "/policy", { requireTwoFactor: true });
    expect(await problemOf(refused, 409)).toMatchObject({ code: "two_factor_not_set_up" });
    await enrolTotp(admin);
    const on = await adminCall(admin, "PUT", "/policy", { requireTwoFactor: true });
    expect(await on.json()).toEqual({ requireTwoFactor: true });
    expect((await adminCall(admin, "GET", "/people")).status).toBe(200);
    // Another admin without one: the policy holds for them from their next request.
    expect(await problemOf(await adminCall(otherAdmin, "GET", "/people"), 403)).toMatchObject({
      code: "two_factor_required",
    });
    const cookie = await signIn(user);
    for (const call of [
      adminCall(cookie, "GET", "/account/sessions"),
      adminCall(before, "GET", "/translations/stats"),
      bearerCall(token.secret, "GET", "/translations/stats"),
    ]) {
      expect(await problemOf(await call, 403)).toMatchObject({ code: "two_factor_required" });
    }
    expect(await (await adminCall(cookie, "GET", "/account/totp")).json()).toMatchObject({
      totp: false,
      required: true,
    });
    await enrolTotp(cookie);
    expect((await adminCall(cookie, "GET", "/account/sessions")).status).toBe(200);
    expect((await bearerCall(token.secret, "GET", "/translations/stats")).status).toBe(200);
  });

  it("only an admin changes the policy", async () => {
    const reviewer = await signIn(await createAccount({ role: "reviewer" }));
    await problemOf(await adminCall(reviewer, "PUT", "/policy", { requireTwoFactor: true }), 403);
    const row = await env.DB.prepare("SELECT require_two_factor FROM account_policy").first<{
      require_two_factor: number;
    }>();
    expect(row?.require_two_factor).toBe(0);
  });
});

describe("an admin turns off someone's lost app", () => {
  it("the app and its codes go, their sessions end, and the password alone signs in again", async () => {
    const admin = await signIn(await createAccount({ role: "admin" }));
    const user = await createAccount({ role: "translator" });
    const cookie = await signIn(user);
    await enrolTotp(cookie);
    const listed = (await (await adminCall(admin, "GET", `/people/${user.id}`)).json()) as {
      person: { twoFactor: boolean };
    };
    expect(listed.person.twoFactor).toBe(true);
    const reviewer = await signIn(await createAccount({ role: "reviewer" }));
    await problemOf(await adminCall(reviewer, "DELETE", `/people/${user.id}/totp`), 403);
    expect((await adminCall(admin, "DELETE", `/people/${user.id}/totp`)).status).toBe(204);
    await problemOf(await adminCall(cookie, "GET", "/account/sessions"), 401);
    await signIn(user);
    await problemOf(await adminCall(admin, "DELETE", `/people/${user.id}/totp`), 409);
    const audit = await env.DB.prepare(
      "SELECT actor_email FROM audit_log WHERE event = 'two_factor.disable' AND user_id = ?1",
    )
      .bind(user.id)
      .first<{ actor_email: string }>();
    expect(audit?.actor_email).toMatch(/^admin-/);
  });
});
