import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { safeRedirect } from "../../common/auth";
import { upsertAccount } from "../../worker/services/identity/accounts";
import { hashPassword, parseHash } from "../../worker/services/identity/password";
import { LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_MAX_FAILURES_PER_IP } from "../../worker/services/identity/rate-limit";
import {
  createAccount,
  loginRequest,
  PASSWORD,
  postJson,
  SAME_ORIGIN,
  sessionCookieOf,
  signIn,
  uniqueEmail,
  uniqueIp,
} from "./auth-helpers";
import { get, ORIGIN, problemOf, textOf } from "./helpers";

afterEach(() => vi.restoreAllMocks());

/** The sign-in form posted without JavaScript, as the browser sends it from the login page. */
function formLogin(fields: Record<string, string>, { query = "", ip = uniqueIp(), headers = {} } = {}) {
  return SELF.fetch(`${ORIGIN}/admin/login${query}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      ...SAME_ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": ip,
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
}

describe("signing in over the JSON API", () => {
  it("sets a __Host- session cookie (HttpOnly, Secure, SameSite=Lax, Path=/) and names where to go", async () => {
    const user = await createAccount();
    const res = await loginRequest({ email: ` ${user.email.toUpperCase()} `, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      redirectTo: "/admin",
      user: { id: user.id, email: user.email, role: "admin", locales: null },
    });
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(
      /^__Host-session=[\w-]+\.[\w-]+\.[\w-]+; Max-Age=1800; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(cookie).not.toMatch(/Domain/i);
  });

  it("gives the same answer for an unknown email, a wrong password and a disabled account", async () => {
    const user = await createAccount();
    const disabled = await createAccount({ disabled: true });
    const answers = await Promise.all([
      loginRequest({ email: uniqueEmail(), password: PASSWORD }),
      loginRequest({ email: user.email, password: "wrong password" }),
      loginRequest({ email: disabled.email, password: PASSWORD }),
    ]);
    const bodies = await Promise.all(answers.map((res) => res.json()));
    expect(answers.map((res) => res.status)).toEqual([401, 401, 401]);
    expect(answers.map((res) => res.headers.get("content-type"))).toEqual(Array(3).fill("application/problem+json"));
    // The same problem for all three, but for the request path it names.
    for (const body of bodies) delete (body as { instance?: string }).instance;
    expect(bodies[0]).toEqual({
      type: "about:blank",
      title: "Unauthorized",
      status: 401,
      code: "invalid_credentials",
      detail: "The email or password is incorrect.",
    });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    for (const res of answers) expect(sessionCookieOf(res)).toBeUndefined();
  });

  it("spends a password verification on an unknown email too (a dummy hash), so timing tells nothing", async () => {
    const user = await createAccount();
    const time = async (email: string) => {
      const start = performance.now();
      await loginRequest({ email, password: "wrong password" });
      return performance.now() - start;
    };
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 3; i++) {
      unknown.push(await time(uniqueEmail()));
      known.push(await time(user.email));
    }
    // Without the dummy hash an unknown email would answer ~30x faster; with it, about as fast.
    expect(Math.min(...unknown)).toBeGreaterThan(0.5 * Math.min(...known));
  });

  it("answers 400 with field errors for missing or malformed input", async () => {
    const res = await loginRequest({ email: "not-an-email", password: "" });
    expect(await problemOf(res, 400)).toMatchObject({
      code: "invalid_input",
      errors: [
        { path: "email", message: "Enter an email address like name@example.com." },
        { path: "password", message: "Enter your password." },
      ],
    });
    const notJson = await postJson("/api/admin/login", "just a string");
    expect((await problemOf(notJson, 400)).errors).toEqual([{ path: "body", message: expect.any(String) }]);
  });

  it("goes to a same-site `redirect`, and to /admin for anything else", async () => {
    const user = await createAccount();
    const ip = uniqueIp();
    const target = async (redirect: string) =>
      (
        (await (await loginRequest({ email: user.email, password: PASSWORD, redirect }, ip)).json()) as {
          redirectTo: string;
        }
      ).redirectTo;
    expect(await target("/admin/translation?locale=de")).toBe("/admin/translation?locale=de");
    for (const evil of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)"]) {
      expect(await target(evil), evil).toBe("/admin");
    }
  });

  it("re-hashes a password stored with older parameters, and the session still works", async () => {
    const old = await hashPassword(PASSWORD, { ln: 14, r: 8, p: 1 });
    const user = await upsertAccount(env.DB, { email: uniqueEmail(), passwordHash: old, role: "admin" });
    const cookie = await signIn(user);
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?1").bind(user.id).first<{
      password_hash: string;
    }>();
    expect(parseHash(row?.password_hash ?? "")?.params).toEqual({ ln: 15, r: 8, p: 1 });
    expect((await get("/api/admin/session", { Cookie: cookie })).status).toBe(200);
  });
});

describe("safeRedirect", () => {
  it.each([
    ["/admin/translation", "/admin/translation"],
    ["/de/404?path=%2Fx#top", "/de/404?path=%2Fx#top"],
    ["//evil.example", "/admin"],
    ["/\\evil.example", "/admin"],
    ["/\t/evil.example", "/admin"],
    ["/%0a/evil.example", "/%0a/evil.example"],
    ["https://evil.example", "/admin"],
    ["javascript:alert(1)", "/admin"],
    ["admin", "/admin"],
    ["", "/admin"],
  ])("%j → %j", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});

describe("rate limiting", () => {
  it(`answers 429 with Retry-After after ${LOGIN_MAX_FAILURES_PER_ACCOUNT} failures for one account, even with the right password`, async () => {
    const user = await createAccount();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      // A new address each time: the account's own budget is what runs out.
      expect((await loginRequest({ email: user.email, password: `wrong ${i}` })).status).toBe(401);
    }
    const res = await loginRequest({ email: user.email, password: PASSWORD });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await problemOf(res, 429)).toMatchObject({ code: "rate_limited", retryAfter });
  });

  it("throttles an unknown email exactly like a real one", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) await loginRequest({ email, password: "x" });
    expect((await loginRequest({ email, password: "x" })).status).toBe(429);
  });

  it(`answers 429 after ${LOGIN_MAX_FAILURES_PER_IP} failures from one IP address, whatever the account`, async () => {
    const ip = uniqueIp();
    await env.DB.prepare("INSERT INTO login_failures (key, failures, window_started_at) VALUES (?1, ?2, ?3)")
      .bind(`ip:${ip}`, LOGIN_MAX_FAILURES_PER_IP - 1, Date.now())
      .run();
    expect((await loginRequest({ email: uniqueEmail(), password: "x" }, ip)).status).toBe(401);
    const user = await createAccount();
    const res = await loginRequest({ email: user.email, password: PASSWORD }, ip);
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("clears the account's counter after a successful sign-in", async () => {
    const user = await createAccount();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT - 1; i++)
      await loginRequest({ email: user.email, password: "x" });
    await signIn(user);
    const row = await env.DB.prepare("SELECT * FROM login_failures WHERE key = ?1")
      .bind(`account:${user.email}`)
      .first();
    expect(row).toBeNull();
  });
});

describe("the sign-in form without JavaScript", () => {
  it("signs in with a 303 to the redirect target and sets the cookie", async () => {
    const user = await createAccount();
    const res = await formLogin(
      { email: user.email, password: PASSWORD },
      { query: "?redirect=%2Fadmin%2Ftranslation" },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/translation");
    expect(sessionCookieOf(res)).toMatch(/^__Host-session=/);
  });

  it("lands on /admin when the redirect parameter points off-site", async () => {
    const user = await createAccount();
    const ip = uniqueIp();
    for (const evil of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)"]) {
      const res = await formLogin(
        { email: user.email, password: PASSWORD },
        { query: `?redirect=${encodeURIComponent(evil)}`, ip },
      );
      expect(res.headers.get("location"), evil).toBe("/admin");
    }
  });

  it("re-renders the page with an accessible error (role=alert, aria-describedby) and keeps the email", async () => {
    const user = await createAccount();
    const res = await formLogin({ email: user.email, password: "wrong" });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain(
      '<div id="login-error" role="alert" class="form-error">The email or password is incorrect.</div>',
    );
    expect(html).toMatch(/<input id="email"[^>]*aria-invalid="true" aria-describedby="login-error"/);
    expect(html).toContain(`value="${user.email}"`);
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it("shows field errors next to their fields", async () => {
    const html = await (await formLogin({ email: "", password: "" })).text();
    expect(html).toMatch(/aria-describedby="email-error"/);
    expect(textOf(html, 'id="email-error"')).toBe("Enter your email address.");
    expect(textOf(html, 'id="password-error"')).toBe("Enter your password.");
  });

  it("answers 429 with Retry-After when throttled", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) await formLogin({ email, password: "x" });
    const res = await formLogin({ email, password: "x" });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(textOf(await res.text(), 'id="login-error"')).toMatch(/^Too many failed sign-in attempts/);
  });

  it("sends a signed-in visitor from the login page to /admin", async () => {
    const cookie = await signIn(await createAccount());
    const res = await get("/admin/login", { Cookie: cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
  });
});

describe("the audit log", () => {
  it("records sign-in success, failure, rate limiting and logout with time, account and IP — and no secrets", async () => {
    const logged: string[] = [];
    for (const level of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(" "));
      });
    }
    const user = await createAccount();
    const ip = uniqueIp();
    const since = Date.now();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++)
      await loginRequest({ email: user.email, password: `wrong-${i}` }, ip);
    await loginRequest({ email: user.email, password: PASSWORD }, ip);
    await env.DB.prepare("DELETE FROM login_failures WHERE key = ?1").bind(`account:${user.email}`).run();
    const cookie = await signIn(user, ip);
    await postJson("/api/admin/logout", {}, { Cookie: cookie, "CF-Connecting-IP": ip });

    const { results } = await env.DB.prepare("SELECT * FROM audit_log WHERE email = ?1 ORDER BY id")
      .bind(user.email)
      .all<{ at: number; event: string; user_id: number | null; ip: string; detail: string | null }>();
    expect(results.map((r) => r.event)).toEqual([
      ...Array(LOGIN_MAX_FAILURES_PER_ACCOUNT).fill("login.failure"),
      "login.rate_limited",
      "login.success",
      "logout",
    ]);
    for (const row of results) {
      expect(row.ip).toBe(ip);
      expect(row.at).toBeGreaterThanOrEqual(since);
    }
    expect(results[0]).toMatchObject({ user_id: user.id, detail: "wrong_password" });
    expect(results.at(-1)).toMatchObject({ user_id: user.id });

    const token = cookie.slice(cookie.indexOf("=") + 1);
    const everything = JSON.stringify(results) + logged.join("\n");
    for (const secret of [PASSWORD, "wrong-0", token, token.split(".")[2] as string]) {
      expect(everything).not.toContain(secret);
    }
  });
});
