import { env } from "cloudflare:test";
import { generateHOTP } from "@oslojs/otp";
import { describe, expect, it } from "vitest";
import { completeSecondFactor } from "../../worker/services/identity";
import { signChallenge } from "../../worker/services/identity/session-token";
import { matchTotp, stepAt } from "../../worker/services/identity/totp";
import { createAccount, signIn } from "./auth-helpers";
import { problemOf } from "./helpers";
import { adminCall } from "./people-helpers";
import { codeAt, enrolTotp } from "./totp-helpers";

// RFC 6238 Appendix B's SHA-1 key, and its test times with their 8-digit codes (the last 6 are the 6-digit code).
const RFC_KEY = new TextEncoder().encode("12345678901234567890");
const RFC_VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP codes (RFC 6238: SHA-1, 6 digits, 30 s)", () => {
  it("matches RFC 6238's test vectors", () => {
    for (const [seconds, code] of RFC_VECTORS) {
      expect(generateHOTP(RFC_KEY, BigInt(stepAt(seconds * 1000)), 8)).toBe(code);
      expect(matchTotp(RFC_KEY, code.slice(2), seconds * 1000, 0)).toBe(stepAt(seconds * 1000));
    }
  });

  it("accepts the step before and after the current one, and nothing further", () => {
    const now = 1_111_111_111_000;
    const step = stepAt(now);
    for (const offset of [-1, 0, 1]) {
      expect(matchTotp(RFC_KEY, generateHOTP(RFC_KEY, BigInt(step + offset), 6), now, 0)).toBe(step + offset);
    }
    for (const offset of [-3, -2, 2, 3]) {
      expect(matchTotp(RFC_KEY, generateHOTP(RFC_KEY, BigInt(step + offset), 6), now, 0)).toBeNull();
    }
  });

  it("refuses a step no later than the last one accepted", () => {
    const now = 1_111_111_111_000;
    const step = stepAt(now);
    const code = generateHOTP(RFC_KEY, BigInt(step), 6);
    expect(matchTotp(RFC_KEY, code, now, step)).toBeNull();
    expect(matchTotp(RFC_KEY, code, now, step - 1)).toBe(step);
    expect(matchTotp(RFC_KEY, "12345", now, 0)).toBeNull();
    expect(matchTotp(RFC_KEY, "abcdef", now, 0)).toBeNull();
  });
});

describe("setting up an authenticator app", () => {
  it("gives the key and its otpauth URL, turns on with a first code, and gives ten recovery codes", async () => {
    const user = await createAccount({ role: "translator" });
    const cookie = await signIn(user);
    const before = await (await adminCall(cookie, "GET", "/account/totp")).json();
    expect(before).toEqual({ totp: false, recoveryCodesLeft: 0, required: false });
    const started = await adminCall(cookie, "POST", "/account/totp");
    const enrolment = (await started.json()) as { secret: string; otpauthUrl: string };
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUrl).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.otpauthUrl).toMatch(
      /^otpauth:\/\/totp\/.*digits=6.*period=30|^otpauth:\/\/totp\/.*period=30.*digits=6/,
    );
    // Not on before the first code: the password alone still signs in.
    await signIn(user);
    await problemOf(await adminCall(cookie, "POST", "/account/totp/confirm", { code: "000000" }), 403);
    const { recoveryCodes } = await enrolTotp(cookie);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const after = await (await adminCall(cookie, "GET", "/account/totp")).json();
    expect(after).toEqual({ totp: true, recoveryCodesLeft: 10, required: false });
  });

  it("stores the key sealed and the recovery codes hashed, never as given", async () => {
    const user = await createAccount({ role: "translator" });
    const cookie = await signIn(user);
    const started = await adminCall(cookie, "POST", "/account/totp");
    const { secret } = (await started.json()) as { secret: string };
    const row = await env.DB.prepare("SELECT secret FROM totp_factors WHERE user_id = ?1")
      .bind(user.id)
      .first<{ secret: string }>();
    expect(row?.secret).not.toContain(secret);
    const { recoveryCodes } = await enrolTotp(await signIn(user));
    const { results } = await env.DB.prepare("SELECT code_hash FROM recovery_codes WHERE user_id = ?1")
      .bind(user.id)
      .all<{ code_hash: string }>();
    expect(results).toHaveLength(10);
    for (const code of recoveryCodes) {
      expect(results.some((r) => r.code_hash.includes(code.replaceAll("-", "")))).toBe(false);
    }
  });

  it("turning it off needs a current code or the password", async () => {
    const user = await createAccount({ role: "translator" });
    const cookie = await signIn(user);
    const { key } = await enrolTotp(cookie);
    await problemOf(await adminCall(cookie, "DELETE", "/account/totp", {}), 400);
    await problemOf(await adminCall(cookie, "DELETE", "/account/totp", { password: "not the password" }), 403);
    await problemOf(await adminCall(cookie, "DELETE", "/account/totp", { code: "123456" }), 403);
    const off = await adminCall(cookie, "DELETE", "/account/totp", { code: codeAt(key, 1) });
    expect(off.status).toBe(204);
    expect(await (await adminCall(cookie, "GET", "/account/totp")).json()).toMatchObject({ totp: false });
  });
});

describe("the second step's challenge", () => {
  it("expires after 5 minutes", async () => {
    const user = await createAccount({ role: "translator" });
    const { key } = await enrolTotp(await signIn(user));
    const row = await env.DB.prepare("SELECT password_changed_at FROM users WHERE id = ?1")
      .bind(user.id)
      .first<{ password_changed_at: number }>();
    const issued = Date.now();
    const claims = { userId: user.id, passwordChangedAt: row?.password_changed_at ?? 0, redirectTo: "/admin" };
    const challenge = await signChallenge(env.SESSION_SECRET, claims, issued);
    const ctx = {
      db: env.DB,
      sessionSecret: env.SESSION_SECRET,
      twoFactorKey: (env as { TWO_FACTOR_KEY?: string }).TWO_FACTOR_KEY,
      ip: null,
      userAgent: null,
    };
    const late = issued + 5 * 60 * 1000 + 1000;
    const expired = await completeSecondFactor({ ...ctx, now: late }, { challenge, code: codeAt(key, 1, issued) });
    expect(expired.result).toMatchObject({ ok: false, error: "challenge_expired" });
    expect(expired.token).toBeUndefined();
    const inTime = await completeSecondFactor(
      { ...ctx, now: issued + 1000 },
      { challenge, code: codeAt(key, 1, issued) },
    );
    expect(inTime.result).toMatchObject({ ok: true });
    expect(inTime.token).toBeDefined();
  });
});
