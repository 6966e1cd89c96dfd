/**
 * Secrets and signatures per the Standard Webhooks specification
 * (https://www.standardwebhooks.com, "Signature scheme"): the secret is `whsec_` + base64 of
 * random bytes; a delivery is signed with HMAC-SHA256 keyed by those bytes over
 * `${webhook-id}.${webhook-timestamp}.${body}`, sent as `v1,` + base64 of the MAC.
 */

const SECRET_PREFIX = "whsec_";
/** The spec asks for 24 to 64 bytes. */
const SECRET_BYTES = 32;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export function newWebhookSecret(): string {
  return SECRET_PREFIX + toBase64(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));
}

/** A delivery's id, the `webhook-id` header: the same on every attempt of it. */
export function newDeliveryId(): string {
  return `msg_${crypto.randomUUID().replaceAll("-", "")}`;
}

/** The three headers of a signed delivery of `body` at `timestamp` (seconds since the epoch). */
export async function signedHeaders(
  secret: string,
  id: string,
  timestamp: number,
  body: string,
): Promise<Record<string, string>> {
  const key = await crypto.subtle.importKey(
    "raw",
    fromBase64(secret.slice(SECRET_PREFIX.length)),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": `v1,${toBase64(new Uint8Array(mac))}`,
  };
}
