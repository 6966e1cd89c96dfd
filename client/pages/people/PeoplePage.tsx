import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Link, useRouteLoaderData, useSearchParams } from "react-router";
import { hasLocaleList, ROLES, type Role } from "../../../common/auth";
import type { LocaleCode } from "../../../common/locales";
import type { AdminData } from "../../lib/auth-routes";
import {
  type AccountLink,
  type CreatedPerson,
  type Person,
  type PersonSession,
  peopleApi,
  peopleKeys,
} from "../../lib/people-api";
import { useHttp } from "../../lib/use-http";
import { LocalePicker } from "./LocalePicker";
import { SessionList } from "./SessionList";
import "./people.css";

const ROLE_NAMES: Record<Role, string> = { admin: "Administrator", reviewer: "Reviewer", translator: "Translator" };

/** The role field of the add and edit forms. */
function RoleSelect({ id, value, onChange }: { id: string; value: Role; onChange(role: Role): void }) {
  return (
    <div className="field">
      <label htmlFor={id}>Role</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Role)}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_NAMES[r]}
          </option>
        ))}
      </select>
    </div>
  );
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : "Something went wrong.");

function localesText(person: Pick<Person, "role" | "locales">): string {
  if (!hasLocaleList(person.role) || !person.locales?.length) return "Every locale";
  return person.locales.join(", ");
}

function statusText(person: Person): string {
  if (person.disabled) return "Disabled";
  if (person.invited) return "Invited";
  return "Active";
}

/** A password or link shown once, ready to copy. */
function OneTime({ label, value, note }: { label: string; value: string; note: string }) {
  const id = useId();
  return (
    <div className="one-time" role="status">
      <label htmlFor={id}>
        <strong>{label}</strong>
      </label>
      <input id={id} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
      <p className="muted">{note}</p>
    </div>
  );
}

function linkNote(link: AccountLink) {
  return `Shown once: copy it now and send it to the person. It works once, until ${new Date(link.expiresAt).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" })}.`;
}

function AddPerson() {
  const http = useHttp();
  const client = useQueryClient();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("translator");
  const [locales, setLocales] = useState<LocaleCode[]>([]);
  const [mode, setMode] = useState<"invite" | "password">("invite");
  const [created, setCreated] = useState<CreatedPerson | null>(null);
  const create = useMutation({
    mutationFn: () =>
      peopleApi(http).create({ email, role, locales: hasLocaleList(role) && locales.length ? locales : null, mode }),
    onSuccess: (result) => {
      setCreated(result);
      setEmail("");
      setLocales([]);
      void client.invalidateQueries({ queryKey: peopleKeys.all });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setCreated(null);
    create.mutate();
  }
  return (
    <section aria-labelledby="add-person">
      <h2 id="add-person">Add a person</h2>
      <form className="people-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="new-email">Email</label>
          <input id="new-email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <RoleSelect id="new-role" value={role} onChange={setRole} />
        {hasLocaleList(role) && <LocalePicker idPrefix="new-locale" value={locales} onChange={setLocales} />}
        <fieldset>
          <legend>How they get in</legend>
          <div className="choice-list">
            <label htmlFor="mode-invite">
              <input
                id="mode-invite"
                type="radio"
                name="mode"
                checked={mode === "invite"}
                onChange={() => setMode("invite")}
              />
              An invitation link (they choose a password)
            </label>
            <label htmlFor="mode-password">
              <input
                id="mode-password"
                type="radio"
                name="mode"
                checked={mode === "password"}
                onChange={() => setMode("password")}
              />
              A password, shown once
            </label>
          </div>
        </fieldset>
        <div role="alert" className="form-error">
          {create.isError ? errorText(create.error) : null}
        </div>
        <div>
          <button type="submit" className="button-primary" disabled={create.isPending}>
            {mode === "invite" ? "Invite" : "Create account"}
          </button>
        </div>
      </form>
      {created?.link && (
        <OneTime
          label={`Invitation link for ${created.person.email}`}
          value={created.link.url}
          note={linkNote(created.link)}
        />
      )}
      {created?.password && (
        <OneTime
          label={`Password for ${created.person.email}`}
          value={created.password}
          note="Shown once: copy it now and hand it over safely. They can change it under “Your account”."
        />
      )}
    </section>
  );
}

function PersonDetail({ id, self }: { id: number; self: number }) {
  const http = useHttp();
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: peopleKeys.detail(id),
    queryFn: ({ signal }) => peopleApi(http).detail(id, signal),
  });
  if (detail.isError)
    return (
      <p role="alert" className="form-error">
        {errorText(detail.error)}
      </p>
    );
  if (!detail.data) return <p className="muted">Loading…</p>;
  const refresh = () => client.invalidateQueries({ queryKey: peopleKeys.all });
  return <PersonEditor key={id} {...detail.data} self={self} refresh={refresh} />;
}

