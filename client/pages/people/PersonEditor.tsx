import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { hasLocaleList, type Role } from "../../../common/auth";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { OneTimeSecret } from "../../components/admin/OneTimeSecret";
import { errorText } from "../../lib/error-text";
import { type AccountLink, type Person, type PersonSession, peopleApi } from "../../lib/people-api";
import { useHttp } from "../../lib/use-http";
import { choiceOf, LocalePicker, type LocaleSelection, selectionOf } from "./LocalePicker";
import { linkNote, RoleSelect, statusKey } from "./people-form";
import { SessionList } from "./SessionList";

/** One person: role, locales (required for a reviewer or translator), disabled, a new link, their sessions. */
export function PersonEditor({
  person,
  sessions,
  self,
  refresh,
}: {
  person: Person;
  sessions: PersonSession[];
  self: number;
  refresh: () => Promise<void>;
}) {
  const i18n = useAdminI18n();
  const { t, date } = i18n;
  const http = useHttp();
  const [role, setRole] = useState<Role>(person.role);
  const [locales, setLocales] = useState<LocaleSelection>(
    hasLocaleList(person.role) ? selectionOf(person.locales) : { all: false, list: [] },
  );
  const [noLocale, setNoLocale] = useState(false);
  const [disabled, setDisabled] = useState(person.disabled);
  const [link, setLink] = useState<AccountLink | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      peopleApi(http).update(person.id, {
        updatedAt: person.updatedAt,
        role,
        locales: hasLocaleList(role) ? choiceOf(locales) : null,
        disabled,
      }),
    onSuccess: async () => {
      setSaved(true);
      await refresh();
    },
    // A 409 (someone else's change, or the last admin): the person is read again, the message stays.
    onError: () => refresh(),
  });
  const reset = useMutation({
    mutationFn: () => peopleApi(http).reset(person.id),
    onSuccess: (result) => setLink(result.link),
  });
  const end = useMutation({
    mutationFn: (session: PersonSession | "all") =>
      session === "all" ? peopleApi(http).endAllSessions(person.id) : peopleApi(http).endSession(person.id, session.id),
    onSuccess: async (_result, session) => {
      if (person.id === self && (session === "all" || session.current)) {
        window.location.assign("/admin/login");
        return;
      }
      await refresh();
    },
  });
  const removeTwoFactor = useMutation({
    mutationFn: () => peopleApi(http).removeTwoFactor(person.id),
    onSuccess: async () => {
      if (person.id === self) {
        window.location.assign("/admin/login");
        return;
      }
      await refresh();
    },
  });
  const error = save.error ?? reset.error ?? end.error ?? removeTwoFactor.error;
  return (
    <section className="person-detail" aria-labelledby="person-title">
      <h2 id="person-title">{person.email}</h2>
      <p className="muted">
        {t("people.detail.summary", {
          status: t(statusKey(person)),
          twoFactor: person.twoFactor ? "on" : "off",
          date: date(person.createdAt),
        })}
      </p>
      <form
        className="admin-form"
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(false);
          const missing = hasLocaleList(role) && choiceOf(locales) === null;
          setNoLocale(missing);
          if (!missing) save.mutate();
        }}
      >
        <RoleSelect id="person-role" value={role} onChange={setRole} />
        {hasLocaleList(role) && (
          <LocalePicker idPrefix="person-locale" value={locales} onChange={setLocales} invalid={noLocale} />
        )}
        <label htmlFor="person-disabled" className="choice-list">
          <span>
            <input
              id="person-disabled"
              type="checkbox"
              checked={disabled}
              onChange={(e) => setDisabled(e.target.checked)}
            />{" "}
            {t("people.detail.disabled")}
          </span>
        </label>
        <div role="alert" className="form-error">
          {error ? errorText(error, t) : null}
        </div>
        <div role="status">{saved ? t("people.detail.saved") : null}</div>
        <div className="button-row">
          <button type="submit" className="button-primary" disabled={save.isPending}>
            {t("people.detail.save")}
          </button>
          <button type="button" className="button-quiet" disabled={reset.isPending} onClick={() => reset.mutate()}>
            {t(person.invited ? "people.detail.newInvitation" : "people.detail.resetLink")}
          </button>
          {person.twoFactor && (
            <button
              type="button"
              className="button-quiet"
              disabled={removeTwoFactor.isPending}
              onClick={() => removeTwoFactor.mutate()}
            >
              {t("people.detail.removeTwoFactor")}
            </button>
          )}
        </div>
      </form>
      {link && (
        <OneTimeSecret
          label={t(person.invited ? "people.detail.invitationLinkFor" : "people.detail.resetLinkFor", {
            email: person.email,
          })}
          value={link.url}
          note={linkNote(link, i18n)}
        />
      )}
      <h3>{t("people.detail.sessions")}</h3>
      <SessionList
        sessions={sessions}
        busy={end.isPending}
        label={t("people.detail.sessionsOf", { email: person.email })}
        onEnd={(s) => end.mutate(s)}
      />
      {sessions.length > 0 && (
        <button type="button" className="button-quiet" disabled={end.isPending} onClick={() => end.mutate("all")}>
          {t("people.detail.endAll")}
        </button>
      )}
    </section>
  );
}
