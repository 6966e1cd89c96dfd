import * as v from "valibot";
import { integerText, jsonObject } from "./fields";

/**
 * Passkeys (docs/decisions/0083-passkeys.md): `/api/admin/account/passkeys…` (one's own, named)
 * and `/api/admin/login/passkey…` (a sign-in with a passkey alone, or after a password's challenge).
 * The browser's WebAuthn answers are checked by the worker's library, not by these schemas.
 */

/** A WebAuthn answer is a few kilobytes; a registration's attestation the most. */
export const MAX_PASSKEY_BODY_BYTES = 32 * 1024;
export const MAX_PASSKEY_NAME_LENGTH = 60;

const passkeyName = v.pipe(
  v.string("must be a string"),
  v.trim(),
  v.minLength(1, "Give the passkey a name."),
  v.maxLength(MAX_PASSKEY_NAME_LENGTH, `must be at most ${MAX_PASSKEY_NAME_LENGTH} characters`),
);

/** The browser's answer: an object, checked by the library. */
const webauthnResponse = v.looseObject({ id: v.string("must be a string") }, "must be a WebAuthn answer");

/** POST `/account/passkeys` */
export const registerPasskeyBody = jsonObject({ name: passkeyName, response: webauthnResponse });

/** POST `/account/passkeys/verify`: re-authentication with one of one's own passkeys. */
export const verifyPasskeyBody = jsonObject({ response: webauthnResponse });

/** `/account/passkeys/:id` */
export const passkeyParams = v.object({ id: integerText(1, Number.MAX_SAFE_INTEGER) });

/** PATCH `/account/passkeys/:id` */
export const renamePasskeyBody = jsonObject({ name: passkeyName });

/** POST `/login/passkey/options`: with the password step's challenge for a second step, without for a passkey alone. */
export const passkeyOptionsBody = jsonObject({ challenge: v.optional(v.pipe(v.string(), v.maxLength(2048))) });

/** POST `/login/passkey` */
export const passkeyLoginBody = jsonObject({
  challenge: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  response: webauthnResponse,
  redirect: v.nullish(v.string("must be a string")),
});

/** One registered passkey, as Your account lists it. */
export const passkeyView = v.object({
  id: v.number(),
  name: v.string(),
  createdAt: v.number(),
  lastUsedAt: v.nullable(v.number()),
});
export type PasskeyView = v.InferOutput<typeof passkeyView>;

export const passkeyList = v.object({ passkeys: v.array(passkeyView) });
export type PasskeyList = v.InferOutput<typeof passkeyList>;

/**
 * The options a browser's WebAuthn call takes, as JSON (PublicKeyCredentialCreationOptionsJSON
 * to register, PublicKeyCredentialRequestOptionsJSON to sign in): described by their challenge,
 * the rest as the WebAuthn specification has it.
 */
export const webauthnOptions = v.looseObject({ challenge: v.string() });
/** What a route holds its options to: the challenge (the rest is the WebAuthn library's own type). */
export type WebauthnOptions = { challenge: string };
