/**
 * Time-based one-time passwords (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps) through
 * @oslojs/otp, whose HOTP (RFC 4226) is computed here for the steps of the window: the current
 * one and one either side (a clock a step off still works). A code is accepted only for a step
 * later than the last one accepted (`totp_factors.last_step`), so each code works once, and the
 * statement that accepts it is the one that moves the step (two requests with one code: one wins).
 */

import { encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one. */
export const TOTP_WINDOW = 1;
/** RFC 4226's recommended key length: 160 bits. */
const KEY_BYTES = 20;
export const TOTP_ISSUER = "Polyglot";

export const stepAt = (now: number) => Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);

export function newTotpKey(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(KEY_BYTES));
}

/** What an authenticator app is given: the key as base32 text, and the `otpauth://` URL of the QR code. */
export function totpEnrolment(key: Uint8Array, accountName: string) {
  return {
    secret: encodeBase32UpperCaseNoPadding(key),
    otpauthUrl: createTOTPKeyURI(TOTP_ISSUER, accountName, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS),
  };
}

/** Compares two strings of equal length in time independent of where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** A code as typed: spaces dropped ("123 456"). */
export const normalizeTotp = (code: string) => code.replace(/\s+/g, "");
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(normalizeTotp(code));

/**
 * The step `code` belongs to within the window around `now`, if it is later than `lastStep`;
 * else null. Every step of the window is computed, whichever matches.
 */
export function matchTotp(key: Uint8Array, code: string, now: number, lastStep: number): number | null {
  const typed = normalizeTotp(code);
  if (!looksLikeTotp(typed)) return null;
  const current = stepAt(now);
  let matched: number | null = null;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    const expected = generateHOTP(key, BigInt(step), TOTP_DIGITS);
    if (sameText(expected, typed) && step > lastStep && matched === null) matched = step;
  }
  return matched;
}
