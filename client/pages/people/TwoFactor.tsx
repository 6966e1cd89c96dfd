import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ADMIN_HOME } from "../../../common/auth";
import { QrCode } from "../../components/QrCode";
import { type TotpEnrolment, twoFactorApi, twoFactorKeys } from "../../lib/two-factor-api";
import { useHttp } from "../../lib/use-http";
import { RenewCodes } from "./RenewCodes";

const errorText = (error: unknown) => (error instanceof Error ? error.message : "Something went wrong.");

/** Every sentence of this section, in one place (issue 38 turns them into messages). */
const TEXT = {
  title: "Two-factor sign-in",
  off: "Two-factor sign-in is off. With it on, signing in asks for a code from an authenticator app after your password.",
  required: "Your administrator requires two-factor sign-in. Set it up to continue.",
  start: "Set up an authenticator app",
  scan: "Scan this code with your authenticator app, or type the key below into it. Then enter the 6-digit code it shows.",
  qrLabel: "QR code for your authenticator app",
  keyLabel: "Key",
  codeLabel: "Code from your app",
  confirm: "Turn on",
  cancel: "Cancel",
  codesTitle: "Your recovery codes",
  codesIntro:
    "Each code signs you in once if you lose your app. Store them somewhere safe now: they are not shown again.",
  codesDone: "Continue",
  codesLeft: (n: number) =>
    new Intl.PluralRules("en").select(n) === "one"
      ? `Two-factor sign-in is on. You have ${n} recovery code left.`
      : `Two-factor sign-in is on. You have ${n} recovery codes left.`,
  disableIntro:
    "To turn it off, enter a code from your app or a recovery code; or your password, after confirming it is you with a code in the last 5 minutes.",
  disableCode: "Code from your app or a recovery code",
  disablePassword: "Or your password",
  disable: "Turn off two-factor sign-in",
  disabled: "Two-factor sign-in is off.",
} as const;

/** The key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

function RecoveryCodeList({ codes, pending, onDone }: { codes: string[]; pending: boolean; onDone: () => void }) {
  return (
    <div className="recovery-codes">
      <h3 id="codes-title">{TEXT.codesTitle}</h3>
      <p>{TEXT.codesIntro}</p>
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
          {TEXT.codesDone}
        </a>
      ) : (
        <button type="button" className="button-primary" onClick={onDone}>
          {TEXT.codesDone}
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
      <p id="scan-help">{TEXT.scan}</p>
      <QrCode text={enrolment.otpauthUrl} label={TEXT.qrLabel} />
      <p>
        {TEXT.keyLabel}: <code data-testid="totp-secret">{grouped(enrolment.secret)}</code>
      </p>
      <div className="field">
        <label htmlFor="totp-code">{TEXT.codeLabel}</label>
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
        {confirm.isError ? errorText(confirm.error) : null}
      </div>
      <div className="form-actions">
        <button type="submit" className="button-primary" disabled={confirm.isPending}>
          {TEXT.confirm}
        </button>
        <button type="button" className="button-quiet" onClick={onCancel}>
          {TEXT.cancel}
        </button>
      </div>
    </form>
  );
}

function Disable({ onDone }: { onDone: () => void }) {
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
      <p id="disable-help">{TEXT.disableIntro}</p>
      <div className="field">
        <label htmlFor="disable-code">{TEXT.disableCode}</label>
        <input id="disable-code" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="disable-password">{TEXT.disablePassword}</label>
        <input
          id="disable-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div role="alert" className="form-error">
        {disable.isError ? errorText(disable.error) : null}
      </div>
      <div>
        <button type="submit" className="button-quiet" disabled={disable.isPending || (!code && !password)}>
          {TEXT.disable}
        </button>
      </div>
    </form>
  );
}

/** Your account's authenticator app: set up (QR code, key, first code), recovery codes once, turning off. */
export function TwoFactor({ pending }: { pending: boolean }) {
  const http = useHttp();
  const client = useQueryClient();
  const state = useQuery({ queryKey: twoFactorKeys.state, queryFn: ({ signal }) => twoFactorApi(http).state(signal) });
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
        <p>{TEXT.codesLeft(state.data.recoveryCodesLeft)}</p>
        <RenewCodes onCodes={setCodes} />
        <Disable
          onDone={() => {
            setStatus(TEXT.disabled);
            void refresh();
          }}
        />
      </>
    );
  } else if (state.data) {
    body = (
      <>
        <p>{pending ? TEXT.required : TEXT.off}</p>
        <button type="button" className="button-primary" onClick={() => start.mutate()} disabled={start.isPending}>
          {TEXT.start}
        </button>
      </>
    );
  } else if (!state.isError) {
    body = <p className="muted">Loading…</p>;
  }
  const error = state.isError ? errorText(state.error) : start.isError ? errorText(start.error) : null;
  return (
    <section aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{TEXT.title}</h2>
      <div role="alert" className="form-error">
        {error}
      </div>
      <div role="status">{status}</div>
      {body}
    </section>
  );
}
