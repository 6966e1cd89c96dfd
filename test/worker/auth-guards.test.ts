import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Bindings } from "../../worker/env";
import { signSessionToken } from "../../worker/services/identity/session-token";
import { createAccount, fetchWithEnv, loginRequest, PASSWORD, postJson, SAME_ORIGIN, signIn } from "./auth-helpers";
import { get, ORIGIN, problemOf } from "./helpers";

afterEach(() => vi.restoreAllMocks());

describe("admin pages without a session", () => {
  it.each([
    ["/admin", "/admin/login"],
    ["/admin/", "/admin/login?redirect=%2Fadmin%2F"],
    ["/admin/translation", "/admin/login?redirect=%2Fadmin%2Ftranslation"],
    ["/admin/translation?locale=de", "/admin/login?redirect=%2Fadmin%2Ftranslation%3Flocale%3Dde"],
  ])("%s answers 302 to %s", async (path, location) => {
    const res = await get(path);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(location);
  });

  it("serves the login page to a visitor without a session", async () => {
    expect((await get("/admin/login")).status).toBe(200);
  });
});

describe("the admin API without a session", () => {
  it("answers a 401 problem", async () => {
    const res = await get("/api/admin/audit");
    expect(await problemOf(res, 401)).toMatchObject({ title: "Unauthorized", detail: "Sign in required" });
    expect((await postJson("/api/admin/logout", {})).status).toBe(401);
  });

  // Every group mounted behind the session guard (worker/index.ts), before its body is read.
  it.each([
    ["GET", "/api/admin/translations/stats"],
    ["PUT", "/api/admin/translations/keys/home.title/values/de"],
    ["POST", "/api/admin/preview"],
    ["PUT", "/api/admin/in-context"],
    ["PUT", "/api/admin/edit-on-page"],
    ["GET", "/api/admin/people"],
    ["GET", "/api/admin/account/sessions"],
    ["POST", "/api/admin/account/password"],
    ["GET", "/api/admin/audit"],
    ["POST", "/api/admin/logout"],
  ])("%s %s answers 401 without a session", async (method, path) => {
    const res = await SELF.fetch(`${ORIGIN}${path}`, {
      method,
      headers: { ...SAME_ORIGIN, "Content-Type": "application/json" },
      ...(method === "GET" ? {} : { body: "{}" }),
    });
    expect(await problemOf(res, 401)).toMatchObject({ detail: "Sign in required" });
  });

  it("answers sign-in and one-time links without a session (mounted outside the guarded groups)", async () => {
    const login = await postJson("/api/admin/login", {}, { "CF-Connecting-IP": "192.0.2.77" });
    expect(login.status).toBe(400);
    const link = await get(`/api/admin/invitations/${"A".repeat(43)}`);
    expect(await problemOf(link, 404)).toMatchObject({ code: "unknown_link" });
  });

  it("says who is signed in: nobody", async () => {
    expect(await (await get("/api/admin/session")).json()).toEqual({ user: null });
  });
});

describe("roles", () => {
  it("lets an admin read the audit log and refuses a translator with 403", async () => {
    const admin = await signIn(await createAccount({ role: "admin" }));
    const translator = await signIn(await createAccount({ role: "translator", locales: ["de", "hu"] }));
    expect((await get("/api/admin/audit", { Cookie: admin })).status).toBe(200);
    const refused = await get("/api/admin/audit", { Cookie: translator });
    expect(await problemOf(refused, 403)).toMatchObject({ detail: "Your role does not allow this" });
  });

  it("tells a translator which locales they may edit", async () => {
    const user = await createAccount({ role: "translator", locales: ["de", "hu"] });
    const cookie = await signIn(user);
    expect(await (await get("/api/admin/session", { Cookie: cookie })).json()).toEqual({
      user: { id: user.id, email: user.email, role: "translator", locales: ["de", "hu"] },
      // The bell's count rides with the session (docs/decisions/0076-inbox.md).
      unread: 0,
    });
  });
});

