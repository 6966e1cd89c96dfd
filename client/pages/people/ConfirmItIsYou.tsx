import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { SecondFactorProof } from "../../../common/contracts/two-factor";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { type HttpClient, HttpError } from "../../lib/http";
import { authenticate, passkeyErrorText } from "../../lib/passkeys-api";
import { twoFactorApi } from "../../lib/two-factor-api";
import { useHttp } from "../../lib/use-http";
import { errorText } from "./account-text";

/** Whether a request was refused for want of a second factor proved lately (decision 0084): confirm, then retry. */
export const needsFreshFactor = (error: unknown) =>
  error instanceof HttpError && error.problem?.code === "second_factor_required";

/** Proves one of one's own passkeys again (`/account/passkeys/verify`): this session may remove a factor for 5 minutes. */
async function confirmWithPasskey(http: HttpClient) {
  const optionsJSON = await http.post<PublicKeyCredentialRequestOptionsJSON>("admin/account/passkeys/verify/options", {
    body: {},
    throwOnError: true,
  });
  const response = await authenticate(optionsJSON);
  return http.post<SecondFactorProof>("admin/account/passkeys/verify", { body: { response }, throwOnError: true });
}

/**
 * Re-authentication before removing a factor (docs/decisions/0084-factor-changes-and-sessions.md):
 * the server answered `second_factor_required`, so the person proves a second factor again, with a
 * passkey or (with an app) a code, and `onConfirmed` retries what was refused.
 */
export function ConfirmItIsYou({
  intro,
  hasApp,
  onConfirmed,
  onCancel,
}: {
  /** The whole sentence saying what is being confirmed and how (it knows `hasApp`). */
  intro: string;
  hasApp: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const { t } = useAdminI18n();
  const http = useHttp();
  const [code, setCode] = useState("");
  const withPasskey = useMutation({ mutationFn: () => confirmWithPasskey(http), onSuccess: onConfirmed });
  const withCode = useMutation({ mutationFn: () => twoFactorApi(http).verify(code.trim()), onSuccess: onConfirmed });
  const busy = withPasskey.isPending || withCode.isPending;
  const error = withPasskey.isError
    ? passkeyErrorText(withPasskey.error, t)
    : withCode.isError
      ? errorText(withCode.error, t)
      : null;
  return (
    <section className="confirm-it-is-you" aria-labelledby="confirm-title">
      <h3 id="confirm-title">{t("factors.reauth.title")}</h3>
      <p id="confirm-help">{intro}</p>
      <div role="alert" className="form-error">
        {error}
      </div>
      <div className="form-actions">
        <button type="button" className="button-primary" disabled={busy} onClick={() => withPasskey.mutate()}>
          {t(withPasskey.isPending ? "factors.reauth.waiting" : "factors.reauth.withPasskey")}
        </button>
        <button type="button" className="button-quiet" disabled={busy} onClick={onCancel}>
          {t("common.cancel")}
        </button>
      </div>
      {hasApp && (
        <form
          className="admin-form"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            withCode.mutate();
          }}
        >
          <div className="field">
            <label htmlFor="confirm-code">{t("factors.reauth.codeLabel")}</label>
            <input
              id="confirm-code"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="button-quiet" disabled={busy}>
              {t("factors.reauth.withCode")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
