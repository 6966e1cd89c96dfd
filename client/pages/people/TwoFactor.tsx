import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { ADMIN_HOME } from "../../../common/auth";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { QrCode } from "../../components/QrCode";
import { passkeyKeys, passkeysApi } from "../../lib/passkeys-api";
import { type TotpEnrolment, twoFactorApi, twoFactorKeys } from "../../lib/two-factor-api";
import { useHttp } from "../../lib/use-http";
import { errorText, FRESH_CODE_MINUTES } from "./account-text";
import { RenewCodes } from "./RenewCodes";

/** The key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

function RecoveryCodeList({ codes, pending, onDone }: { codes: string[]; pending: boolean; onDone: () => void }) {
  const { t } = useAdminI18n();
  return (
    <div className="recovery-codes">
      <h3 id="codes-title">{t("account.twoFactor.codesTitle")}</h3>
      <p>{t("account.twoFactor.codesIntro")}</p>
      <ul aria-labelledby="codes-title" className="code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      {/* A pending account goes on to the admin with a full load: its session now passes the guard. */}
      {pending ? (
        <a className="button-primary" href={ADMIN_HOME}>
          {t("account.twoFactor.codesDone")}
        </a>
      ) : (
        <button type="button" className="button-primary" onClick={onDone}>
          {t("account.twoFactor.codesDone")}
        </button>
      )}
    </div>
  );
}

function Enrol({
  enrolment,
  onCancel,
  onConfirmed,
}: {
  enrolment: TotpEnrolment;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const { t, rich } = useAdminI18n();
  const http = useHttp();
  const [code, setCode] = useState("");
  const confirm = useMutation({
    mutationFn: () => twoFactorApi(http).confirm(code),
    onSuccess: (result) => onConfirmed(result.recoveryCodes),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    confirm.mutate();
  }
  return (
    <form className="admin-form" onSubmit={submit}>
      <p id="scan-help">{t("account.twoFactor.scan")}</p>
      <QrCode text={enrolment.otpauthUrl} label={t("account.twoFactor.qrLabel")} />
      <p>
        {rich("account.twoFactor.key", {
          key: grouped(enrolment.secret),
          code: (chunks: ReactNode) => <code data-testid="totp-secret">{chunks}</code>,
        })}
      </p>
      <div className="field">
        <label htmlFor="totp-code">{t("account.twoFactor.codeLabel")}</label>
        <input
          id="totp-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-describedby="scan-help"
        />
      </div>
      <div role="alert" className="form-error">
        {confirm.isError ? errorText(confirm.error, t) : null}
      </div>
      <div className="form-actions">
        <button type="submit" className="button-primary" disabled={confirm.isPending}>
          {t("account.twoFactor.confirm")}
        </button>
        <button type="button" className="button-quiet" onClick={onCancel}>
          {t("common.cancel")}
        </button>
      </div>
    </form>
  );
}

function Disable({ onDone }: { onDone: () => void }) {
  const { t } = useAdminI18n();
  const http = useHttp();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const disable = useMutation({
    mutationFn: () => twoFactorApi(http).disable(code ? { code } : { password }),
    onSuccess: onDone,
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    disable.mutate();
  }
  return (
    <form className="admin-form" onSubmit={submit}>
      <p id="disable-help">{t("account.twoFactor.disableIntro", { minutes: FRESH_CODE_MINUTES })}</p>
      <div className="field">
        <label htmlFor="disable-code">{t("account.twoFactor.disableCode")}</label>
        <input id="disable-code" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="disable-password">{t("account.twoFactor.disablePassword")}</label>
        <input
          id="disable-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div role="alert" className="form-error">
        {disable.isError ? errorText(disable.error, t) : null}
      </div>
      <div>
        <button type="submit" className="button-quiet" disabled={disable.isPending || (!code && !password)}>
          {t("account.twoFactor.disable")}
        </button>
      </div>
    </form>
  );
}

/** Your account's authenticator app: set up (QR code, key, first code), recovery codes once, turning off. */
export function TwoFactor({ pending }: { pending: boolean }) {
  const { t } = useAdminI18n();
  const http = useHttp();
  const client = useQueryClient();
  const state = useQuery({ queryKey: twoFactorKeys.state, queryFn: ({ signal }) => twoFactorApi(http).state(signal) });
  // A passkey is a second factor too: the state names the factors that are on, not the app alone.
  const keys = useQuery({ queryKey: passkeyKeys.list, queryFn: ({ signal }) => passkeysApi(http).list(signal) });
  const passkeyCount = keys.data?.passkeys.length ?? 0;
  const [codes, setCodes] = useState<string[] | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const start = useMutation({ mutationFn: () => twoFactorApi(http).start() });
  const refresh = () => client.invalidateQueries({ queryKey: twoFactorKeys.state });

  let body: React.ReactNode;
  if (codes) {
    body = (
      <RecoveryCodeList
        codes={codes}
        pending={pending}
        onDone={() => {
          setCodes(null);
          void refresh();
        }}
      />
    );
  } else if (start.data) {
    body = (
      <Enrol
        enrolment={start.data}
        onCancel={() => start.reset()}
        onConfirmed={(recoveryCodes) => {
          start.reset();
          setCodes(recoveryCodes);
        }}
      />
    );
  } else if (state.data?.totp) {
    body = (
      <>
        <p>{t("account.twoFactor.codesLeft", { count: state.data.recoveryCodesLeft })}</p>
        {passkeyCount > 0 && <p>{t("factors.state.alsoPasskeys", { count: passkeyCount })}</p>}
        <RenewCodes onCodes={setCodes} />
        <Disable
          onDone={() => {
            setStatus(t("account.twoFactor.disabled"));
            void refresh();
          }}
        />
      </>
    );
  } else if (state.data) {
    body = (
      <>
        <p>
          {passkeyCount > 0
            ? t("factors.state.passkeysOnly", { count: passkeyCount })
            : t(pending ? "account.twoFactor.required" : "account.twoFactor.off")}
        </p>
        <button type="button" className="button-primary" onClick={() => start.mutate()} disabled={start.isPending}>
          {t("account.twoFactor.start")}
        </button>
      </>
    );
  } else if (!state.isError) {
    body = <p className="muted">{t("common.loading")}</p>;
  }
  const error = state.isError ? errorText(state.error, t) : start.isError ? errorText(start.error, t) : null;
  return (
    <section aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t("account.twoFactor.title")}</h2>
      <div role="alert" className="form-error">
        {error}
      </div>
      <div role="status">{status}</div>
      {body}
    </section>
  );
}