describe("CSRF rules for admin mutations", () => {
  const user = () => createAccount();

  it("refuses a non-JSON mutation with 415", async () => {
    const cookie = await signIn(await user());
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"]) {
      const res = await SELF.fetch(`${ORIGIN}/api/admin/logout`, {
        method: "POST",
        headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "Content-Type": type, Cookie: cookie },
        body: "a=b",
      });
      expect(res.status, type).toBe(415);
    }
    // The session survived: the refused requests changed nothing.
    expect((await get("/api/admin/audit", { Cookie: cookie })).status).toBe(200);
  });

  it("refuses a cross-site mutation with 403, by Origin or by Sec-Fetch-Site", async () => {
    const account = await user();
    const body = { email: account.email, password: PASSWORD };
    const cases: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      { Origin: ORIGIN, "Sec-Fetch-Site": "same-site" },
      { Origin: "null" },
    ];
    for (const headers of cases) {
      const res = await SELF.fetch(`${ORIGIN}/api/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it("refuses a mutation that says nothing about its origin", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(403);
  });

  it("accepts the login form's POST from this origin only", async () => {
    const account = await user();
    const post = (headers: Record<string, string>, type = "application/x-www-form-urlencoded") =>
      SELF.fetch(`${ORIGIN}/admin/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": type, ...headers },
        body: new URLSearchParams({ email: account.email, password: PASSWORD }).toString(),
      });
    expect((await post({ Origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post({})).status).toBe(403);
    expect((await post({ Origin: ORIGIN }, "text/plain")).status).toBe(415);
    expect((await post({ Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" })).status).toBe(303);
  });

  it("refuses a form POST to any other admin page", async () => {
    const cookie = await signIn(await user());
    const res = await SELF.fetch(`${ORIGIN}/admin/translation`, {
      method: "POST",
      headers: { ...SAME_ORIGIN, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: "",
    });
    expect(res.status).toBe(415);
  });
});

describe("the sign-out form without JavaScript", () => {
  /** What a browser sends for the admin bar's form: no fields, form-encoded. */
  const signOutForm = (cookie: string, headers: Record<string, string>) =>
    SELF.fetch(`${ORIGIN}/admin/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, ...headers },
      body: "",
    });

  it("signs out a same-origin POST: 303 to the login page, the cookie cleared, the session ended", async () => {
    const cookie = await signIn(await createAccount());
    const res = await signOutForm(cookie, SAME_ORIGIN);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/login");
    expect(res.headers.getSetCookie()).toContain("__Host-session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax");
    // The old cookie, sent again, is nobody's: the session row is gone, not only the browser's copy.
    expect((await get("/api/admin/audit", { Cookie: cookie })).status).toBe(401);
    const page = await get("/admin", { Cookie: cookie });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin/login");
  });

  it("refuses a cross-site POST with 403 and leaves the session alone", async () => {
    const cookie = await signIn(await createAccount());
    const cases: Record<string, string>[] = [
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "same-site" },
      {},
    ];
    for (const headers of cases) {
      const res = await signOutForm(cookie, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.getSetCookie(), JSON.stringify(headers)).toEqual([]);
    }
    expect((await get("/api/admin/audit", { Cookie: cookie })).status).toBe(200);
    expect((await get("/admin", { Cookie: cookie })).status).toBe(200);
  });

  it("refuses a same-origin POST that is not a form (text/plain) with 415, still signed in", async () => {
    const cookie = await signIn(await createAccount());
    const res = await signOutForm(cookie, { ...SAME_ORIGIN, "Content-Type": "text/plain" });
    expect(res.status).toBe(415);
    expect((await get("/api/admin/audit", { Cookie: cookie })).status).toBe(200);
  });
});

describe("security headers", () => {
  function expectSecurityHeaders(res: Response, html: string) {
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Every script the page runs has this response's nonce (JSON data blocks are never run).
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
      (tag) => !/type="application\/(?:ld\+)?json"/.test(tag),
    );
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=31536000\b/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
    expect(res.headers.get("cache-control")).toMatch(/private|no-store/);
  }

  it("are on the home page, with a fresh nonce per response", async () => {
    const a = await get("/");
    expectSecurityHeaders(a, await a.text());
    const b = await get("/");
    expect(b.headers.get("content-security-policy")).not.toBe(a.headers.get("content-security-policy"));
  });

  it("are on the 404 page", async () => {
    const res = await get("/404");
    expect(res.status).toBe(404);
    expectSecurityHeaders(res, await res.text());
  });

  it("are on the error page of a failure (D1 down: 503), which leaks nothing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const brokenDb = {
      prepare() {
        throw new Error("secret: D1 is down");
      },
    };
    const user = await createAccount();
    const now = Date.now();
    const token = await signSessionToken(
      (env as Bindings).SESSION_SECRET,
      { userId: user.id, sessionId: "any", role: "admin" },
      { now, expiresAt: now + 60_000 },
    );
    const res = await fetchWithEnv({ DB: brokenDb }, "/admin", { headers: { Cookie: `__Host-session=${token}` } });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    const html = await res.text();
    expect(html).toContain("Temporarily unavailable");
    expect(html).not.toContain("secret");
    expectSecurityHeaders(res, html);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("keep admin pages and API answers out of every cache", async () => {
    const cookie = await signIn(await createAccount());
    for (const path of ["/admin/login", "/api/admin/session"]) {
      expect((await get(path)).headers.get("cache-control"), path).toBe("no-store");
    }
    expect((await get("/admin/translation", { Cookie: cookie })).headers.get("cache-control")).toBe("no-store");
    const login = await loginRequest({ email: "x@example.test", password: "x" });
    expect(login.headers.get("cache-control")).toBe("no-store");
  });

  it("are on API answers and static files too (without a CSP, which only HTML needs)", async () => {
    for (const path of ["/api/i18n/en", "/favicon.svg"]) {
      const res = await get(path);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("strict-transport-security"), path).toMatch(/^max-age=31536000/);
    }
  });
});
