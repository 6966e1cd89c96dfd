import { env } from "cloudflare:test";
import { decodeJwt, SignJWT, UnsecuredJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import type { Bindings } from "../../worker/env";
import { setAccountDisabled, upsertAccount } from "../../worker/services/identity/accounts";
import { SESSION_AUDIENCE, SESSION_ISSUER, signSessionToken } from "../../worker/services/identity/session-token";
import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  tokenExpiry,
} from "../../worker/services/identity/sessions";
import { createAccount, postJson, SAME_ORIGIN, signIn, tokenOf } from "./auth-helpers";
import { get, problemOf } from "./helpers";

const SECRET = (env as Bindings).SESSION_SECRET as string;
const key = (secret: string) => new TextEncoder().encode(secret);
const now = () => Math.floor(Date.now() / 1000);

/** An endpoint that needs a session (and the admin role). */
const PROTECTED_API = "/api/admin/audit";
const withToken = (token: string) => ({ Cookie: `__Host-session=${token}` });

async function expectRefused(token: string) {
  const api = await get(PROTECTED_API, withToken(token));
  expect(await problemOf(api, 401)).toMatchObject({ detail: "Sign in required" });
  const page = await get("/admin", withToken(token));
  expect(page.status).toBe(302);
  expect(page.headers.get("location")).toBe("/admin/login");
  // The browser is told to drop a cookie that stands for no session.
  expect(page.headers.getSetCookie()).toContain("__Host-session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax");
}

