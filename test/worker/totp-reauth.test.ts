import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bearerCall, makeToken } from "./api-tokens-helpers";
import { createAccount, PASSWORD, sessionCookieOf, signIn } from "./auth-helpers";
import { problemOf } from "./helpers";
import { adminCall } from "./people-helpers";
import { codeAt, enrolTotp, passwordStep, secondStep } from "./totp-helpers";

/** Makes the account's every session's proof of a second factor older than the 5 minutes. */
const ageProof = (userId: number) =>
  env.DB.prepare("UPDATE sessions SET second_factor_at = second_factor_at - 6 * 60 * 1000 WHERE user_id = ?1")
    .bind(userId)
    .run();

describe("re-authentication: a second factor proved within 5 minutes", () => {
  it("turning off the app, new recovery codes and a new API token ask for it; a code given again opens them", async () => {
    const user = await createAccount({ role: "translator" });
    const { key, recoveryCodes } = await enrolTotp(await signIn(user));
    // A recovery code signs in (the app's next code stays for re-verifying below).
    const signedIn = await secondStep(await passwordStep(user), recoveryCodes[0] as string);
    const cookie = sessionCookieOf(signedIn) as string;
    // Just signed in with a second factor: fresh.
    expect((await adminCall(cookie, "POST", "/account/totp/recovery-codes")).status).toBe(200);
    await ageProof(user.id);
    for (const [method, path, body] of [
      ["POST", "/account/totp/recovery-codes", undefined],
      ["POST", "/tokens", { name: "late", scopes: ["translations:read"], expiresInDays: 30 }],
      ["DELETE", "/account/totp", { password: PASSWORD }],
    ] as const) {
      const problem = await problemOf(await adminCall(cookie, method, path, body), 403);
      expect(problem, `${method} ${path}`).toMatchObject({ code: "second_factor_required" });
    }
    expect(await (await adminCall(cookie, "GET", "/account/totp")).json()).toMatchObject({ totp: true });
    // A wrong code is refused and opens nothing.
    expect(
      await problemOf(await adminCall(cookie, "POST", "/account/totp/verify", { code: "000000" }), 403),
    ).toMatchObject({ code: "invalid_code" });
    await problemOf(await adminCall(cookie, "POST", "/account/totp/recovery-codes"), 403);
    const verified = await adminCall(cookie, "POST", "/account/totp/verify", { code: codeAt(key, 1) });
    expect(verified.status, await verified.clone().text()).toBe(200);
    expect(await verified.json()).toMatchObject({ method: "totp" });
    // The same code again is no proof.
    await problemOf(await adminCall(cookie, "POST", "/account/totp/verify", { code: codeAt(key, 1) }), 403);
    expect((await adminCall(cookie, "POST", "/account/totp/recovery-codes")).status).toBe(200);
    const token = await makeToken(cookie, ["translations:read"]);
    // API tokens keep working for an account with two-factor sign-in.
    expect((await bearerCall(token.secret, "GET", "/translations/stats")).status).toBe(200);
    const events = await env.DB.prepare(
      "SELECT event FROM audit_log WHERE user_id = ?1 AND event = 'two_factor.verify'",
    )
      .bind(user.id)
      .all();
    expect(events.results).toHaveLength(1);
    expect((await adminCall(cookie, "DELETE", "/account/totp", { password: PASSWORD })).status).toBe(204);
  });

  it("a token cannot re-authenticate, and an account without a second factor is not asked", async () => {
    const user = await createAccount({ role: "translator" });
    const cookie = await signIn(user);
    const token = await makeToken(cookie, ["translations:read"]);
    expect(token.secret).toBeTruthy();
    await problemOf(await bearerCall(token.secret, "POST", "/account/totp/verify", { code: "123456" }), 403);
  });
});
