import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { MIN_PASSWORD_LENGTH } from "../../common/auth";
import type { LinkActionData, LinkData } from "../lib/link-routes";

/**
 * An invitation or a password reset: the person chooses a password (twice) and is signed in.
 * A plain form: without JavaScript the browser posts it and the worker answers.
 */
export function LinkPage() {
  const { email, kind } = useLoaderData<LinkData>();
  const failure = useActionData<LinkActionData>();
  const navigation = useNavigation();
  const title = kind === "invite" ? "Welcome to Polyglot" : "Choose a new password";
  const busy = navigation.state === "submitting";
  return (
    <section aria-labelledby="page-title">
      <title>{`${title} · Polyglot admin`}</title>
      <h1 id="page-title">{title}</h1>
      <p className="login-intro">
        {kind === "invite" ? "You have been invited as " : "A new password for "}
        <strong data-testid="link-email">{email}</strong>. Choose a password of at least {MIN_PASSWORD_LENGTH}{" "}
        characters; you will be signed in.
      </p>
      <div id="link-error" role="alert" className="form-error">
        {failure && !failure.field ? failure.message : null}
      </div>
      <Form method="post" className="login-form" aria-busy={busy}>
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className="field">
          <label htmlFor="password">New password</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={failure?.field === "password"}
            aria-describedby={failure?.field === "password" ? "password-error" : undefined}
          />
          {failure?.field === "password" && (
            <p id="password-error" className="field-error">
              {failure.message}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="confirm">Repeat the password</label>
          <input
            id="confirm"
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={failure?.field === "confirm"}
            aria-describedby={failure?.field === "confirm" ? "confirm-error" : undefined}
          />
          {failure?.field === "confirm" && (
            <p id="confirm-error" className="field-error">
              {failure.message}
            </p>
          )}
        </div>
        <button type="submit" className="button-primary" disabled={busy}>
          {kind === "invite" ? "Set password and sign in" : "Save password and sign in"}
        </button>
      </Form>
    </section>
  );
}