describe("session tokens", () => {
  let claims: { sub: string; sid: string; role: string };

  beforeAll(async () => {
    const cookie = await signIn(await createAccount());
    const { sub, sid, role } = decodeJwt(tokenOf(cookie)) as { sub: string; sid: string; role: string };
    claims = { sub, sid, role };
  });

  /** A token for the real session, built by hand so one property at a time can be wrong. */
  function build(overrides: { iss?: string; aud?: string; exp?: number | null; alg?: string; secret?: string } = {}) {
    const jwt = new SignJWT({ sid: claims.sid, role: claims.role })
      .setProtectedHeader({ alg: overrides.alg ?? "HS256", typ: "JWT" })
      .setSubject(claims.sub)
      .setIssuer(overrides.iss ?? SESSION_ISSUER)
      .setAudience(overrides.aud ?? SESSION_AUDIENCE)
      .setIssuedAt();
    if (overrides.exp !== null) jwt.setExpirationTime(overrides.exp ?? now() + 600);
    return jwt.sign(key(overrides.secret ?? SECRET));
  }

  it("accepts a correctly built token for the session (the control for the cases below)", async () => {
    const res = await get(PROTECTED_API, withToken(await build()));
    expect(res.status).toBe(200);
  });

  it("answers 401 (never 500) for alg: none", async () => {
    const unsigned = new UnsecuredJWT({ sid: claims.sid, role: claims.role })
      .setSubject(claims.sub)
      .setIssuer(SESSION_ISSUER)
      .setAudience(SESSION_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(now() + 600)
      .encode();
    await expectRefused(unsigned);
  });

  it("answers 401 for another algorithm (HS512 with the same secret)", async () => {
    await expectRefused(await build({ alg: "HS512" }));
  });

  it("answers 401 for a token without exp", async () => {
    await expectRefused(await build({ exp: null }));
  });

  it("answers 401 for an expired token", async () => {
    await expectRefused(await build({ exp: now() - 5 }));
  });

  it("answers 401 for a wrong issuer or audience", async () => {
    await expectRefused(await build({ iss: "someone-else" }));
    await expectRefused(await build({ aud: "polyglot-edge/public" }));
  });

  it("answers 401 for a tampered signature or payload", async () => {
    const token = await build();
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const flipped = signature.slice(0, -2) + (signature.endsWith("AA") ? "BB" : "AA");
    await expectRefused(`${header}.${payload}.${flipped}`);
    const forged = btoa(JSON.stringify({ ...decodeJwt(token), sub: "999" })).replace(/=+$/, "");
    await expectRefused(`${header}.${forged}.${signature}`);
  });

  it("answers 401 for a token signed with another secret", async () => {
    await expectRefused(await build({ secret: "another-secret-that-is-long-enough-0123456789" }));
  });

  it("answers 401 for garbage", async () => {
    for (const garbage of ["garbage", "a.b.c", "..", "eyJhbGciOiJIUzI1NiJ9.%%%.x", "x".repeat(5000)]) {
      await expectRefused(garbage);
    }
  });

  it("refuses to sign with a secret shorter than 32 bytes", async () => {
    const claimsIn = { userId: 1, sessionId: "s", role: "admin" as const };
    const times = { now: Date.now(), expiresAt: Date.now() + 60_000 };
    await expect(signSessionToken("too-short", claimsIn, times)).rejects.toThrow(/at least 32 bytes/);
    await expect(signSessionToken(undefined, claimsIn, times)).rejects.toThrow(/SESSION_SECRET/);
  });
});

describe("session lifetime and revocation", () => {
  const sessionIdOf = (cookie: string) => (decodeJwt(tokenOf(cookie)) as { sid: string }).sid;

  it("refuses a cookie replayed after logout", async () => {
    const cookie = await signIn(await createAccount());
    expect((await get(PROTECTED_API, { Cookie: cookie })).status).toBe(200);
    const logout = await postJson("/api/admin/logout", {}, { Cookie: cookie });
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie()[0]).toMatch(/^__Host-session=; Max-Age=0/);
    await expectRefused(tokenOf(cookie));
  });

  it("ends every session of an account that is disabled", async () => {
    const user = await createAccount();
    const cookie = await signIn(user);
    await setAccountDisabled(env.DB, user.id, true);
    await expectRefused(tokenOf(cookie));
  });

  it("ends every session of an account whose password changes", async () => {
    const user = await createAccount();
    const cookie = await signIn(user);
    await upsertAccount(env.DB, { email: user.email, passwordHash: user.password_hash, role: "admin" }, Date.now() + 1);
    await expectRefused(tokenOf(cookie));
  });

  it("ends a session idle for longer than 30 minutes", async () => {
    const cookie = await signIn(await createAccount());
    await env.DB.prepare("UPDATE sessions SET last_seen_at = ?2 WHERE id = ?1")
      .bind(sessionIdOf(cookie), Date.now() - SESSION_IDLE_TIMEOUT_MS - 1000)
      .run();
    await expectRefused(tokenOf(cookie));
  });

  it("ends a session 12 hours after sign-in, however active", async () => {
    const cookie = await signIn(await createAccount());
    await env.DB.prepare("UPDATE sessions SET expires_at = ?2 WHERE id = ?1")
      .bind(sessionIdOf(cookie), Date.now() - 1)
      .run();
    await expectRefused(tokenOf(cookie));
  });

  it("issues tokens that expire after 30 idle minutes, never past the 12-hour limit", () => {
    const t = Date.now();
    expect(tokenExpiry({ expiresAt: t + SESSION_ABSOLUTE_TIMEOUT_MS }, t)).toBe(t + SESSION_IDLE_TIMEOUT_MS);
    expect(tokenExpiry({ expiresAt: t + 60_000 }, t)).toBe(t + 60_000);
  });

  it("renews a token older than a minute (sliding expiry) and records the activity", async () => {
    const user = await createAccount();
    const cookie = await signIn(user);
    const sid = sessionIdOf(cookie);
    const twoMinutesAgo = Date.now() - 120_000;
    const old = await signSessionToken(
      SECRET,
      { userId: user.id, sessionId: sid, role: "admin" },
      { now: twoMinutesAgo, expiresAt: twoMinutesAgo + SESSION_IDLE_TIMEOUT_MS },
    );
    const res = await get("/admin", withToken(old));
    expect(res.status).toBe(200);
    const renewed = res.headers.getSetCookie().find((c) => c.startsWith("__Host-session=ey"));
    expect(renewed).toMatch(/Max-Age=1800; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const fresh = decodeJwt(tokenOf(renewed?.split(";")[0] ?? ""));
    expect((fresh.iat ?? 0) * 1000).toBeGreaterThan(twoMinutesAgo + 60_000);
    expect(fresh.sid).toBe(sid);
    const row = await env.DB.prepare("SELECT last_seen_at FROM sessions WHERE id = ?1").bind(sid).first<{
      last_seen_at: number;
    }>();
    expect(row?.last_seen_at).toBeGreaterThan(twoMinutesAgo + 60_000);
  });

  it("does not renew a fresh token on every request", async () => {
    const cookie = await signIn(await createAccount());
    const res = await get("/admin", { Cookie: cookie, ...SAME_ORIGIN });
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
