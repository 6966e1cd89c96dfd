import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { hasLocaleList, type Role } from "../../../common/auth";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { OneTimeSecret } from "../../components/admin/OneTimeSecret";
import { errorText } from "../../lib/error-text";
import { type CreatedPerson, peopleApi, peopleKeys } from "../../lib/people-api";
import { useHttp } from "../../lib/use-http";
import { choiceOf, LocalePicker, type LocaleSelection } from "./LocalePicker";
import { linkNote, RoleSelect } from "./people-form";

const NOTHING: LocaleSelection = { all: false, list: [] };

/** Adding a person: email, role, their locales (required for a reviewer or translator), and how they get in. */
export function AddPerson() {
  const i18n = useAdminI18n();
  const { t } = i18n;
  const http = useHttp();
  const client = useQueryClient();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("translator");
  const [locales, setLocales] = useState<LocaleSelection>(NOTHING);
  const [noLocale, setNoLocale] = useState(false);
  const [mode, setMode] = useState<"invite" | "password">("invite");
  const [created, setCreated] = useState<CreatedPerson | null>(null);
  const picker = useRef<HTMLDivElement>(null);
  const create = useMutation({
    mutationFn: () =>
      peopleApi(http).create({ email, role, locales: hasLocaleList(role) ? choiceOf(locales) : null, mode }),
    onSuccess: (result) => {
      setCreated(result);
      setEmail("");
      setLocales(NOTHING);
      void client.invalidateQueries({ queryKey: peopleKeys.all });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setCreated(null);
    // Said before sending (the server refuses it too): none ticked used to mean every locale.
    const missing = hasLocaleList(role) && choiceOf(locales) === null;
    setNoLocale(missing);
    if (missing) {
      picker.current?.querySelector("input")?.focus();
      return;
    }
    create.mutate();
  }
  return (
    <section aria-labelledby="add-person">
      <h2 id="add-person">{t("people.add.title")}</h2>
      <form className="admin-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="new-email">{t("common.email")}</label>
          <input id="new-email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <RoleSelect id="new-role" value={role} onChange={setRole} />
        {hasLocaleList(role) && (
          <div ref={picker}>
            <LocalePicker
              idPrefix="new-locale"
              value={locales}
              invalid={noLocale}
              onChange={(next) => {
                setLocales(next);
                if (choiceOf(next) !== null) setNoLocale(false);
              }}
            />
          </div>
        )}
        <fieldset>
          <legend>{t("people.add.how")}</legend>
          <div className="choice-list">
            <label htmlFor="mode-invite">
              <input
                id="mode-invite"
                type="radio"
                name="mode"
                checked={mode === "invite"}
                onChange={() => setMode("invite")}
              />
              {t("people.add.invite")}
            </label>
            <label htmlFor="mode-password">
              <input
                id="mode-password"
                type="radio"
                name="mode"
                checked={mode === "password"}
                onChange={() => setMode("password")}
              />
              {t("people.add.password")}
            </label>
          </div>
        </fieldset>
        <div role="alert" className="form-error">
          {create.isError ? errorText(create.error, t) : null}
        </div>
        <div>
          <button type="submit" className="button-primary" disabled={create.isPending}>
            {t(mode === "invite" ? "people.add.inviteSubmit" : "people.add.createSubmit")}
          </button>
        </div>
      </form>
      {created?.link && (
        <OneTimeSecret
          label={t("people.add.invitationLinkFor", { email: created.person.email })}
          value={created.link.url}
          note={linkNote(created.link, i18n)}
        />
      )}
      {created?.password && (
        <OneTimeSecret
          label={t("people.add.passwordFor", { email: created.person.email })}
          value={created.password}
          note={t("people.add.passwordNote")}
        />
      )}
    </section>
  );
}
