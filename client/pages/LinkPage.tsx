import type { ReactNode } from "react";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../common/auth";
import { useAdminI18n } from "../admin-i18n/AdminI18nProvider";
import type { LinkActionData, LinkData } from "../lib/link-routes";

/**
 * An invitation or a password reset: the person chooses a password (twice) and is signed in.
 * A plain form: without JavaScript the browser posts it and the worker answers.
 */
export function LinkPage() {
  const { t, rich } = useAdminI18n();
  const { email, kind } = useLoaderData<LinkData>();
  const failure = useActionData<LinkActionData>();
  const navigation = useNavigation();
  const invite = kind === "invite";
  const busy = navigation.state === "submitting";
  const problem = failure?.problem;
  const passwordField = failure?.field === "password";
  const confirmField = failure?.field === "confirm";
  const message =
    problem === "tooShort"
      ? t("login.newPassword.tooShort", { min: MIN_PASSWORD_LENGTH })
      : problem === "tooLong"
        ? t("login.newPassword.tooLong", { max: MAX_PASSWORD_LENGTH })
        : problem === "mismatch"
          ? t("login.link.mismatch")
          : failure?.message;
  return (
    <section aria-labelledby="page-title">
      <title>{t(invite ? "login.link.inviteDocumentTitle" : "login.link.resetDocumentTitle")}</title>
      <h1 id="page-title">{t(invite ? "login.link.inviteTitle" : "login.link.resetTitle")}</h1>
      <p className="login-intro">
        {rich(invite ? "login.link.inviteIntro" : "login.link.resetIntro", {
          email,
          min: MIN_PASSWORD_LENGTH,
          b: (chunks: ReactNode) => <strong data-testid="link-email">{chunks}</strong>,
        })}
      </p>
      <div id="link-error" role="alert" className="form-error">
        {failure && !failure.field ? message : null}
      </div>
      <Form method="post" className="login-form" aria-busy={busy}>
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className="field">
          <label htmlFor="password">{t("login.link.newPassword")}</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={passwordField}
            aria-describedby={passwordField ? "password-error" : undefined}
          />
          {passwordField && (
            <p id="password-error" className="field-error">
              {message}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="confirm">{t("login.link.repeat")}</label>
          <input
            id="confirm"
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={confirmField}
            aria-describedby={confirmField ? "confirm-error" : undefined}
          />
          {confirmField && (
            <p id="confirm-error" className="field-error">
              {message}
            </p>
          )}
        </div>
        <button type="submit" className="button-primary" disabled={busy}>
          {t(invite ? "login.link.inviteSubmit" : "login.link.resetSubmit")}
        </button>
      </Form>
    </section>
  );
}
