import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LOGIN_MAX_FAILURES_PER_ACCOUNT } from "../../worker/services/identity/rate-limit";
import { createAccount, postJson, sessionCookieOf, signIn, uniqueIp } from "./auth-helpers";
import { ORIGIN, problemOf } from "./helpers";
import { FakeAuthenticator, reauthWithPasskey, registerPasskey } from "./passkey-helpers";
import { adminCall } from "./people-helpers";
import { passwordStep } from "./totp-helpers";

const sessionUser = async (cookie: string) =>
  (
    (await (await SELF.fetch(`${ORIGIN}/api/admin/session`, { headers: { Cookie: cookie } })).json()) as {
      user: { id: number; pending?: string } | null;
    }
  ).user;

async function loginOptions(challenge?: string, ip = uniqueIp()) {
  const res = await postJson("/api/admin/login/passkey/options", challenge ? { challenge } : {}, {
    "CF-Connecting-IP": ip,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { challenge: string; allowCredentials?: { id: string }[]; userVerification: string };
}

const passkeyLogin = (body: Record<string, unknown>, ip = uniqueIp()) =>
  postJson("/api/admin/login/passkey", body, { "CF-Connecting-IP": ip });

const failures = async (userId: number | null, detail: string) =>
  (
    await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM audit_log WHERE event = 'login.failure' AND user_id IS ?1 AND detail = ?2",
    )
      .bind(userId, detail)
      .first<{ n: number }>()
  )?.n;

/** A refusal: 401 `passkey_refused`, and no session cookie. */
async function expectRefused(res: Response) {
  expect(await problemOf(res, 401)).toMatchObject({ code: "passkey_refused" });
  expect(sessionCookieOf(res)).toBeUndefined();
}

describe("passkeys", () => {
  it("a registered passkey signs in alone, with the user verified, and is listed by name", async () => {
    const user = await createAccount({ role: "reviewer", locales: ["de"] });
    const cookie = await signIn(user);
    const { authenticator, passkey } = await registerPasskey(cookie, "Work laptop");
    const listed = await (await adminCall(cookie, "GET", "/account/passkeys")).json();
    expect(listed).toMatchObject({ passkeys: [{ id: passkey.id, name: "Work laptop" }] });

    const options = await loginOptions();
    expect(options.userVerification).toBe("required");
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await passkeyLogin({ response: await authenticator.assertion({ challenge: options.challenge }) });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await sessionUser(sessionCookieOf(res) as string)).toMatchObject({ id: user.id });
  });

  it("several passkeys, renamed and removed", async () => {
    const cookie = await signIn(await createAccount({ role: "translator" }));
    const first = await registerPasskey(cookie, "Phone");
    await registerPasskey(cookie, "Key");
    const renamed = await adminCall(cookie, "PATCH", `/account/passkeys/${first.passkey.id}`, { name: "Old phone" });
    expect(await renamed.json()).toMatchObject({ name: "Old phone" });
    // Removing one asks for a second factor proved lately (test/worker/passkey-removal.test.ts).
    expect((await reauthWithPasskey(cookie, first.authenticator)).status).toBe(200);
    expect((await adminCall(cookie, "DELETE", `/account/passkeys/${first.passkey.id}`)).status).toBe(204);
    const { passkeys } = (await (await adminCall(cookie, "GET", "/account/passkeys")).json()) as {
      passkeys: { name: string }[];
    };
    expect(passkeys.map((p) => p.name)).toEqual(["Key"]);
    // Another's passkey is nobody's to rename here.
    const other = await signIn(await createAccount({ role: "translator" }));
    await problemOf(await adminCall(other, "DELETE", `/account/passkeys/${first.passkey.id}`), 404);
    // A removed passkey signs nobody in.
    const options = await loginOptions();
    await expectRefused(await passkeyLogin({ response: await first.authenticator.assertion(options) }));
  });

  it("a sign-in challenge works once: a replayed assertion is refused and audited", async () => {
    const user = await createAccount({ role: "translator" });
    const { authenticator } = await registerPasskey(await signIn(user));
    const options = await loginOptions();
    const response = await authenticator.assertion({ challenge: options.challenge });
    expect((await passkeyLogin({ response })).status).toBe(200);
    await expectRefused(await passkeyLogin({ response }));
    // A fresh counter does not make an old challenge new.
    await expectRefused(await passkeyLogin({ response: await authenticator.assertion(options) }));
    expect(await failures(user.id, "passkey:invalid")).toBe(2);
  });

  it("another origin (even the same host on https) or another RP ID is refused", async () => {
    const user = await createAccount({ role: "translator" });
    const { authenticator } = await registerPasskey(await signIn(user));
    for (const origin of ["https://localhost:8787", "http://evil.test", "http://localhost:9999"]) {
      const { challenge } = await loginOptions();
      await expectRefused(await passkeyLogin({ response: await authenticator.assertion({ challenge, origin }) }));
    }
    expect(await failures(user.id, "passkey:wrong_origin")).toBe(3);
    const { challenge } = await loginOptions();
    const foreignRp = await authenticator.assertion({ challenge, rpId: "evil.test" });
    await expectRefused(await passkeyLogin({ response: foreignRp }));
  });

  it("an unknown credential is refused, and counts against the address", async () => {
    const stranger = await FakeAuthenticator.create();
    const ip = uniqueIp();
    const { challenge } = await loginOptions(undefined, ip);
    await expectRefused(await passkeyLogin({ response: await stranger.assertion({ challenge }) }, ip));
    expect(await failures(null, "passkey:unknown_credential")).toBeGreaterThanOrEqual(1);
    const row = await env.DB.prepare("SELECT failures FROM login_failures WHERE key = ?1")
      .bind(`ip:${ip}`)
      .first<{ failures: number }>();
    expect(row?.failures).toBe(1);
  });

  it("a signature counter that goes back is refused (a cloned passkey)", async () => {
    const user = await createAccount({ role: "translator" });
    const { authenticator } = await registerPasskey(await signIn(user));
    const first = await loginOptions();
    expect((await passkeyLogin({ response: await authenticator.assertion({ ...first, counter: 5 }) })).status).toBe(
      200,
    );
    const second = await loginOptions();
    await expectRefused(await passkeyLogin({ response: await authenticator.assertion({ ...second, counter: 3 }) }));
    expect(await failures(user.id, "passkey:counter_regressed")).toBe(1);
  });

  it("user verification is required", async () => {
    const user = await createAccount({ role: "translator" });
    const { authenticator } = await registerPasskey(await signIn(user));
    const { challenge } = await loginOptions();
    await expectRefused(
      await passkeyLogin({ response: await authenticator.assertion({ challenge, userVerified: false }) }),
    );
  });

  it("wrong passkeys are throttled like wrong passwords", async () => {
    const user = await createAccount({ role: "translator" });
    const { authenticator } = await registerPasskey(await signIn(user));
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      const { challenge } = await loginOptions();
      await expectRefused(
        await passkeyLogin({ response: await authenticator.assertion({ challenge, origin: "http://evil.test" }) }),
      );
    }
    const { challenge } = await loginOptions();
    const res = await passkeyLogin({ response: await authenticator.assertion({ challenge }) });
    expect(await problemOf(res, 429)).toMatchObject({ code: "rate_limited" });
    expect(res.headers.get("Retry-After")).toBeTruthy();
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it("a registration's challenge works once and must come from this origin", async () => {
    const cookie = await signIn(await createAccount({ role: "translator" }));
    const authenticator = await FakeAuthenticator.create();
    const options = await adminCall(cookie, "POST", "/account/passkeys/options");
    const { challenge, user } = (await options.json()) as { challenge: string; user: { id: string } };
    const evil = await authenticator.attestation({ challenge, userId: user.id, origin: "http://evil.test" });
    await problemOf(await adminCall(cookie, "POST", "/account/passkeys", { name: "Evil", response: evil }), 400);
    // The refused attempt used the challenge up.
    const good = await authenticator.attestation({ challenge, userId: user.id });
    const again = await adminCall(cookie, "POST", "/account/passkeys", { name: "Good", response: good });
    expect(await problemOf(again, 400)).toMatchObject({ code: "passkey_refused" });
    const { passkeys } = (await (await adminCall(cookie, "GET", "/account/passkeys")).json()) as { passkeys: [] };
    expect(passkeys).toEqual([]);
  });
});

describe("a passkey as the second factor", () => {
  it("the password step offers it, and the passkey completes the sign-in", async () => {
    const user = await createAccount({ role: "reviewer", locales: ["hr"] });
    const { authenticator } = await registerPasskey(await signIn(user));
    const login = await postJson("/api/admin/login", { email: user.email, password: "correct horse battery staple" });
    expect(await login.json()).toMatchObject({ secondFactor: "required", methods: ["passkey"] });
    const challenge = await passwordStep(user);
    const options = await loginOptions(challenge);
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([authenticator.id]);
    const res = await passkeyLogin({ challenge, response: await authenticator.assertion(options) });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await sessionUser(sessionCookieOf(res) as string)).toMatchObject({ id: user.id });
  });

  it("another account's passkey does not complete this account's sign-in", async () => {
    const user = await createAccount({ role: "translator" });
    await registerPasskey(await signIn(user));
    const other = await createAccount({ role: "translator" });
    const { authenticator: foreign } = await registerPasskey(await signIn(other));
    const challenge = await passwordStep(user);
    const options = await loginOptions(challenge);
    await expectRefused(await passkeyLogin({ challenge, response: await foreign.assertion(options) }));
    expect(await failures(user.id, "passkey:foreign_credential")).toBe(1);
  });

  it("a forged password challenge gets no options", async () => {
    const res = await postJson("/api/admin/login/passkey/options", { challenge: "not.a.challenge" });
    expect(await problemOf(res, 401)).toMatchObject({ code: "challenge_expired" });
  });

  it("a passkey meets a policy that requires a second factor", async () => {
    const user = await createAccount({ role: "translator" });
    const cookie = await signIn(user);
    await env.DB.prepare("UPDATE account_policy SET require_two_factor = 1 WHERE id = 1").run();
    try {
      expect(await sessionUser(cookie)).toMatchObject({ pending: "two_factor" });
      // Led to set one up, the account may register a passkey.
      await registerPasskey(cookie);
      const challenge = await passwordStep(user);
      expect(challenge).toBeTruthy();
    } finally {
      await env.DB.prepare("UPDATE account_policy SET require_two_factor = 0 WHERE id = 1").run();
    }
  });
});

describe("an admin turns off someone's second factor", () => {
  it("their passkeys go too, and the password alone signs in again", async () => {
    const admin = await signIn(await createAccount({ role: "admin" }));
    const user = await createAccount({ role: "translator" });
    await registerPasskey(await signIn(user));
    const person = await (await adminCall(admin, "GET", `/people/${user.id}`)).json();
    expect(person).toMatchObject({ person: { twoFactor: true } });
    expect((await adminCall(admin, "DELETE", `/people/${user.id}/totp`, {})).status).toBe(204);
    await signIn(user);
  });
});
