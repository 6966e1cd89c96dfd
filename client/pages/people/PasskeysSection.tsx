import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ADMIN_HOME } from "../../../common/auth";
import { MAX_PASSKEY_NAME_LENGTH } from "../../../common/contracts/passkeys";
import { type PasskeyView, passkeyErrorText, passkeyKeys, passkeysApi } from "../../lib/passkeys-api";
import { when } from "../../lib/people-api";
import { useHttp } from "../../lib/use-http";
import "./passkeys.css";

/** Every sentence of this section, in one place (issue 38 turns them into messages). */
const TEXT = {
  title: "Passkeys",
  intro:
    "A passkey signs you in with your device's screen lock or a security key, without your password. It also counts as your second factor.",
  none: "You have no passkeys yet.",
  count: (n: number) =>
    new Intl.PluralRules("en").select(n) === "one" ? `You have ${n} passkey.` : `You have ${n} passkeys.`,
  listLabel: "Your passkeys",
  added: (p: PasskeyView) =>
    p.lastUsedAt === null
      ? `Added ${when(p.createdAt)}, never used.`
      : `Added ${when(p.createdAt)}, last used ${when(p.lastUsedAt)}.`,
  nameLabel: "Name of the new passkey",
  nameHelp: "A name to tell it apart, such as the device it is on.",
  add: "Add a passkey",
  adding: "Waiting for your device…",
  added_: (name: string) => `The passkey “${name}” was added.`,
  rename: (name: string) => `Rename the passkey ${name}`,
  renameLabel: (name: string) => `New name for the passkey ${name}`,
  save: "Save",
  cancel: "Cancel",
  renamed: (name: string) => `The passkey is now named “${name}”.`,
  remove: (name: string) => `Remove the passkey ${name}`,
  removed: (name: string) => `The passkey “${name}” was removed.`,
  continue: "Continue to the admin",
} as const;

function Rename({ passkey, onDone }: { passkey: PasskeyView; onDone: (message?: string) => void }) {
  const http = useHttp();
  const [name, setName] = useState(passkey.name);
  const save = useMutation({
    mutationFn: () => passkeysApi(http).rename(passkey.id, name),
    onSuccess: (renamed) => onDone(TEXT.renamed(renamed.name)),
  });
  const id = `passkey-name-${passkey.id}`;
  return (
    <form
      className="passkey-rename"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <label htmlFor={id}>{TEXT.renameLabel(passkey.name)}</label>
      <input
        id={id}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={MAX_PASSKEY_NAME_LENGTH}
      />
      <div role="alert" className="form-error">
        {save.isError ? passkeyErrorText(save.error) : null}
      </div>
      <button type="submit" className="button-primary" disabled={save.isPending}>
        {TEXT.save}
      </button>
      <button type="button" className="button-quiet" onClick={() => onDone()}>
        {TEXT.cancel}
      </button>
    </form>
  );
}

/** Your account's passkeys: added (named), renamed, removed (docs/decisions/0083-passkeys.md). */
export function PasskeysSection({ pending }: { pending: boolean }) {
  const http = useHttp();
  const client = useQueryClient();
  const list = useQuery({ queryKey: passkeyKeys.list, queryFn: ({ signal }) => passkeysApi(http).list(signal) });
  const [name, setName] = useState("");
  const [status, setStatus] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: passkeyKeys.list });
  const add = useMutation({
    mutationFn: () => passkeysApi(http).register(name.trim()),
    onSuccess: async (created) => {
      setName("");
      setStatus(TEXT.added_(created.name));
      setDone(true);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (passkey: PasskeyView) => passkeysApi(http).remove(passkey.id),
    onSuccess: async (_, passkey) => {
      setStatus(TEXT.removed(passkey.name));
      await refresh();
    },
  });
  const passkeys = list.data?.passkeys;
  const error = list.isError
    ? passkeyErrorText(list.error)
    : add.isError
      ? passkeyErrorText(add.error)
      : remove.isError
        ? passkeyErrorText(remove.error)
        : null;
  return (
    <section aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{TEXT.title}</h2>
      <p>{TEXT.intro}</p>
      <div role="alert" className="form-error">
        {error}
      </div>
      <div role="status">{status}</div>
      {/* A pending account goes on to the admin with a full load: its session now passes the guard. */}
      {pending && done && (
        <p>
          <a className="button-primary" href={ADMIN_HOME}>
            {TEXT.continue}
          </a>
        </p>
      )}
      {passkeys && <p>{passkeys.length === 0 ? TEXT.none : TEXT.count(passkeys.length)}</p>}
      {passkeys && passkeys.length > 0 && (
        <ul className="session-list" aria-label={TEXT.listLabel}>
          {passkeys.map((p) => (
            <li key={p.id} className="session">
              {renaming === p.id ? (
                <Rename
                  passkey={p}
                  onDone={(message) => {
                    setRenaming(null);
                    if (message) setStatus(message);
                    void refresh();
                  }}
                />
              ) : (
                <>
                  <div>
                    <strong>{p.name}</strong>
                    <p className="muted">{TEXT.added(p)}</p>
                  </div>
                  <div className="passkey-actions">
                    <button
                      type="button"
                      className="button-quiet"
                      onClick={() => setRenaming(p.id)}
                      aria-label={TEXT.rename(p.name)}
                    >
                      Rename
                    </button>
                    <button
                      type="button"
                      className="button-quiet"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(p)}
                      aria-label={TEXT.remove(p.name)}
                    >
                      Remove
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <form
        className="passkey-add"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          add.mutate();
        }}
      >
        <div className="field">
          <label htmlFor="passkey-name">{TEXT.nameLabel}</label>
          <input
            id="passkey-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            maxLength={MAX_PASSKEY_NAME_LENGTH}
            aria-describedby="passkey-name-help"
          />
          <p id="passkey-name-help" className="muted">
            {TEXT.nameHelp}
          </p>
        </div>
        <button type="submit" className="button-primary" disabled={add.isPending || !name.trim()}>
          {add.isPending ? TEXT.adding : TEXT.add}
        </button>
      </form>
    </section>
  );
}
