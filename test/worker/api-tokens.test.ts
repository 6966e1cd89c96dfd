import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TOKEN_PATTERN } from "../../common/contracts/tokens";
import { TOKEN_REQUESTS_PER_WINDOW } from "../../worker/services/identity/token-auth";
import { bearerCall, makeToken } from "./api-tokens-helpers";
import { createAccount, signIn } from "./auth-helpers";
import { ORIGIN, problemOf } from "./helpers";
import { adminCall } from "./people-helpers";

/** API tokens (issue 30, item 1): made once, hashed, resolved, refused, throttled, audited. */

const sha256Hex = async (text: string) =>
  Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))).toString("hex");

async function signedInAdmin() {
  const account = await createAccount({ role: "admin" });
  return { account, cookie: await signIn(account) };
}

describe("making and revoking tokens", () => {
  it("shows the secret once and stores only its SHA-256", async () => {
    const { cookie } = await signedInAdmin();
    const { token, secret } = await makeToken(cookie, ["translations:read"]);
    expect(secret).toMatch(TOKEN_PATTERN);
    const row = await env.DB.prepare("SELECT * FROM api_tokens WHERE id = ?1").bind(token.id).first();
    expect(row?.token_hash).toBe(await sha256Hex(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice(4));
    const list = await (await adminCall(cookie, "GET", "/tokens")).text();
    expect(list).toContain(token.name);
    expect(list).not.toContain(secret.slice(4));
  });

  it("refuses a token without an expiry, past a year, or with an unknown scope (400), and makes nothing", async () => {
    const { cookie, account } = await signedInAdmin();
    for (const body of [
      { name: "a", scopes: ["translations:read"] },
      { name: "a", scopes: ["translations:read"], expiresInDays: 366 },
      { name: "a", scopes: ["everything"], expiresInDays: 30 },
      { name: "a", scopes: [], expiresInDays: 30 },
    ]) {
      await problemOf(await adminCall(cookie, "POST", "/tokens", body), 400);
    }
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM api_tokens WHERE user_id = ?1")
      .bind(account.id)
      .first();
    expect(count?.n).toBe(0);
  });

  it("answers 401 with WWW-Authenticate for a revoked, an expired or an unknown token", async () => {
    const { cookie } = await signedInAdmin();
    const revoked = await makeToken(cookie, ["translations:read"]);
    expect((await bearerCall(revoked.secret, "GET", "/translations")).status).toBe(200);
    expect((await adminCall(cookie, "DELETE", `/tokens/${revoked.token.id}`)).status).toBe(204);
    const expired = await makeToken(cookie, ["translations:read"]);
    await env.DB.prepare("UPDATE api_tokens SET expires_at = ?2 WHERE id = ?1")
      .bind(expired.token.id, Date.now() - 1)
      .run();
    const unknown = `plg_${"A".repeat(43)}`;
    for (const [secret, why] of [
      [revoked.secret, "revoked"],
      [expired.secret, "expired"],
      [unknown, "not known"],
    ]) {
      const res = await bearerCall(secret as string, "GET", "/translations");
      expect(res.headers.get("WWW-Authenticate")).toBe('Bearer error="invalid_token"');
      expect((await problemOf(res, 401)).detail).toContain(why);
    }
  });

  it("never takes a session cookie's value as a token, and refuses a cookie and a bearer header together (400)", async () => {
    const { cookie } = await signedInAdmin();
    const cookieValue = cookie.slice(cookie.indexOf("=") + 1);
    await problemOf(await bearerCall(cookieValue, "GET", "/translations"), 401);
    const { secret } = await makeToken(cookie, ["translations:read"]);
    const both = await SELF.fetch(`${ORIGIN}/api/admin/translations`, {
      headers: { Cookie: cookie, Authorization: `Bearer ${secret}` },
    });
    await problemOf(both, 400);
  });

  it("records the last use, at most once a minute", async () => {
    const { cookie } = await signedInAdmin();
    const { token, secret } = await makeToken(cookie, ["translations:read"]);
    expect(token.lastUsedAt).toBeNull();
    await bearerCall(secret, "GET", "/translations/stats");
    const lastUse = async () =>
      (await env.DB.prepare("SELECT last_used_at FROM api_tokens WHERE id = ?1").bind(token.id).first())?.last_used_at;
    const first = await lastUse();
    expect(first).toEqual(expect.any(Number));
    await bearerCall(secret, "GET", "/translations/stats");
    expect(await lastUse()).toBe(first);
    await env.DB.prepare("UPDATE api_tokens SET last_used_at = last_used_at - 61000 WHERE id = ?1")
      .bind(token.id)
      .run();
    await bearerCall(secret, "GET", "/translations/stats");
    expect(await lastUse()).toBeGreaterThan((first as number) - 61000);
  });
});

describe("bearer calls", () => {
  it("need no CSRF headers, while a cookie call still does", async () => {
    const { cookie } = await signedInAdmin();
    const { secret } = await makeToken(cookie, ["translations:write"]);
    const name = `tokens.k${crypto.randomUUID().slice(0, 8)}`;
    expect((await bearerCall(secret, "POST", "/translations/keys", { name })).status).toBe(201);
    const crossSite = await SELF.fetch(`${ORIGIN}/api/admin/translations/keys`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ name: `${name}x` }),
    });
    await problemOf(crossSite, 403);
  });

  it("are throttled per token, atomically: past the budget a 429 with Retry-After", async () => {
    const { cookie } = await signedInAdmin();
    const { token, secret } = await makeToken(cookie, ["translations:read"]);
    const left = 5;
    await env.DB.prepare("UPDATE api_tokens SET window_requests = ?2, window_started_at = ?3 WHERE id = ?1")
      .bind(token.id, TOKEN_REQUESTS_PER_WINDOW - left, Date.now())
      .run();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => bearerCall(secret, "GET", "/translations/stats")),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(left);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(12 - left);
    expect(Number(refused[0]?.headers.get("Retry-After"))).toBeGreaterThan(0);
    const other = await makeToken(cookie, ["translations:read"]);
    expect((await bearerCall(other.secret, "GET", "/translations/stats")).status).toBe(200);
  });

  it("are audited with the token's name when they write; reads are not; making and revoking are", async () => {
    const { cookie, account } = await signedInAdmin();
    const { token, secret } = await makeToken(cookie, ["translations:read", "translations:write"], { name: "ci bot" });
    const name = `tokens.k${crypto.randomUUID().slice(0, 8)}`;
    await bearerCall(secret, "GET", "/translations");
    expect((await bearerCall(secret, "POST", "/translations/keys", { name })).status).toBe(201);
    await adminCall(cookie, "DELETE", `/tokens/${token.id}`);
    const { results } = await env.DB.prepare(
      "SELECT event, user_id, actor_email, detail FROM audit_log WHERE user_id = ?1 AND event LIKE 'token.%' ORDER BY id",
    )
      .bind(account.id)
      .all();
    expect(results.map((row) => row.event)).toEqual(["token.create", "token.write", "token.revoke"]);
    expect(results[1]).toMatchObject({ actor_email: "token ci bot" });
    expect(results[1]?.detail).toContain("POST /api/admin/translations/keys 201");
  });
});
