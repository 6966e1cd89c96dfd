/**
 * Password hashing with scrypt (node:crypto: BoringSSL in workerd under nodejs_compat,
 * OpenSSL in Node). The worker and `scripts/admin-create.mjs` (Node, type stripping)
 * share this file, so it imports nothing but Node built-ins.
 *
 * Hashes are PHC strings, `$scrypt$ln=15,r=8,p=1$<salt>$<hash>` (unpadded base64), so
 * the parameters travel with each hash and can be raised later: `needsRehash` tells the
 * login to re-hash with the current ones.
 */
import { Buffer } from "node:buffer";
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  ln: number;
  r: number;
  p: number;
}

/**
 * Current parameters: N = 2^15, r = 8, p = 1 — 32 MiB and ~70 ms in workerd on a
 * 2-core dev machine (README, "Decisions"). N·r·p = 2^18.
 */
export const SCRYPT_PARAMS: Readonly<ScryptParams> = { ln: 15, r: 8, p: 1 };

/**
 * Limits that keep a hash computable in production: N·r·p ≤ 2^20, and memory
 * (128·r·(N+p+2) bytes) within 64 MiB of a Worker's 128 MB. Stored hashes beyond
 * them are refused rather than computed.
 */
export const SCRYPT_LIMITS = { maxCost: 2 ** 20, maxMemoryBytes: 64 * 1024 * 1024 } as const;

const SALT_BYTES = 16;
const KEY_BYTES = 32;

export function scryptMemoryBytes({ ln, r, p }: ScryptParams): number {
  return 128 * r * (2 ** ln + p + 2);
}

export function withinLimits(params: ScryptParams): boolean {
  const { ln, r, p } = params;
  if (![ln, r, p].every((n) => Number.isInteger(n) && n >= 1)) return false;
  return 2 ** ln * r * p <= SCRYPT_LIMITS.maxCost && scryptMemoryBytes(params) <= SCRYPT_LIMITS.maxMemoryBytes;
}

function derive(password: string, salt: Uint8Array, keyBytes: number, { ln, r, p }: ScryptParams): Promise<Buffer> {
  // NFKC: the same password typed on different keyboards/platforms hashes the same (NIST SP 800-63B 5.1.1.2).
  const secret = Buffer.from(password.normalize("NFKC"), "utf8");
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keyBytes, { N: 2 ** ln, r, p, maxmem: SCRYPT_LIMITS.maxMemoryBytes }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64").replace(/=+$/, "");

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, params);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,3}),p=(\d{1,3})\$([A-Za-z0-9+/]{16,88})\$([A-Za-z0-9+/]{22,88})$/;

/** The parts of a stored hash, or null when it is not one this module can verify. */
export function parseHash(stored: string): ParsedHash | null {
  const match = PHC.exec(stored);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match;
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  if (!withinLimits(params)) return null;
  return { params, salt: Buffer.from(salt as string, "base64"), key: Buffer.from(key as string, "base64") };
}

/** True when `password` matches `stored`; false for a wrong password or an unusable hash. Constant-time compare. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.key.length, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

/** True when `stored` was made with other parameters than the current ones. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { ln, r, p } = parsed.params;
  return ln !== SCRYPT_PARAMS.ln || r !== SCRYPT_PARAMS.r || p !== SCRYPT_PARAMS.p || parsed.key.length !== KEY_BYTES;
}

/**
 * A hash of a random, discarded password, made with the current parameters. An unknown
 * email is verified against it, so it costs the same time as a wrong password.
 */
export const DUMMY_HASH = "$scrypt$ln=15,r=8,p=1$i5qa6iFJSkTlcLm9zz1Rkg$jFWIaB+ebon54jc1n5c+igvvrAj+RCgBgyj23f/deS4";
