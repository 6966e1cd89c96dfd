import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { twoFactorApi } from "../../lib/two-factor-api";
import { useHttp } from "../../lib/use-http";
import { errorText, FRESH_CODE_MINUTES } from "./account-text";

/** Re-authentication (a fresh code) and ten new recovery codes, shown once by the caller. */
export function RenewCodes({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useAdminI18n();
  const http = useHttp();
  const [code, setCode] = useState("");
  const verify = useMutation({
    mutationFn: () => twoFactorApi(http).verify(code.trim()),
    onSuccess: () => setCode(""),
  });
  const renew = useMutation({
    mutationFn: () => twoFactorApi(http).renewCodes(),
    onSuccess: (r) => onCodes(r.recoveryCodes),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    verify.mutate();
  }
  const error = verify.isError ? errorText(verify.error, t) : renew.isError ? errorText(renew.error, t) : null;
  return (
    <>
      <form className="admin-form" onSubmit={submit} aria-describedby="verify-help">
        <p id="verify-help">{t("account.renew.verifyIntro", { minutes: FRESH_CODE_MINUTES })}</p>
        <div className="field">
          <label htmlFor="verify-code">{t("account.renew.verifyLabel")}</label>
          <input
            id="verify-code"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="button-quiet" disabled={verify.isPending}>
            {t("account.renew.verify")}
          </button>
        </div>
      </form>
      <div role="alert" className="form-error">
        {error}
      </div>
      <div role="status">{verify.isSuccess ? t("account.renew.verified", { minutes: FRESH_CODE_MINUTES }) : null}</div>
      <p id="renew-help" className="muted">
        {t("account.renew.renewHelp")}
      </p>
      <button
        type="button"
        className="button-quiet"
        aria-describedby="renew-help"
        disabled={renew.isPending}
        onClick={() => renew.mutate()}
      >
        {t("account.renew.renew")}
      </button>
    </>
  );
}
