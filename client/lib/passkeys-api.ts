import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { ACCOUNT_PATH, type LoginResult, safeRedirect } from "../../common/auth";
import type { PasskeyList, PasskeyView } from "../../common/contracts/passkeys";
import type { AdminI18n } from "../admin-i18n/translator";
import type { HttpClient } from "./http";

export type { PasskeyView };

/**
 * The browser's side of a ceremony, loaded when one starts: neither the sign-in page's first load
 * nor the worker's server rendering carries it (the worker's startup budget, decision 0072).
 */
const ceremonies = () => import("@simplewebauthn/browser");

/** Whether this browser offers WebAuthn (as @simplewebauthn/browser's `browserSupportsWebAuthn` asks). */
export function browserSupportsPasskeys(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/** A ceremony for the options the server made (sign-in, or confirming it is you). */
export async function authenticate(optionsJSON: PublicKeyCredentialRequestOptionsJSON) {
  return (await ceremonies()).startAuthentication({ optionsJSON });
}

/** One's own passkeys and signing in with one (docs/admin-api.md). Failures throw `HttpError` or `WebAuthnError`. */
export function passkeysApi(http: HttpClient) {
  return {
    list: (signal?: AbortSignal) => http.get<PasskeyList>("admin/account/passkeys", { signal, throwOnError: true }),
    /** Asks the browser for a new passkey and registers it under `name`. */
    async register(name: string) {
      const optionsJSON = await http.post<PublicKeyCredentialCreationOptionsJSON>("admin/account/passkeys/options", {
        body: {},
        throwOnError: true,
      });
      const response = await (await ceremonies()).startRegistration({ optionsJSON });
      return http.post<PasskeyView>("admin/account/passkeys", { body: { name, response }, throwOnError: true });
    },
    rename: (id: number, name: string) =>
      http.patch<PasskeyView>(`admin/account/passkeys/${id}`, { body: { name }, throwOnError: true }),
    remove: (id: number) => http.delete(`admin/account/passkeys/${id}`, { body: {}, throwOnError: true }),
    /** Signs in with a passkey: alone, or with the password step's `challenge`. Where to go next. */
    async signIn(input: { challenge?: string; redirect?: string | null }) {
      const body = input.challenge ? { challenge: input.challenge } : {};
      const optionsJSON = await http.post<PublicKeyCredentialRequestOptionsJSON>("admin/login/passkey/options", {
        body,
        throwOnError: true,
      });
      const response = await authenticate(optionsJSON);
      const result = await http.post<LoginResult>("admin/login/passkey", {
        body: { ...body, response, redirect: input.redirect ?? null },
        throwOnError: true,
      });
      if (!result.ok || "secondFactor" in result) return ACCOUNT_PATH;
      return result.user.pending ? ACCOUNT_PATH : safeRedirect(result.redirectTo);
    },
  };
}

export const passkeyKeys = { list: ["admin", "account", "passkeys"] as const };

/** A sentence for a failed ceremony: the browser's refusal (cancelled, timed out) in the admin's words, or the server's problem as sent. */
export function passkeyErrorText(error: unknown, t: AdminI18n["t"]): string {
  // The library's WebAuthnError, known by its code (`ERROR_…`; the class is loaded only with a ceremony).
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  const webAuthn = typeof code === "string" && code.startsWith("ERROR_");
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
    return t("login.passkey.alreadyRegistered");
  }
  if (webAuthn || (error instanceof Error && error.name === "NotAllowedError")) {
    return t("login.passkey.cancelled");
  }
  return error instanceof Error ? error.message : t("login.passkey.failed");
}
