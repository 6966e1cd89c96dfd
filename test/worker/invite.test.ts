import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CreatedPerson } from "../../common/contracts/people";
import { INVITE_TTL_MS, tokenHash } from "../../worker/services/identity/people";
import { createAccount, SAME_ORIGIN, sessionCookieOf, signIn } from "./auth-helpers";
import { get, ORIGIN, problemOf } from "./helpers";
import { adminCall, tokenOfLink } from "./people-helpers";

const NEW_PASSWORD = "a brand new passphrase";

/** Every locale unless told: a reviewer or translator must be given their locales, or "all". */
async function invite(role: "translator" | "reviewer" | "admin" = "translator", locales: string[] | "all" = "all") {
  const admin = await createAccount();
  const cookie = await signIn(admin);
  const email = `invited-${crypto.randomUUID()}@example.test`;
  const res = await adminCall(cookie, "POST", "/people", { email, role, locales, mode: "invite" });
  expect(res.status).toBe(201);
  const created = (await res.json()) as CreatedPerson;
  return { admin, cookie, email, created, token: tokenOfLink(created.link?.url ?? "") };
}

const userRow = (email: string) => env.DB.prepare("SELECT * FROM users WHERE email = ?1").bind(email).first();

describe("invitations", () => {
  it("stores only the token's SHA-256, and the invited account has no usable password", async () => {
    const { created, token, email } = await invite("translator", ["de"]);
    expect(created.password).toBeUndefined();
    expect(created.link?.url).toMatch(new RegExp(`^${ORIGIN}/admin/invite/[A-Za-z0-9_-]{43}$`));
    expect(created.person).toMatchObject({ invited: true, role: "translator", locales: ["de"] });
    const link = await env.DB.prepare("SELECT * FROM account_links WHERE user_id = ?1").bind(created.person.id).first<{
      token_hash: string;
      kind: string;
      expires_at: number;
      created_at: number;
    }>();
    expect(link?.token_hash).toBe(await tokenHash(token));
    expect(link?.token_hash).not.toContain(token);
    expect(link?.kind).toBe("invite");
    expect((link?.expires_at ?? 0) - (link?.created_at ?? 0)).toBe(INVITE_TTL_MS);
    const dump = JSON.stringify(await env.DB.prepare("SELECT * FROM account_links").all());
    expect(dump).not.toContain(token);
    expect((await adminCall(null, "POST", "/login", { email, password: "!invited" })).status).toBe(401);
  });

  it("the link's page and API say whose it is; accepting sets the password and signs in", async () => {
    const { email, token, admin } = await invite("translator", ["de"]);
    const info = await adminCall(null, "GET", `/invitations/${token}`);
    expect(await info.json()).toEqual({ email, kind: "invite" });
    const page = await get(`/admin/invite/${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(email);

    await problemOf(await adminCall(null, "POST", `/invitations/${token}`, { password: "short" }), 400);
    const res = await adminCall(null, "POST", `/invitations/${token}`, { password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    const cookie = sessionCookieOf(res);
    expect(cookie).toBeDefined();
    expect((await adminCall(cookie as string, "GET", "/account/sessions")).status).toBe(200);
    expect((await adminCall(null, "POST", "/login", { email, password: NEW_PASSWORD })).status).toBe(200);
    const audit = await env.DB.prepare("SELECT * FROM audit_log WHERE event = 'link.accept' AND email = ?1")
      .bind(email)
      .first();
    expect(audit).toMatchObject({ detail: "invite" });
    const invited = await env.DB.prepare(
      "SELECT actor_email FROM audit_log WHERE event = 'person.invite' AND email = ?1",
    )
      .bind(email)
      .first();
    expect(invited).toEqual({ actor_email: admin.email });
  });

  it("a link used twice: a clear 410, and the account does not change", async () => {
    const { email, token } = await invite();
    expect((await adminCall(null, "POST", `/invitations/${token}`, { password: NEW_PASSWORD })).status).toBe(200);
    const after = await userRow(email);
    const again = await problemOf(
      await adminCall(null, "POST", `/invitations/${token}`, { password: "another passphrase!" }),
      410,
    );
    expect(again.detail).toMatch(/already been used/);
    expect(await userRow(email)).toEqual(after);
    const page = await get(`/admin/invite/${token}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("already been used");
  });

  it("an expired link: 410, no account change; an unknown one: 404", async () => {
    const { email, token, created } = await invite();
    await env.DB.prepare("UPDATE account_links SET expires_at = ?2 WHERE user_id = ?1")
      .bind(created.person.id, Date.now() - 1)
      .run();
    const before = await userRow(email);
    const expired = await problemOf(
      await adminCall(null, "POST", `/invitations/${token}`, { password: NEW_PASSWORD }),
      410,
    );
    expect(expired.detail).toMatch(/expired/);
    expect(await userRow(email)).toEqual(before);
    expect((await get(`/admin/invite/${token}`)).status).toBe(410);
    const unknown = "A".repeat(43);
    await problemOf(await adminCall(null, "GET", `/invitations/${unknown}`), 404);
    await problemOf(await adminCall(null, "GET", "/invitations/short"), 404);
    expect((await get(`/admin/invite/${unknown}`)).status).toBe(404);
  });

  it("accepts the page's form without JavaScript (same origin only) and signs in", async () => {
    const { email, token } = await invite("reviewer", ["hu"]);
    const send = (headers: Record<string, string>, password: string) =>
      SELF.fetch(`${ORIGIN}/admin/invite/${token}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams({ password, confirm: password }).toString(),
        redirect: "manual",
      });
    expect((await send({ Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }, NEW_PASSWORD)).status).toBe(
      403,
    );
    const short = await send(SAME_ORIGIN, "short");
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("at least 12");
    const res = await send(SAME_ORIGIN, NEW_PASSWORD);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin");
    expect(sessionCookieOf(res)).toBeDefined();
    expect((await adminCall(null, "POST", "/login", { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("a reset link replaces the password once used, ending the old sessions; earlier links stop working", async () => {
    const admin = await createAccount();
    const cookie = await signIn(admin);
    const person = await createAccount({ role: "translator" });
    const theirs = await signIn(person);
    const first = (await (await adminCall(cookie, "POST", `/people/${person.id}/reset`)).json()) as {
      link: { url: string };
    };
    const res = await adminCall(cookie, "POST", `/people/${person.id}/reset`);
    expect(res.status).toBe(201);
    const second = (await res.json()) as { link: { url: string }; kind: string };
    expect(second.kind).toBe("reset");
    // Until the link is used, the old password and session still work.
    expect((await adminCall(theirs, "GET", "/account/sessions")).status).toBe(200);
    await problemOf(
      await adminCall(null, "POST", `/invitations/${tokenOfLink(first.link.url)}`, { password: NEW_PASSWORD }),
      410,
    );
    expect(
      (await adminCall(null, "POST", `/invitations/${tokenOfLink(second.link.url)}`, { password: NEW_PASSWORD }))
        .status,
    ).toBe(200);
    await problemOf(await adminCall(theirs, "GET", "/account/sessions"), 401);
    expect((await adminCall(null, "POST", "/login", { email: person.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("the link's page is never stored, and a cross-site JSON accept is refused (403) with no account change", async () => {
    const { email, token } = await invite();
    const page = await get(`/admin/invite/${token}`);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const before = await userRow(email);
    const res = await SELF.fetch(`${ORIGIN}/api/admin/invitations/${token}`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site", "Content-Type": "application/json" },
      body: JSON.stringify({ password: NEW_PASSWORD }),
    });
    await problemOf(res, 403);
    expect(await userRow(email)).toEqual(before);
    expect((await adminCall(null, "GET", `/invitations/${token}`)).status).toBe(200);
  });

  it("a disabled person's link is refused (410)", async () => {
    const { cookie, token, created } = await invite();
    await adminCall(cookie, "PATCH", `/people/${created.person.id}`, {
      updatedAt: created.person.updatedAt,
      disabled: true,
    });
    await problemOf(await adminCall(null, "POST", `/invitations/${token}`, { password: NEW_PASSWORD }), 410);
  });
});
