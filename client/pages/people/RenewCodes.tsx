import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { twoFactorApi } from "../../lib/two-factor-api";
import { useHttp } from "../../lib/use-http";

const errorText = (error: unknown) => (error instanceof Error ? error.message : "Something went wrong.");

/** Every sentence of this part, in one place (issue 38 turns them into messages). */
const TEXT = {
  verifyIntro:
    "Turning off two-factor sign-in, making new recovery codes and creating an API token ask for a code given within the last 5 minutes.",
  verifyLabel: "Code to confirm it is you (from your app, or a recovery code)",
  verify: "Confirm it is you",
  verified:
    "Confirmed. For the next 5 minutes you can turn off two-factor sign-in, make new recovery codes or create an API token.",
  renew: "Make new recovery codes",
  renewHelp: "Ten new codes replace your old ones, which stop working at once.",
} as const;

/** Re-authentication (a fresh code) and ten new recovery codes, shown once by the caller. */
export function RenewCodes({ onCodes }: { onCodes: (codes: string[]) => void }) {
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
  const error = verify.isError ? errorText(verify.error) : renew.isError ? errorText(renew.error) : null;
  return (
    <>
      <form className="admin-form" onSubmit={submit} aria-describedby="verify-help">
        <p id="verify-help">{TEXT.verifyIntro}</p>
        <div className="field">
          <label htmlFor="verify-code">{TEXT.verifyLabel}</label>
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
            {TEXT.verify}
          </button>
        </div>
      </form>
      <div role="alert" className="form-error">
        {error}
      </div>
      <div role="status">{verify.isSuccess ? TEXT.verified : null}</div>
      <p id="renew-help" className="muted">
        {TEXT.renewHelp}
      </p>
      <button
        type="button"
        className="button-quiet"
        aria-describedby="renew-help"
        disabled={renew.isPending}
        onClick={() => renew.mutate()}
      >
        {TEXT.renew}
      </button>
    </>
  );
}
