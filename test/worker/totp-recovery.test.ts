import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ACTIVITY } from "../../common/activity/sentences";
import type { RecoveryCodes } from "../../common/contracts/two-factor";
import { linkOf, notificationParts } from "../../worker/services/notifications";
import { createAccount, sessionCookieOf, signIn } from "./auth-helpers";
import { problemOf } from "./helpers";
import { adminCall } from "./people-helpers";
import { codeAt, enrolTotp, passwordStep, secondStep } from "./totp-helpers";

/** The account's "security" notifications, oldest first: their `data.event`s (and what else they carry). */
async function securityNotices(userId: number) {
  const { results } = await env.DB.prepare(
    "SELECT actor, data FROM notifications WHERE recipient_id = ?1 AND kind = 'security' ORDER BY id",
  )
    .bind(userId)
    .all<{ actor: string | null; data: string }>();
  return results.map((r) => ({ actor: r.actor, ...(JSON.parse(r.data) as { event: string; left?: number }) }));
}

const auditEvents = async (userId: number) =>
  (
    await env.DB.prepare("SELECT event FROM audit_log WHERE user_id = ?1 ORDER BY id")
      .bind(userId)
      .all<{ event: string }>()
  ).results.map((r) => r.event);

describe("recovery codes are regenerable, and every change of factors is logged and told", () => {
  it("ten new codes replace the old ones; the old stop working, the new work once", async () => {
    const user = await createAccount({ role: "translator" });
    const cookie = await signIn(user);
    const { recoveryCodes: old } = await enrolTotp(cookie);
    const res = await adminCall(cookie, "POST", "/account/totp/recovery-codes");
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const { recoveryCodes } = (await res.json()) as RecoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes.filter((code) => old.includes(code))).toEqual([]);
    // An old code is void…
    const refused = await secondStep(await passwordStep(user), old[0] as string);
    expect(refused.status).toBe(401);
    expect(sessionCookieOf(refused)).toBeUndefined();
    // …a new one signs in, once.
    const used = await secondStep(await passwordStep(user), recoveryCodes[0] as string);
    expect(used.status).toBe(200);
    expect((await secondStep(await passwordStep(user), recoveryCodes[0] as string)).status).toBe(401);
    const events = await auditEvents(user.id);
    expect(events).toContain("two_factor.recovery_regenerate");
    expect(events).toContain("two_factor.recovery_used");
    expect(await securityNotices(user.id)).toEqual([
      { actor: null, event: "totp_enabled" },
      { actor: null, event: "recovery_regenerated" },
      { actor: null, event: "recovery_used", left: 9 },
    ]);
  });

  it("without an app there are no codes to regenerate", async () => {
    const cookie = await signIn(await createAccount());
    const res = await adminCall(cookie, "POST", "/account/totp/recovery-codes");
    expect(await problemOf(res, 409)).toMatchObject({ code: "two_factor_disabled" });
  });

  it("turning the app off, by oneself or by an admin, is logged and told", async () => {
    const user = await createAccount({ role: "translator" });
    const cookie = await signIn(user);
    const { key } = await enrolTotp(cookie);
    expect((await adminCall(cookie, "DELETE", "/account/totp", { code: codeAt(key, 1) })).status).toBe(204);
    await enrolTotp(cookie);
    const adminAccount = await createAccount({ role: "admin" });
    const admin = await signIn(adminAccount);
    expect((await adminCall(admin, "DELETE", `/people/${user.id}/totp`)).status).toBe(204);
    expect((await securityNotices(user.id)).map((n) => n.event)).toEqual([
      "totp_enabled",
      "totp_disabled",
      "totp_enabled",
      "totp_disabled",
    ]);
    // The account concerned is told, not the admin who acted.
    expect(await securityNotices(adminAccount.id)).toEqual([]);
  });

  it("each security notice is one whole sentence leading to Your account", () => {
    const row = (data: object, count = 1) =>
      ({ kind: "security", actor: null, locale: null, key_name: null, count, data: JSON.stringify(data) }) as const;
    expect(notificationParts(row({ event: "recovery_used", left: 1 })).text).toBe(
      "A recovery code was used to sign in to your account; 1 recovery code is left.",
    );
    expect(notificationParts(row({ event: "recovery_used", left: 9 })).text).toBe(
      "A recovery code was used to sign in to your account; 9 recovery codes are left.",
    );
    expect(notificationParts(row({ event: "recovery_regenerated" })).text).toBe(
      "New recovery codes were made for your account; the old ones no longer work.",
    );
    expect(linkOf(row({ event: "totp_disabled" }))).toBe("/admin/account");
  });

  it("the activity log has a sentence for each new event", () => {
    for (const event of [
      "two_factor.enable",
      "two_factor.disable",
      "two_factor.recovery_used",
      "two_factor.recovery_regenerate",
      "two_factor.verify",
      "session.end_others",
      "policy.update",
    ]) {
      expect(ACTIVITY[event], event).toBeDefined();
    }
  });
});
