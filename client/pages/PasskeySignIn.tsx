import { useState } from "react";
import { passkeyErrorText, passkeysApi } from "../lib/passkeys-api";
import { useHttp } from "../lib/use-http";

const TEXT = {
  alone: "Sign in with a passkey",
  second: "Use a passkey",
  busy: "Waiting for your passkey…",
} as const;

/**
 * Signing in with a passkey (docs/decisions/0083-passkeys.md): alone on the login page, or, with
 * the password step's `challenge`, as the second step. Success is a full load of where the
 * sign-in leads, so the page starts with the new session. Needs JavaScript, as WebAuthn does.
 */
export function PasskeySignIn({ challenge }: { challenge?: string }) {
  const http = useHttp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function signIn() {
    setBusy(true);
    setError(null);
    try {
      const redirect = new URLSearchParams(window.location.search).get("redirect");
      window.location.assign(await passkeysApi(http).signIn({ challenge, redirect }));
    } catch (failure) {
      setError(passkeyErrorText(failure));
      setBusy(false);
    }
  }
  return (
    <div className="passkey-sign-in">
      <div id="passkey-error" role="alert" className="form-error">
        {error}
      </div>
      <button
        type="button"
        className={challenge ? "button-primary" : "button-quiet"}
        onClick={signIn}
        disabled={busy}
        aria-describedby={error ? "passkey-error" : undefined}
      >
        {busy ? TEXT.busy : challenge ? TEXT.second : TEXT.alone}
      </button>
    </div>
  );
}
