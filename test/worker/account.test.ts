import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { PersonSession } from "../../common/contracts/people";
import { SESSION_COOKIE_NAME } from "../../worker/middleware/session";
import { createAccount, PASSWORD, sessionCookieOf, signIn } from "./auth-helpers";
import { problemOf } from "./helpers";
import { adminCall } from "./people-helpers";

const sessionsOf = async (cookie: string) =>
  ((await (await adminCall(cookie, "GET", "/account/sessions")).json()) as { sessions: PersonSession[] }).sessions;

describe("own account", () => {
  it("a translator lists their own sessions, the current one marked", async () => {
    const user = await createAccount({ role: "translator", locales: ["de"] });
    const first = await signIn(user);
    await signIn(user);
    const sessions = await sessionsOf(first);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
  });

  it("ending another of one's sessions keeps this one; ending the current one signs out at once", async () => {
    const user = await createAccount({ role: "translator" });
    const phone = await signIn(user);
    const laptop = await signIn(user);
    const phoneId = (await sessionsOf(phone)).find((s) => s.current)?.id;
    const other = await adminCall(laptop, "DELETE", `/account/sessions/${phoneId}`);
    expect(await other.json()).toEqual({ signedOut: false });
    await problemOf(await adminCall(phone, "GET", "/account/sessions"), 401);
    const laptopId = (await sessionsOf(laptop)).find((s) => s.current)?.id;
    const own = await adminCall(laptop, "DELETE", `/account/sessions/${laptopId}`);
    expect(await own.json()).toEqual({ signedOut: true });
    const cleared = own.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
    expect(cleared).toMatch(/Max-Age=0/i);
    await problemOf(await adminCall(laptop, "GET", "/account/sessions"), 401);
    const audit = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM audit_log WHERE event = 'session.end' AND user_id = ?1",
    )
      .bind(user.id)
      .first<{ n: number }>();
    expect(audit?.n).toBe(2);
  });

  it("cannot end someone else's session through /account (404, it goes on)", async () => {
    const mine = await signIn(await createAccount({ role: "translator" }));
    const theirs = await signIn(await createAccount({ role: "translator" }));
    const theirId = (await sessionsOf(theirs))[0]?.id;
    await problemOf(await adminCall(mine, "DELETE", `/account/sessions/${theirId}`), 404);
    expect((await adminCall(theirs, "GET", "/account/sessions")).status).toBe(200);
  });

  it("changes one's own password with the current one: other sessions end, this one continues with a new cookie", async () => {
    const user = await createAccount({ role: "reviewer", locales: ["hu"] });
    const other = await signIn(user);
    const cookie = await signIn(user);
    const res = await adminCall(cookie, "POST", "/account/password", {
      current: PASSWORD,
      password: "a fresh long passphrase",
    });
    expect(res.status).toBe(204);
    const renewed = sessionCookieOf(res) as string;
    expect(renewed).toBeDefined();
    expect((await adminCall(renewed, "GET", "/account/sessions")).status).toBe(200);
    await problemOf(await adminCall(other, "GET", "/account/sessions"), 401);
    await problemOf(await adminCall(cookie, "GET", "/account/sessions"), 401);
    expect(
      (await adminCall(null, "POST", "/login", { email: user.email, password: "a fresh long passphrase" })).status,
    ).toBe(200);
  });

  it("a wrong current password is 403, a weak new one 400: nothing changes", async () => {
    const user = await createAccount({ role: "translator" });
    const cookie = await signIn(user);
    const before = await env.DB.prepare("SELECT password_hash, password_changed_at FROM users WHERE id = ?1")
      .bind(user.id)
      .first();
    const wrong = await problemOf(
      await adminCall(cookie, "POST", "/account/password", {
        current: "not my password",
        password: "a fresh long passphrase",
      }),
      403,
    );
    expect(wrong.code).toBe("wrong_password");
    await problemOf(
      await adminCall(cookie, "POST", "/account/password", { current: PASSWORD, password: "short" }),
      400,
    );
    await problemOf(await adminCall(cookie, "POST", "/account/password", { current: PASSWORD }), 400);
    expect(
      await env.DB.prepare("SELECT password_hash, password_changed_at FROM users WHERE id = ?1").bind(user.id).first(),
    ).toEqual(before);
    expect((await adminCall(cookie, "GET", "/account/sessions")).status).toBe(200);
    const failed = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM audit_log WHERE event = 'password.change_failed' AND user_id = ?1",
    )
      .bind(user.id)
      .first<{ n: number }>();
    expect(failed?.n).toBe(1);
  });

  it("guessing the current password is throttled like sign-in (429)", async () => {
    const user = await createAccount({ role: "translator" });
    const cookie = await signIn(user);
    const guess = () =>
      adminCall(cookie, "POST", "/account/password", {
        current: "guess guess guess",
        password: "a fresh long passphrase",
      });
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(403);
    const limited = await guess();
    await problemOf(limited, 429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});
