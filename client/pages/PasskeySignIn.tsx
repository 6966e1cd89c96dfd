import { useEffect, useState } from "react";
import { useAdminI18n } from "../admin-i18n/AdminI18nProvider";
import { browserSupportsPasskeys, passkeyErrorText, passkeysApi } from "../lib/passkeys-api";
import { useHttp } from "../lib/use-http";

/**
 * Signing in with a passkey (docs/decisions/0083-passkeys.md): alone on the login page, or, with
 * the password step's `challenge`, as the second step. Success is a full load of where the
 * sign-in leads, so the page starts with the new session. Shown once the page runs and the
 * browser has WebAuthn (without JavaScript there is no passkey to ask for). Its error is an alert
 * made only when there is one, beside the form's own.
 */
export function PasskeySignIn({ challenge, quiet = !challenge }: { challenge?: string; quiet?: boolean }) {
  const { t } = useAdminI18n();
  const http = useHttp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(browserSupportsPasskeys()), []);
  async function signIn() {
    setBusy(true);
    setError(null);
    try {
      const redirect = new URLSearchParams(window.location.search).get("redirect");
      window.location.assign(await passkeysApi(http).signIn({ challenge, redirect }));
    } catch (failure) {
      setError(passkeyErrorText(failure, t));
      setBusy(false);
    }
  }
  if (!supported) return null;
  return (
    <div className="passkey-sign-in">
      {error && (
        <p id="passkey-error" role="alert" className="form-error">
          {error}
        </p>
      )}
      <button
        type="button"
        className={quiet ? "button-quiet" : "button-primary"}
        onClick={signIn}
        disabled={busy}
        aria-describedby={error ? "passkey-error" : undefined}
      >
        {t(busy ? "login.passkey.busy" : challenge ? "login.passkey.second" : "login.passkey.alone")}
      </button>
    </div>
  );
}
