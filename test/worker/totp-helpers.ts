import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { expect } from "vitest";
import type { RecoveryCodes, TotpEnrolment } from "../../common/contracts/two-factor";
import type { AccountRow } from "../../worker/services/identity/accounts";
import { stepAt } from "../../worker/services/identity/totp";
import { loginRequest, PASSWORD, postJson, sessionCookieOf, uniqueIp } from "./auth-helpers";
import { adminCall } from "./people-helpers";

/** The code an authenticator app shows for `key`, `offset` steps from now: the same library as the worker's. */
export const codeAt = (key: Uint8Array, offset = 0, now = Date.now()) =>
  generateHOTP(key, BigInt(stepAt(now) + offset), 6);

/** Sets up and confirms an app for the signed-in `cookie`: its key, and the recovery codes. */
export async function enrolTotp(cookie: string): Promise<{ key: Uint8Array; recoveryCodes: string[] }> {
  const started = await adminCall(cookie, "POST", "/account/totp");
  expect(started.status, await started.clone().text()).toBe(201);
  const { secret } = (await started.json()) as TotpEnrolment;
  const key = decodeBase32IgnorePadding(secret);
  const confirmed = await adminCall(cookie, "POST", "/account/totp/confirm", { code: codeAt(key) });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as RecoveryCodes;
  return { key, recoveryCodes };
}

/** The password step of a sign-in that asks for a second factor: its challenge. */
export async function passwordStep(user: Pick<AccountRow, "email">, ip = uniqueIp()): Promise<string> {
  const res = await loginRequest({ email: user.email, password: PASSWORD }, ip);
  expect(res.status).toBe(200);
  expect(sessionCookieOf(res)).toBeUndefined();
  const body = (await res.json()) as { secondFactor: string; challenge: string; methods: string[] };
  expect(body.secondFactor).toBe("required");
  return body.challenge;
}

export function secondStep(challenge: string, code: string, ip = uniqueIp()) {
  return postJson("/api/admin/login/second-factor", { challenge, code }, { "CF-Connecting-IP": ip });
}