function PersonEditor({
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
  const http = useHttp();
  const [role, setRole] = useState<Role>(person.role);
  const [locales, setLocales] = useState<LocaleCode[]>(person.locales ?? []);
  const [disabled, setDisabled] = useState(person.disabled);
  const [link, setLink] = useState<AccountLink | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      peopleApi(http).update(person.id, {
        updatedAt: person.updatedAt,
        role,
        locales: hasLocaleList(role) && locales.length ? locales : null,
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
  const error = save.error ?? reset.error ?? end.error;
  return (
    <section className="person-detail" aria-labelledby="person-title">
      <h2 id="person-title">{person.email}</h2>
      <p className="muted">
        {statusText(person)} · added {new Date(person.createdAt).toLocaleDateString("en-GB", { dateStyle: "medium" })}
      </p>
      <form
        className="people-form"
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(false);
          save.mutate();
        }}
      >
        <RoleSelect id="person-role" value={role} onChange={setRole} />
        {hasLocaleList(role) && <LocalePicker idPrefix="person-locale" value={locales} onChange={setLocales} />}
        <label htmlFor="person-disabled" className="choice-list">
          <span>
            <input
              id="person-disabled"
              type="checkbox"
              checked={disabled}
              onChange={(e) => setDisabled(e.target.checked)}
            />{" "}
            Disabled (cannot sign in; their sessions end at once)
          </span>
        </label>
        <div role="alert" className="form-error">
          {error ? errorText(error) : null}
        </div>
        <div role="status">{saved ? "Saved." : null}</div>
        <div className="button-row">
          <button type="submit" className="button-primary" disabled={save.isPending}>
            Save changes
          </button>
          <button type="button" className="button-quiet" disabled={reset.isPending} onClick={() => reset.mutate()}>
            {person.invited ? "New invitation link" : "Password-reset link"}
          </button>
        </div>
      </form>
      {link && (
        <OneTime
          label={`${person.invited ? "Invitation" : "Password-reset"} link for ${person.email}`}
          value={link.url}
          note={linkNote(link)}
        />
      )}
      <h3>Sessions</h3>
      <SessionList
        sessions={sessions}
        busy={end.isPending}
        label={`Sessions of ${person.email}`}
        onEnd={(s) => end.mutate(s)}
      />
      {sessions.length > 0 && (
        <button type="button" className="button-quiet" disabled={end.isPending} onClick={() => end.mutate("all")}>
          End all sessions
        </button>
      )}
    </section>
  );
}

/** Everyone with an account; each email opens that person's details below. */
function PeopleTable({ people, selected }: { people: Person[]; selected: number | null }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard.
    <section className="table-scroll" aria-label="People table" tabIndex={0}>
      <table className="people-table">
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Locales</th>
            <th scope="col">Status</th>
            <th scope="col">Sessions</th>
          </tr>
        </thead>
        <tbody>
          {people.map((p) => (
            <tr key={p.id} aria-current={p.id === selected ? "true" : undefined}>
              <td>
                <Link to={`?person=${p.id}`} aria-label={`Manage ${p.email}`}>
                  {p.email}
                </Link>
              </td>
              <td>{ROLE_NAMES[p.role]}</td>
              <td>{localesText(p)}</td>
              <td>{statusText(p)}</td>
              <td>{p.activeSessions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Admins only: everyone with an account, adding people, and one person's role, locales, status and sessions. */
export function PeoplePage() {
  const { user } = useRouteLoaderData("admin") as AdminData;
  const http = useHttp();
  const [params] = useSearchParams();
  const selected = Number(params.get("person")) || null;
  const list = useQuery({
    queryKey: peopleKeys.list,
    queryFn: ({ signal }) => peopleApi(http).list(signal),
    enabled: user.role === "admin",
  });
  return (
    <div className="people-page">
      <title>People · Polyglot admin</title>
      <h1>People</h1>
      {user.role !== "admin" ? (
        <p>Only administrators manage people. Your own sessions and password are under “Your account”.</p>
      ) : (
        <>
          <AddPerson />
          <section aria-labelledby="everyone">
            <h2 id="everyone">Everyone</h2>
            {list.isError && (
              <p role="alert" className="form-error">
                {errorText(list.error)}
              </p>
            )}
            {!list.data && !list.isError && <p className="muted">Loading…</p>}
            {list.data && <PeopleTable people={list.data.people} selected={selected} />}
          </section>
          {selected && <PersonDetail id={selected} self={user.id} />}
        </>
      )}
    </div>
  );
}
