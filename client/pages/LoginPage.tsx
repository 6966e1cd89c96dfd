import { type FormEvent, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Form, useActionData, useNavigation, useSubmit } from "react-router";
import { Captcha, type CaptchaHandle } from "../components/Captcha";
import { useAppConfig } from "../lib/app-config";
import type { LoginActionData } from "../lib/auth-routes";
import { PasskeySignIn } from "./PasskeySignIn";
import { SecondFactorForm } from "./SecondFactorForm";

const CAPTCHA_UNAVAILABLE = "The security check could not run. Check your connection and try again.";

/** The ids of the error texts that describe a field, for aria-describedby. */
function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

/**
 * Sign-in: email and password. Without JavaScript the form posts to this URL and the worker
 * answers with a redirect or this page with the errors; with it, the route action signs in
 * over the JSON API (after fetching a captcha token when the captcha is on).
 */
export function LoginPage() {
  const answer = useActionData<LoginActionData>();
  if (answer && answer.challenge !== undefined) {
    return (
      <SecondFactorForm
        challenge={answer.challenge}
        methods={answer.methods}
        email={answer.email}
        failure={answer.failure}
      />
    );
  }
  return <PasswordStep failure={answer} />;
}

function PasswordStep({ failure }: { failure: Extract<LoginActionData, { challenge?: undefined }> | undefined }) {
  const { captcha: captchaConfig } = useAppConfig();
  const navigation = useNavigation();
  const submit = useSubmit();
  const captcha = useRef<CaptchaHandle>(null);
  const [captchaToken, setCaptchaToken] = useState("");
  const [captchaError, setCaptchaError] = useState<string>();
  const [checking, setChecking] = useState(false);

  /** With the captcha on: fetch a token first, put it in the form, then submit. */
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!captchaConfig) return; // the <Form> submits as it is
    event.preventDefault();
    const form = event.currentTarget;
    setCaptchaError(undefined);
    setChecking(true);
    let token: string;
    try {
      token = (await captcha.current?.token()) ?? "";
    } catch {
      setCaptchaError(CAPTCHA_UNAVAILABLE);
      return;
    } finally {
      setChecking(false);
    }
    // The hidden field must hold the token before the router reads the form.
    flushSync(() => setCaptchaToken(token));
    await submit(form, { method: "post" });
  }

  const busy = checking || navigation.state === "submitting";
  const fieldErrors = failure?.fieldErrors ?? {};
  const formError = captchaError ?? (failure && !failure.fieldErrors ? failure.message : undefined);

  return (
    <section aria-labelledby="page-title">
      <title>Sign in · Polyglot admin</title>
      <h1 id="page-title">Sign in</h1>
      <p className="login-intro">Polyglot administration. Accounts are created by the site's operators.</p>
      <div id="login-error" role="alert" className="form-error">
        {formError}
      </div>
      <Form method="post" className="login-form" onSubmit={onSubmit} aria-busy={busy}>
        <div className="field">
          <label htmlFor="email">Email</label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={failure?.email}
            aria-invalid={Boolean(fieldErrors.email || formError)}
            aria-describedby={describedBy(fieldErrors.email && "email-error", formError && "login-error")}
          />
          {fieldErrors.email && (
            <p id="email-error" className="field-error">
              {fieldErrors.email}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="password">Password</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={Boolean(fieldErrors.password || formError)}
            aria-describedby={describedBy(fieldErrors.password && "password-error", formError && "login-error")}
          />
          {fieldErrors.password && (
            <p id="password-error" className="field-error">
              {fieldErrors.password}
            </p>
          )}
        </div>
        {captchaConfig && (
          <>
            <Captcha config={captchaConfig} ref={captcha} />
            <input type="hidden" name="captchaToken" value={captchaToken} />
          </>
        )}
        <button type="submit" className="button-primary" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </Form>
      <PasskeySignIn />
      {captchaConfig?.provider === "recaptcha" && (
        // Google's terms allow hiding the badge only if this text is shown instead.
        <p className="captcha-attribution">
          This site is protected by reCAPTCHA and the Google{" "}
          <a href="https://policies.google.com/privacy">Privacy Policy</a> and{" "}
          <a href="https://policies.google.com/terms">Terms of Service</a> apply.
        </p>
      )}
    </section>
  );
}
