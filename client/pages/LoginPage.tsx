import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from "react-router";
import { useAdminI18n } from "../admin-i18n/AdminI18nProvider";
import { Captcha, type CaptchaHandle } from "../components/Captcha";
import { useAppConfig } from "../lib/app-config";
import type { LoginActionData, LoginLoaderData } from "../lib/auth-routes";
import { PasskeySignIn } from "./PasskeySignIn";
import { SecondFactorForm } from "./SecondFactorForm";
import { SsoSignIn, useSsoError } from "./SsoSignIn";

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
  // After single sign-on, the account's second step (docs/decisions/0089-single-sign-on.md).
  const ssoStep = useLoaderData<LoginLoaderData>();
  if (!answer && ssoStep) return <SecondFactorForm challenge={ssoStep.challenge} methods={ssoStep.methods} email="" />;
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
  const { t, rich } = useAdminI18n();
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
      setCaptchaError(t("login.password.captchaUnavailable"));
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
  const recaptcha = captchaConfig?.provider === "recaptcha";
  const ssoError = useSsoError();
  const formError = captchaError ?? (failure && !failure.fieldErrors ? failure.message : ssoError);

  return (
    <section aria-labelledby="page-title">
      <title>{t("login.password.documentTitle")}</title>
      <h1 id="page-title">{t("login.password.title")}</h1>
      <p className="login-intro">{t("login.password.intro")}</p>
      <div id="login-error" role="alert" className="form-error">
        {formError}
      </div>
      <Form method="post" className="login-form" onSubmit={onSubmit} aria-busy={busy}>
        <div className="field">
          <label htmlFor="email">{t("common.email")}</label>
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
          <label htmlFor="password">{t("login.password.password")}</label>
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
          {busy ? t("login.password.busy") : t("login.password.submit")}
        </button>
      </Form>
      <PasskeySignIn />
      <SsoSignIn />
      {recaptcha && (
        // Google's terms allow hiding the badge only if this text is shown instead.
        <p className="captcha-attribution">
          {rich("login.password.recaptcha", {
            privacy: (chunks: ReactNode) => <a href="https://policies.google.com/privacy">{chunks}</a>,
            terms: (chunks: ReactNode) => <a href="https://policies.google.com/terms">{chunks}</a>,
          })}
        </p>
      )}
    </section>
  );
}
