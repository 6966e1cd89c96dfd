/**
 * A software authenticator for the worker tests: an ES256 key made with WebCrypto, and the
 * WebAuthn answers a browser would send, built byte by byte (authenticatorData, clientDataJSON,
 * a "none" attestation in CBOR, a DER signature), so the worker's real verification runs on them.
 */
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";
import { expect } from "vitest";
import type { PasskeyView } from "../../common/contracts/passkeys";
import { ORIGIN } from "./helpers";
import { adminCall } from "./people-helpers";

export const RP_ID = new URL(ORIGIN).hostname;

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const sha256 = async (data: Uint8Array) => new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(data)));
const uint32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
const utf8 = (text: string) => new TextEncoder().encode(text);

/** An ECDSA signature as WebAuthn carries it: DER, from WebCrypto's r || s. */
function derSignature(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    let value = bytes.slice(start);
    if ((value[0] as number) & 0x80) value = concat(new Uint8Array([0]), value);
    return concat(new Uint8Array([0x02, value.length]), value);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

export interface Ceremony {
  challenge: string;
  origin?: string;
  rpId?: string;
  type?: string;
  userVerified?: boolean;
}

export class FakeAuthenticator {
  readonly credentialId = crypto.getRandomValues(new Uint8Array(16));
  counter = 0;
  userHandle: string | undefined;
  private constructor(private readonly keys: CryptoKeyPair) {}

  static async create() {
    const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    return new FakeAuthenticator(keys);
  }

  get id() {
    return isoBase64URL.fromBuffer(this.credentialId);
  }

  private async authData(rpId: string, flags: number, attested?: Uint8Array) {
    return concat(
      await sha256(utf8(rpId)),
      new Uint8Array([flags]),
      uint32(this.counter),
      attested ?? new Uint8Array(),
    );
  }

  private clientData(type: string, ceremony: Ceremony) {
    return utf8(JSON.stringify({ type, challenge: ceremony.challenge, origin: ceremony.origin ?? ORIGIN }));
  }

  private flags(ceremony: Ceremony) {
    return FLAG_UP | (ceremony.userVerified === false ? 0 : FLAG_UV);
  }

  /** `navigator.credentials.create` answered: a "none" attestation of this key. */
  async attestation(ceremony: Ceremony & { userId: string }) {
    this.userHandle = ceremony.userId;
    const jwk = await crypto.subtle.exportKey("jwk", this.keys.publicKey);
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x as string)],
        [-3, isoBase64URL.toBuffer(jwk.y as string)],
      ]),
    );
    const idLength = new Uint8Array([0, this.credentialId.length]);
    const attested = concat(new Uint8Array(16), idLength, this.credentialId, cose);
    const authData = await this.authData(ceremony.rpId ?? RP_ID, this.flags(ceremony) | FLAG_AT, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ["fmt", "none"],
        ["attStmt", new Map<string, never>()],
        ["authData", authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(this.clientData(ceremony.type ?? "webauthn.create", ceremony)),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /** `navigator.credentials.get` answered: the counter moves on by one unless `counter` is given. */
  async assertion(ceremony: Ceremony & { counter?: number }) {
    this.counter = ceremony.counter ?? this.counter + 1;
    const authData = await this.authData(ceremony.rpId ?? RP_ID, this.flags(ceremony));
    const clientDataJSON = this.clientData(ceremony.type ?? "webauthn.get", ceremony);
    const signed = concat(authData, await sha256(clientDataJSON));
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, this.keys.privateKey, signed),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(derSignature(raw)),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
    };
  }
}

/** Registers a new software passkey for the signed-in `cookie`. */
export async function registerPasskey(cookie: string, name = "Laptop") {
  const authenticator = await FakeAuthenticator.create();
  const options = await adminCall(cookie, "POST", "/account/passkeys/options");
  expect(options.status, await options.clone().text()).toBe(200);
  const { challenge, user } = (await options.json()) as { challenge: string; user: { id: string } };
  const response = await authenticator.attestation({ challenge, userId: user.id });
  const res = await adminCall(cookie, "POST", "/account/passkeys", { name, response });
  expect(res.status, await res.clone().text()).toBe(201);
  return { authenticator, passkey: (await res.json()) as PasskeyView };
}

/** Re-authenticates the signed-in `cookie` with one of its passkeys (`/account/passkeys/verify`): the answer. */
export async function reauthWithPasskey(cookie: string, authenticator: FakeAuthenticator) {
  const options = await adminCall(cookie, "POST", "/account/passkeys/verify/options");
  expect(options.status, await options.clone().text()).toBe(200);
  const { challenge } = (await options.json()) as { challenge: string };
  return adminCall(cookie, "POST", "/account/passkeys/verify", {
    response: await authenticator.assertion({ challenge }),
  });
}
