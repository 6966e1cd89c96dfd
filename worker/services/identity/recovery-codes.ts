/**
 * Recovery codes: ten single-use codes made when an authenticator app is confirmed, shown once.
 * Each is 24 base32 characters (120 bits) written `xxxxxx-xxxxxx-xxxxxx-xxxxxx`: with at least
 * 112 bits a plain SHA-256 is a fit store (ASVS 5.0 asks a salted password hash of shorter lookup
 * secrets), so only the SHA-256 of its normal form (lower case, no dash or space) is stored, and
 * the statement that accepts one marks it used.
 */
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

export const RECOVERY_CODE_COUNT = 10;

export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, "");
export const looksLikeRecoveryCode = (code: string) => /^[a-z2-7]{24}$/.test(normalizeRecoveryCode(code));

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    // 15 bytes are 120 bits, exactly 24 base32 characters.
    const text = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(15)));
    return text.match(/.{6}/g)?.join("-") ?? text;
  });
}

export async function recoveryCodeHash(code: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(normalizeRecoveryCode(code)));
  return encodeHexLowerCase(new Uint8Array(digest));
}

/** The statements replacing an account's codes by `hashes` (in the caller's batch). */
export function replaceRecoveryCodes(db: D1Database, userId: number, hashes: string[], now: number) {
  const insert = db.prepare("INSERT INTO recovery_codes (user_id, code_hash, created_at) VALUES (?1, ?2, ?3)");
  return [
    db.prepare("DELETE FROM recovery_codes WHERE user_id = ?1").bind(userId),
    ...hashes.map((hash) => insert.bind(userId, hash, now)),
  ];
}

/** Uses a recovery code: true when it was one of the account's and unused (it is used now). */
export async function consumeRecoveryCode(db: D1Database, userId: number, code: string, now: number) {
  if (!looksLikeRecoveryCode(code)) return false;
  const result = await db
    .prepare("UPDATE recovery_codes SET used_at = ?3 WHERE user_id = ?1 AND code_hash = ?2 AND used_at IS NULL")
    .bind(userId, await recoveryCodeHash(code), now)
    .run();
  return result.meta.changes === 1;
}
