import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useRouteLoaderData } from "react-router";
import {
  type AccountPending,
  ADMIN_HOME,
  LOGIN_PATH,
  MIN_PASSWORD_LENGTH,
  newPasswordProblem,
} from "../../../common/auth";
import type { AdminData } from "../../lib/auth-routes";
import { type PersonSession, peopleApi, peopleKeys } from "../../lib/people-api";
import { useHttp } from "../../lib/use-http";
import { EmailPreferences } from "./EmailPreferences";
import { LanguageSetting } from "./LanguageSetting";
import { PasskeysSection } from "./PasskeysSection";
import { SessionList } from "./SessionList";
import { TwoFactor } from "./TwoFactor";
import "./people.css";

const errorText = (error: unknown) => (error instanceof Error ? error.message : "Something went wrong.");

/** "Sign out everywhere else" done: how many sessions ended, as one whole sentence. */
function signedOutText(ended: number): string {
  if (ended === 0) return "You were signed in nowhere else.";
  return new Intl.PluralRules("en").select(ended) === "one"
    ? `Signed out of ${ended} other session.`
    : `Signed out of ${ended} other sessions.`;
}

function Sessions() {
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
      <h2 id="sessions-title">Your sessions</h2>
      <p className="muted">Every browser you are signed in with. Ending this session signs you out here.</p>
      <div role="alert" className="form-error">
        {error ? errorText(error) : null}
      </div>
      <div role="status">{others.data ? signedOutText(others.data.ended) : null}</div>
      {hasOthers && (
        <button type="button" className="button-quiet" disabled={others.isPending} onClick={() => others.mutate()}>
          Sign out everywhere else
        </button>
      )}
      {sessions.data ? (
        <SessionList
          sessions={sessions.data.sessions}
          busy={end.isPending}
          label="Your sessions"
          onEnd={(s) => end.mutate(s)}
        />
      ) : (
        !sessions.isError && <p className="muted">Loading…</p>
      )}
    </section>
  );
}

function ChangePassword({ pending }: { pending: boolean }) {
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
    const weak = newPasswordProblem(password);
    const mismatch = confirm !== password ? "The two new passwords differ." : null;
    setProblem(weak ?? mismatch);
    if (!weak && !mismatch) change.mutate();
  }
  const error = problem ?? (change.isError ? errorText(change.error) : null);
  return (
    <section aria-labelledby="password-title">
      <h2 id="password-title">Change your password</h2>
      <p className="muted">At least {MIN_PASSWORD_LENGTH} characters. Your other sessions end; this one continues.</p>
      <form className="admin-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="current-password">Current password</label>
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
          <label htmlFor="new-password">New password</label>
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
          <label htmlFor="confirm-password">Repeat the new password</label>
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
        <div role="status">{change.isSuccess ? "Your password has been changed." : null}</div>
        <div>
          <button type="submit" className="button-primary" disabled={change.isPending}>
            Change password
          </button>
        </div>
      </form>
    </section>
  );
}

/** What an account must do first, as the page says it (common/auth.ts's AccountPending). */
const PENDING_NOTICE: Record<AccountPending, string> = {
  password: "Your password was set by an administrator. Choose your own password before you continue.",
  two_factor: "Your administrator requires two-factor sign-in. Set it up below before you continue.",
};

/** Every signed-in person: their own sessions, their password, their second factor, and what they get by email. */
export function AccountPage() {
  const { user } = useRouteLoaderData("admin") as AdminData;
  return (
    <div className="admin-page">
      <title>Your account · Polyglot admin</title>
      <h1>Your account</h1>
      <p>
        Signed in as <strong>{user.email}</strong> ({user.role}).
      </p>
      {user.pending && (
        <p className="notice" role="status">
          {PENDING_NOTICE[user.pending]}
        </p>
      )}
      <LanguageSetting />
      {!user.pending && <Sessions />}
      <ChangePassword pending={user.pending === "password"} />
      {user.pending !== "password" && <TwoFactor pending={user.pending === "two_factor"} />}
      {user.pending !== "password" && <PasskeysSection pending={user.pending === "two_factor"} />}
      {!user.pending && <EmailPreferences />}
    </div>
  );
}
