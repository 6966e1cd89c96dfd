import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { createAccount, signIn } from "./auth-helpers";
import { problemOf } from "./helpers";
import { adminCall } from "./people-helpers";
import { enrolTotp } from "./totp-helpers";

const required = async (cookie: string) =>
  ((await (await adminCall(cookie, "GET", "/account/totp")).json()) as { required: boolean }).required;

/** 200, or the 403's problem code: what the policy lets an account do. */
async function reach(cookie: string) {
  const res = await adminCall(cookie, "GET", "/translations/stats");
  return res.status === 200 ? 200 : String((await problemOf(res, 403)).code);
}

describe("the policy requires a second factor per role", () => {
  afterEach(async () => {
    await env.DB.prepare("UPDATE account_policy SET require_two_factor_for = 'none', require_two_factor = 0").run();
  });

  it("for reviewers: reviewers and admins without one are led to set it up, translators are not", async () => {
    const admin = await signIn(await createAccount({ role: "admin" }));
    await enrolTotp(admin);
    const reviewer = await signIn(await createAccount({ role: "reviewer" }));
    const otherAdmin = await signIn(await createAccount({ role: "admin" }));
    const translator = await signIn(await createAccount({ role: "translator" }));
    const on = await adminCall(admin, "PUT", "/policy", { requireTwoFactor: "reviewers" });
    expect(await on.json()).toEqual({ requireTwoFactor: "reviewers" });
    expect(await (await adminCall(admin, "GET", "/policy")).json()).toEqual({ requireTwoFactor: "reviewers" });
    expect(await reach(reviewer)).toBe("two_factor_required");
    expect(await reach(otherAdmin)).toBe("two_factor_required");
    expect(await reach(translator)).toBe(200);
    expect(await required(reviewer)).toBe(true);
    expect(await required(translator)).toBe(false);
    await enrolTotp(reviewer);
    expect(await reach(reviewer)).toBe(200);
    const logged = await env.DB.prepare(
      "SELECT detail FROM audit_log WHERE event = 'policy.update' ORDER BY id DESC",
    ).first<{ detail: string }>();
    expect(logged?.detail).toBe("require_two_factor reviewers");
  });

  it("for admins: only admins", async () => {
    const admin = await signIn(await createAccount({ role: "admin" }));
    await enrolTotp(admin);
    const reviewer = await signIn(await createAccount({ role: "reviewer" }));
    const otherAdmin = await signIn(await createAccount({ role: "admin" }));
    expect((await adminCall(admin, "PUT", "/policy", { requireTwoFactor: "admins" })).status).toBe(200);
    expect(await reach(otherAdmin)).toBe("two_factor_required");
    expect(await reach(reviewer)).toBe(200);
    // Everyone, then nobody: true and false as before.
    expect(await (await adminCall(admin, "PUT", "/policy", { requireTwoFactor: true })).json()).toEqual({
      requireTwoFactor: true,
    });
    expect(await reach(reviewer)).toBe("two_factor_required");
    expect((await adminCall(admin, "PUT", "/policy", { requireTwoFactor: false })).status).toBe(200);
    expect(await reach(otherAdmin)).toBe(200);
  });

  it("refuses another scope, and requiring it of others needs one's own", async () => {
    const admin = await signIn(await createAccount({ role: "admin" }));
    await problemOf(await adminCall(admin, "PUT", "/policy", { requireTwoFactor: "translators" }), 400);
    const res = await adminCall(admin, "PUT", "/policy", { requireTwoFactor: "admins" });
    expect(await problemOf(res, 409)).toMatchObject({ code: "two_factor_not_set_up" });
  });

  it("the old column written alone keeps the two in step", async () => {
    await env.DB.prepare("UPDATE account_policy SET require_two_factor = 1").run();
    const row = await env.DB.prepare("SELECT require_two_factor_for AS scope FROM account_policy").first<{
      scope: string;
    }>();
    expect(row?.scope).toBe("everyone");
  });
});
