import { describe, expect, it } from "vitest";
import { createAccount, signIn } from "./auth-helpers";
import { ageProof } from "./factor-helpers";
import { problemOf } from "./helpers";
import { reauthWithPasskey, registerPasskey } from "./passkey-helpers";
import { adminCall } from "./people-helpers";
import { codeAt, enrolTotp } from "./totp-helpers";

/**
 * Adding a second factor to an account that has one asks for a factor proved within 5 minutes, as
 * removing one does (decision 0084, amended): a session taken over after its sign-in cannot slip in
 * a passkey of its own and then use it to remove the owner's.
 */

const passkeyCount = async (cookie: string) =>
  ((await (await adminCall(cookie, "GET", "/account/passkeys")).json()) as { passkeys: unknown[] }).passkeys.length;

describe("adding a factor to an account that has one", () => {
  it("a passkey: refused to a session whose proof is older than 5 minutes, allowed once a code confirms it", async () => {
    const user = await createAccount({ role: "reviewer" });
    const cookie = await signIn(user);
    const { key } = await enrolTotp(cookie);
    await ageProof(user.id, 6);
    const refused = await adminCall(cookie, "POST", "/account/passkeys/options");
    expect(await problemOf(refused, 403)).toMatchObject({ code: "second_factor_required" });
    expect(await passkeyCount(cookie)).toBe(0);

    const confirmed = await adminCall(cookie, "POST", "/account/totp/verify", { code: codeAt(key, 1) });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    await registerPasskey(cookie, "Phone");
    expect(await passkeyCount(cookie)).toBe(1);
  });

  it("an authenticator app: refused to a passkey account's stale session, allowed after the passkey confirms it", async () => {
    const user = await createAccount({ role: "translator" });
    const cookie = await signIn(user);
    const phone = await registerPasskey(cookie, "Phone");
    // Registering proved the new passkey: a second one needs no confirmation within the window.
    await registerPasskey(cookie, "Key");
    await ageProof(user.id, 6);
    expect(await problemOf(await adminCall(cookie, "POST", "/account/totp"), 403)).toMatchObject({
      code: "second_factor_required",
    });
    const proved = await reauthWithPasskey(cookie, phone.authenticator);
    expect(proved.status, await proved.clone().text()).toBe(200);
    expect((await adminCall(cookie, "POST", "/account/totp")).status).toBe(201);
  });

  it("an account without a factor adds its first with no confirmation", async () => {
    const cookie = await signIn(await createAccount({ role: "translator" }));
    expect((await adminCall(cookie, "POST", "/account/totp")).status).toBe(201);
    expect((await adminCall(cookie, "POST", "/account/passkeys/options")).status).toBe(200);
  });
});
