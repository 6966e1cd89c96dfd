import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { useRouteLoaderData } from "react-router";
import {
  type AccountPending,
  ADMIN_HOME,
  LOGIN_PATH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from "../../../common/auth";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminKey } from "../../admin-i18n/keys";
import type { AdminData } from "../../lib/auth-routes";
import { type PersonSession, peopleApi, peopleKeys } from "../../lib/people-api";
import { useHttp } from "../../lib/use-http";
import { errorText } from "./account-text";
import { EmailPreferences } from "./EmailPreferences";
import { LanguageSetting } from "./LanguageSetting";
import { PasskeysSection } from "./PasskeysSection";
import { SessionList } from "./SessionList";
import { TwoFactor } from "./TwoFactor";
import "./people.css";

function Sessions() {
  const { t } = useAdminI18n();
  const http = useHttp();
  const client = useQueryClient();
  const sessions = useQuery({
    queryKey: peopleKeys.ownSessions,
    queryFn: ({ signal }) => peopleApi(http).ownSessions(signal),
  });
  const end = useMutation({
    mutationFn: (session: PersonSession) => peopleApi(http).endOwnSession(session.id),
    onSuccess: async (result) => {
      // This session ended: signed out at once (the answer cleared the cookie).
      if (result.signedOut) {
        window.location.assign(LOGIN_PATH);
        return;
      }
      await client.invalidateQueries({ queryKey: peopleKeys.ownSessions });
    },
  });
  const others = useMutation({
    mutationFn: () => peopleApi(http).endOtherSessions(),
    onSuccess: () => client.invalidateQueries({ queryKey: peopleKeys.ownSessions }),
  });
  const error = sessions.isError ? sessions.error : end.isError ? end.error : others.isError ? others.error : null;
  const hasOthers = sessions.data?.sessions.some((s) => !s.current) ?? false;
  return (
    <section aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t("account.sessions.title")}</h2>
      <p className="muted">{t("account.sessions.intro")}</p>
      <div role="alert" className="form-error">
        {error ? errorText(error, t) : null}
      </div>
      <div role="status">{others.data ? t("account.sessions.signedOut", { count: others.data.ended }) : null}</div>
      {hasOthers && (
        <button type="button" className="button-quiet" disabled={others.isPending} onClick={() => others.mutate()}>
          {t("account.sessions.endOthers")}
        </button>
      )}
      {sessions.data ? (
        <SessionList
          sessions={sessions.data.sessions}
          busy={end.isPending}
          label={t("account.sessions.title")}
          onEnd={(s) => end.mutate(s)}
        />
      ) : (
        !sessions.isError && <p className="muted">{t("common.loading")}</p>
      )}
    </section>
  );
}

function ChangePassword({ pending }: { pending: boolean }) {
  const { t } = useAdminI18n();
  const http = useHttp();
  const client = useQueryClient();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: () => peopleApi(http).changePassword(current, password),
    onSuccess: async () => {
      // The password was the one given: the admin opens now (or asks for a second factor next), with a full load.
      if (pending) {
        window.location.assign(ADMIN_HOME);
        return;
      }
      setCurrent("");
      setPassword("");
      setConfirm("");
      await client.invalidateQueries({ queryKey: peopleKeys.ownSessions });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    // The rule of common/auth.ts's newPasswordProblem, said in the admin's language.
    const weak =
      password.length < MIN_PASSWORD_LENGTH
        ? t("login.newPassword.tooShort", { min: MIN_PASSWORD_LENGTH })
        : password.length > MAX_PASSWORD_LENGTH
          ? t("login.newPassword.tooLong", { max: MAX_PASSWORD_LENGTH })
          : null;
    const mismatch = confirm !== password ? t("account.password.mismatch") : null;
    setProblem(weak ?? mismatch);
    if (!weak && !mismatch) change.mutate();
  }
  const error = problem ?? (change.isError ? errorText(change.error, t) : null);
  return (
    <section aria-labelledby="password-title">
      <h2 id="password-title">{t("account.password.title")}</h2>
      <p className="muted">{t("account.password.intro", { min: MIN_PASSWORD_LENGTH })}</p>
      <form className="admin-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="current-password">{t("account.password.current")}</label>
          <input
            id="current-password"
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="new-password">{t("account.password.new")}</label>
          <input
            id="new-password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="confirm-password">{t("account.password.repeat")}</label>
          <input
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </div>
        <div role="alert" className="form-error">
          {error}
        </div>
        <div role="status">{change.isSuccess ? t("account.password.changed") : null}</div>
        <div>
          <button type="submit" className="button-primary" disabled={change.isPending}>
            {t("account.password.submit")}
          </button>
        </div>
      </form>
    </section>
  );
}

/** What an account must do first, as the page says it (common/auth.ts's AccountPending). */
const PENDING_NOTICE: Record<AccountPending, AdminKey> = {
  password: "account.pending.password",
  two_factor: "account.pending.twoFactor",
};

/** Every signed-in person: their own sessions, their password, their second factor, and what they get by email. */
export function AccountPage() {
  const { t, rich } = useAdminI18n();
  const { user } = useRouteLoaderData("admin") as AdminData;
  const givenPassword = user.pending === "password";
  return (
    <div className="admin-page">
      <title>{t("account.documentTitle")}</title>
      <h1>{t("account.title")}</h1>
      <p>
        {rich("account.signedInAs", {
          email: user.email,
          role: user.role,
          b: (chunks: ReactNode) => <strong>{chunks}</strong>,
        })}
      </p>
      {user.pending && (
        <p className="notice" role="status">
          {t(PENDING_NOTICE[user.pending])}
        </p>
      )}
      <LanguageSetting />
      {!user.pending && <Sessions />}
      <ChangePassword pending={givenPassword} />
      {!givenPassword && <TwoFactor pending={user.pending === "two_factor"} />}
      {!givenPassword && <PasskeysSection pending={user.pending === "two_factor"} />}
      {!user.pending && <EmailPreferences />}
    </div>
  );
}
