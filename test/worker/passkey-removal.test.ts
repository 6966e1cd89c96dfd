import { describe, expect, it } from "vitest";
import { createAccount, postJson, sessionCookieOf, signIn, uniqueIp } from "./auth-helpers";
import { ageProof, alive, auditTrail, securityNotices, withPolicy } from "./factor-helpers";
import { problemOf } from "./helpers";
import { type FakeAuthenticator, reauthWithPasskey, registerPasskey } from "./passkey-helpers";
import { adminCall } from "./people-helpers";
import { codeAt, enrolTotp } from "./totp-helpers";

const names = async (cookie: string) =>
  ((await (await adminCall(cookie, "GET", "/account/passkeys")).json()) as { passkeys: { name: string }[] }).passkeys
    .map((p) => p.name)
    .sort();

/** A sign-in with the passkey alone: a second session, its second factor proved just now. */
async function passkeySession(authenticator: FakeAuthenticator) {
  const ip = uniqueIp();
  const options = await postJson("/api/admin/login/passkey/options", {}, { "CF-Connecting-IP": ip });
  const { challenge } = (await options.json()) as { challenge: string };
  const res = await postJson(
    "/api/admin/login/passkey",
    { response: await authenticator.assertion({ challenge }) },
    { "CF-Connecting-IP": ip },
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return sessionCookieOf(res) as string;
}

describe("removing a passkey asks for a second factor proved within 5 minutes", () => {
  it("is refused without one, and nothing is removed", async () => {
    const user = await createAccount({ role: "translator" });
    // Signed in with the password alone; registering proved the new passkeys, more than 5 minutes ago.
    const cookie = await signIn(user);
    const phone = await registerPasskey(cookie, "Phone");
    const key = await registerPasskey(cookie, "Key");
    await ageProof(user.id, 6);
    const res = await adminCall(cookie, "DELETE", `/account/passkeys/${key.passkey.id}`);
    expect(await problemOf(res, 403)).toMatchObject({ code: "second_factor_required" });
    expect(await names(cookie)).toEqual(["Key", "Phone"]);
    expect((await auditTrail(user.id)).filter((e) => e.startsWith("two_factor.disable"))).toEqual([]);
    expect(phone.passkey.name).toBe("Phone");
  });

  it("is allowed once a passkey of one's own confirms it; other sessions end; logged and told", async () => {
    const user = await createAccount({ role: "translator" });
    const cookie = await signIn(user);
    const phone = await registerPasskey(cookie, "Phone");
    const key = await registerPasskey(cookie, "Key");
    await ageProof(user.id, 6);
    const elsewhere = await passkeySession(key.authenticator);
    // Another account's passkey confirms nothing here.
    const stranger = await registerPasskey(await signIn(await createAccount({ role: "translator" })), "Theirs");
    const foreign = await adminCall(cookie, "POST", "/account/passkeys/verify/options");
    const { challenge } = (await foreign.json()) as { challenge: string };
    const refused = await adminCall(cookie, "POST", "/account/passkeys/verify", {
      response: await stranger.authenticator.assertion({ challenge }),
    });
    expect(await problemOf(refused, 403)).toMatchObject({ code: "passkey_refused" });
    await problemOf(await adminCall(cookie, "DELETE", `/account/passkeys/${key.passkey.id}`), 403);

    const proved = await reauthWithPasskey(cookie, phone.authenticator);
    expect(proved.status, await proved.clone().text()).toBe(200);
    expect(await proved.json()).toMatchObject({ method: "passkey" });
    expect((await adminCall(cookie, "DELETE", `/account/passkeys/${key.passkey.id}`)).status).toBe(204);
    expect(await names(cookie)).toEqual(["Phone"]);
    expect(await alive(elsewhere)).toBe(false);
    expect(await alive(cookie)).toBe(true);
    const trail = await auditTrail(user.id);
    expect(trail).toContain("two_factor.failure reauth:passkey:foreign_credential");
    expect(trail).toContain("two_factor.verify passkey");
    expect(trail).toContain('two_factor.disable passkey "Key"');
    expect(await securityNotices(user.id)).toEqual([
      { event: "passkey_added", name: "Phone" },
      { event: "passkey_added", name: "Key" },
      { event: "passkey_removed", name: "Key" },
    ]);
  });

  it("a re-authentication's answer works once", async () => {
    const cookie = await signIn(await createAccount({ role: "translator" }));
    const { authenticator } = await registerPasskey(cookie, "Phone");
    const options = await adminCall(cookie, "POST", "/account/passkeys/verify/options");
    const { challenge } = (await options.json()) as { challenge: string };
    const response = await authenticator.assertion({ challenge });
    expect((await adminCall(cookie, "POST", "/account/passkeys/verify", { response })).status).toBe(200);
    const again = await adminCall(cookie, "POST", "/account/passkeys/verify", { response });
    expect(await problemOf(again, 403)).toMatchObject({ code: "passkey_refused" });
  });
});

describe("the last second factor of an account the policy requires one of", () => {
  it("is not removed: neither the last passkey nor the app", async () => {
    const reviewer = await createAccount({ role: "reviewer", locales: ["de"] });
    const cookie = await signIn(reviewer);
    const phone = await registerPasskey(cookie, "Phone");
    const key = await registerPasskey(cookie, "Key");
    await withPolicy("reviewers", async () => {
      expect((await reauthWithPasskey(cookie, phone.authenticator)).status).toBe(200);
      // Two passkeys: one may go.
      expect((await adminCall(cookie, "DELETE", `/account/passkeys/${key.passkey.id}`)).status).toBe(204);
      const last = await adminCall(cookie, "DELETE", `/account/passkeys/${phone.passkey.id}`);
      expect(await problemOf(last, 409)).toMatchObject({ code: "last_factor" });
      expect(await names(cookie)).toEqual(["Phone"]);
      // An account the policy does not cover may remove its last one.
      const translator = await signIn(await createAccount({ role: "translator" }));
      const own = await registerPasskey(translator, "Only");
      expect((await reauthWithPasskey(translator, own.authenticator)).status).toBe(200);
      expect((await adminCall(translator, "DELETE", `/account/passkeys/${own.passkey.id}`)).status).toBe(204);
    });
  });

  it("the app alone is not turned off, not even with a current code", async () => {
    const admin = await createAccount({ role: "admin" });
    const cookie = await signIn(admin);
    const { key } = await enrolTotp(cookie);
    await withPolicy("admins", async () => {
      const res = await adminCall(cookie, "DELETE", "/account/totp", { code: codeAt(key, 1) });
      expect(await problemOf(res, 409)).toMatchObject({ code: "last_factor" });
      expect(await (await adminCall(cookie, "GET", "/account/totp")).json()).toMatchObject({ totp: true });
    });
    // Without the policy, the same code turns it off.
    expect((await adminCall(cookie, "DELETE", "/account/totp", { code: codeAt(key, 1) })).status).toBe(204);
  });
});
