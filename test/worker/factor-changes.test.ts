import { describe, expect, it } from "vitest";
import { createAccount, PASSWORD, postJson, sessionCookieOf, signIn, uniqueIp } from "./auth-helpers";
import { alive, auditTrail, securityNotices } from "./factor-helpers";
import { reauthWithPasskey, registerPasskey } from "./passkey-helpers";
import { adminCall, tokenOfLink } from "./people-helpers";
import { codeAt, enrolTotp, passwordStep, secondStep } from "./totp-helpers";

/** Another session of the account, signed in with the password and `code` (an app's or a recovery code). */
async function signInWithCode(user: { email: string }, code: string) {
  const res = await secondStep(await passwordStep(user), code);
  expect(res.status, await res.clone().text()).toBe(200);
  return sessionCookieOf(res) as string;
}

/**
 * Issue 39 item 6: changing the password or a factor ends the account's other sessions (the one
 * that made the change goes on), and every change is in the audit log and told to the account.
 */
describe("every change of factors ends the other sessions, is logged and is told", () => {
  it("the app turned on, its codes renewed, the app turned off", async () => {
    const user = await createAccount({ role: "translator" });
    const cookie = await signIn(user);
    const other = await signIn(user);
    const { key, recoveryCodes } = await enrolTotp(cookie);
    expect(await alive(other)).toBe(false);

    const beforeRenew = await signInWithCode(user, recoveryCodes[0] as string);
    // The app's first code proved a factor just now: new codes need nothing more.
    const renewed = await adminCall(cookie, "POST", "/account/totp/recovery-codes");
    expect(renewed.status).toBe(200);
    const { recoveryCodes: fresh } = (await renewed.json()) as { recoveryCodes: string[] };
    expect(await alive(beforeRenew)).toBe(false);

    const beforeOff = await signInWithCode(user, codeAt(key, 1));
    // The app's codes of this minute are used: a recovery code turns it off.
    const off = await adminCall(cookie, "DELETE", "/account/totp", { code: fresh[0] });
    expect(off.status, await off.clone().text()).toBe(204);
    expect(await alive(beforeOff)).toBe(false);
    expect(await alive(cookie)).toBe(true);

    const trail = await auditTrail(user.id);
    expect(trail).toContain("two_factor.enable totp");
    expect(trail).toContain("two_factor.recovery_regenerate 10 new codes");
    expect(trail).toContain("two_factor.recovery_used recovery (9 of 10 left)");
    expect(trail).toContain("two_factor.disable totp (proved by recovery)");
    expect((await securityNotices(user.id)).map((n) => n.event)).toEqual([
      "totp_enabled",
      "recovery_used",
      "recovery_regenerated",
      "recovery_used",
      "totp_disabled",
    ]);
  });

  it("a passkey added, a passkey removed", async () => {
    const user = await createAccount({ role: "reviewer", locales: ["pl"] });
    const cookie = await signIn(user);
    const other = await signIn(user);
    const phone = await registerPasskey(cookie, "Phone");
    expect(await alive(other)).toBe(false);
    const key = await registerPasskey(cookie, "Key");
    // With a passkey, the password alone no longer signs in: the other session takes a passkey as its second step.
    const elsewhere = await passkeySecondStep(user, phone.authenticator);
    expect((await reauthWithPasskey(cookie, phone.authenticator)).status).toBe(200);
    expect((await adminCall(cookie, "DELETE", `/account/passkeys/${key.passkey.id}`)).status).toBe(204);
    expect(await alive(elsewhere)).toBe(false);
    expect(await alive(cookie)).toBe(true);
    const trail = await auditTrail(user.id);
    expect(trail).toContain('two_factor.enable passkey "Phone"');
    expect(trail).toContain('two_factor.disable passkey "Key"');
    expect(await securityNotices(user.id)).toEqual([
      { event: "passkey_added", name: "Phone" },
      { event: "passkey_added", name: "Key" },
      { event: "passkey_removed", name: "Key" },
    ]);
  });

  it("the password changed by its owner, or replaced through a reset link", async () => {
    const user = await createAccount({ role: "translator" });
    const cookie = await signIn(user);
    const other = await signIn(user);
    const changed = await adminCall(cookie, "POST", "/account/password", {
      current: PASSWORD,
      password: "another long password 39",
    });
    expect(changed.status, await changed.clone().text()).toBe(204);
    expect(await alive(other)).toBe(false);
    const renewed = sessionCookieOf(changed) as string;
    expect(await alive(renewed)).toBe(true);

    const admin = await signIn(await createAccount({ role: "admin" }));
    const { link } = (await (await adminCall(admin, "POST", `/people/${user.id}/reset`)).json()) as {
      link: { url: string };
    };
    const reset = await adminCall(null, "POST", `/invitations/${tokenOfLink(link.url)}`, {
      password: "a third long password 39",
    });
    expect(reset.status, await reset.clone().text()).toBe(200);
    expect(await alive(renewed)).toBe(false);
    expect(await auditTrail(user.id)).toContain("password.change");
    expect((await securityNotices(user.id)).map((n) => n.event)).toEqual(["password_changed", "password_changed"]);
  });

  it("an admin turning off someone's factors ends their sessions and tells them", async () => {
    const user = await createAccount({ role: "translator" });
    const cookie = await signIn(user);
    await registerPasskey(cookie, "Phone");
    const admin = await signIn(await createAccount({ role: "admin" }));
    expect((await adminCall(admin, "DELETE", `/people/${user.id}/totp`, {})).status).toBe(204);
    expect(await alive(cookie)).toBe(false);
    expect((await securityNotices(user.id)).map((n) => n.event)).toEqual(["passkey_added", "totp_disabled"]);
  });
});

/** Another session of the account, signed in with the password and a passkey as the second step. */
async function passkeySecondStep(
  user: { email: string },
  authenticator: Awaited<ReturnType<typeof registerPasskey>>["authenticator"],
) {
  const ip = uniqueIp();
  const challenge = await passwordStep(user, ip);
  const options = await postJson("/api/admin/login/passkey/options", { challenge }, { "CF-Connecting-IP": ip });
  const { challenge: webauthn } = (await options.json()) as { challenge: string };
  const res = await postJson(
    "/api/admin/login/passkey",
    { challenge, response: await authenticator.assertion({ challenge: webauthn }) },
    { "CF-Connecting-IP": ip },
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return sessionCookieOf(res) as string;
}
