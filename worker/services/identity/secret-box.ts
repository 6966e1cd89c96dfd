/**
 * Secrets at rest (a TOTP key): AES-256-GCM through WebCrypto, under TWO_FACTOR_KEY (a wrangler
 * secret; `.dev.vars` locally), the base64url of 32 random bytes. What is stored is the base64url
 * of a fresh 12-byte IV followed by the ciphertext and its tag; the account id is the additional
 * data, so a secret copied to another account's row does not decrypt.
 */
import { Buffer } from "node:buffer";

const KEY_BYTES = 32;
const IV_BYTES = 12;

/** The key, or an error naming the missing setting: a second factor is never stored in the clear. */
async function importKey(secret: string | undefined): Promise<CryptoKey> {
  let raw = new Uint8Array();
  try {
    raw = Uint8Array.from(Buffer.from(secret ?? "", "base64url"));
  } catch {
    // Said below.
  }
  if (raw.byteLength !== KEY_BYTES) {
    throw new Error(
      `TWO_FACTOR_KEY must be the base64url of ${KEY_BYTES} random bytes (wrangler secret put TWO_FACTOR_KEY; .dev.vars locally)`,
    );
  }
  return crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
}

const context = (userId: number) => new TextEncoder().encode(`totp:${userId}`);

export async function sealSecret(
  keySecret: string | undefined,
  userId: number,
  plain: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const key = await importKey(keySecret);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: context(userId) }, key, plain);
  return Buffer.concat([iv, new Uint8Array(sealed)]).toString("base64url");
}

export async function openSecret(keySecret: string | undefined, userId: number, stored: string): Promise<Uint8Array> {
  const key = await importKey(keySecret);
  const bytes = new Uint8Array(Buffer.from(stored, "base64url"));
  const iv = bytes.subarray(0, IV_BYTES);
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv, additionalData: context(userId) },
    key,
    bytes.subarray(IV_BYTES),
  );
  return new Uint8Array(plain);
}
