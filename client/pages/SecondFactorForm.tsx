import { Form, useNavigation } from "react-router";
import type { LoginFailure, SecondFactorMethod } from "../../common/auth";
import { useAdminI18n } from "../admin-i18n/AdminI18nProvider";
import { PasskeySignIn } from "./PasskeySignIn";

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
  const { t } = useAdminI18n();
  const navigation = useNavigation();
  const code = methods.includes("totp");
  const busy = navigation.state === "submitting";
  const error = failure?.fieldErrors?.code ?? failure?.message;
  return (
    <section aria-labelledby="page-title">
      <title>{t(code ? "login.secondFactor.codeDocumentTitle" : "login.secondFactor.passkeyDocumentTitle")}</title>
      <h1 id="page-title">{t(code ? "login.secondFactor.codeTitle" : "login.secondFactor.passkeyTitle")}</h1>
      <p className="login-intro" id="code-help">
        {t(code ? "login.secondFactor.codeIntro" : "login.secondFactor.passkeyIntro")}
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
            <label htmlFor="code">{t("login.secondFactor.code")}</label>
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
            {busy ? t("login.secondFactor.busy") : t("login.secondFactor.submit")}
          </button>
        </Form>
      )}
      {/* With an app too, the passkey is the other way, below the code form. */}
      {methods.includes("passkey") && methods.includes("totp") && <PasskeySignIn challenge={challenge} quiet />}
      <p>
        <a href="/admin/login">{t("login.secondFactor.restart")}</a>
      </p>
    </section>
  );
}
