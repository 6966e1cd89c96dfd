import { Form, useNavigation } from "react-router";
import type { LoginFailure, SecondFactorMethod } from "../../common/auth";
import { PasskeySignIn } from "./PasskeySignIn";

const TEXT = {
  title: "Enter your code",
  intro:
    "Open your authenticator app and enter the 6-digit code it shows for this site. Lost your app? Enter one of your recovery codes instead.",
  label: "Code",
  submit: "Continue",
  busy: "Checking…",
  restart: "Start again",
  passkeyOnly: "Use your passkey to finish signing in.",
  passkeyTitle: "Use your passkey",
} as const;

/**
 * The second step of a sign-in (docs/decisions/0082-two-factor-sign-in.md): the challenge the
 * password step returned rides in a hidden field, so the form works without JavaScript too.
 */
export function SecondFactorForm({
  challenge,
  methods = ["totp", "recovery"],
  email,
  failure,
}: {
  challenge: string;
  methods?: SecondFactorMethod[];
  email: string;
  failure?: LoginFailure;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const error = failure?.fieldErrors?.code ?? failure?.message;
  return (
    <section aria-labelledby="page-title">
      <title>{`${methods.includes("totp") ? TEXT.title : TEXT.passkeyTitle} · Polyglot admin`}</title>
      <h1 id="page-title">{methods.includes("totp") ? TEXT.title : TEXT.passkeyTitle}</h1>
      <p className="login-intro" id="code-help">
        {methods.includes("totp") ? TEXT.intro : TEXT.passkeyOnly}
      </p>
      <div id="login-error" role="alert" className="form-error">
        {error}
      </div>
      {methods.includes("passkey") && !methods.includes("totp") && <PasskeySignIn challenge={challenge} />}
      {methods.includes("totp") && (
        <Form method="post" className="login-form" aria-busy={busy}>
          <input type="hidden" name="challenge" value={challenge} />
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="methods" value={methods.join(" ")} />
          <div className="field">
            <label htmlFor="code">{TEXT.label}</label>
            <input
              id="code"
              name="code"
              autoComplete="one-time-code"
              required
              maxLength={64}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? "code-help login-error" : "code-help"}
            />
          </div>
          <button type="submit" className="button-primary" disabled={busy}>
            {busy ? TEXT.busy : TEXT.submit}
          </button>
        </Form>
      )}
      {/* With an app too, the passkey is the other way, below the code form. */}
      {methods.includes("passkey") && methods.includes("totp") && <PasskeySignIn challenge={challenge} quiet />}
      <p>
        <a href="/admin/login">{TEXT.restart}</a>
      </p>
    </section>
  );
}
