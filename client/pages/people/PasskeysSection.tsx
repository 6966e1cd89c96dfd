import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ADMIN_HOME } from "../../../common/auth";
import { MAX_PASSKEY_NAME_LENGTH } from "../../../common/contracts/passkeys";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { type PasskeyView, passkeyErrorText, passkeyKeys, passkeysApi } from "../../lib/passkeys-api";
import { twoFactorApi, twoFactorKeys } from "../../lib/two-factor-api";
import { useHttp } from "../../lib/use-http";
import { ConfirmItIsYou, needsFreshFactor } from "./ConfirmItIsYou";
import "./passkeys.css";

function Rename({ passkey, onDone }: { passkey: PasskeyView; onDone: (message?: string) => void }) {
  const { t } = useAdminI18n();
  const http = useHttp();
  const [name, setName] = useState(passkey.name);
  const save = useMutation({
    mutationFn: () => passkeysApi(http).rename(passkey.id, name),
    onSuccess: (renamed) => onDone(t("account.passkeys.renamed", { name: renamed.name })),
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
      <label htmlFor={id}>{t("account.passkeys.newNameLabel", { name: passkey.name })}</label>
      <input
        id={id}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={MAX_PASSKEY_NAME_LENGTH}
      />
      <div role="alert" className="form-error">
        {save.isError ? passkeyErrorText(save.error, t) : null}
      </div>
      <button type="submit" className="button-primary" disabled={save.isPending}>
        {t("common.save")}
      </button>
      <button type="button" className="button-quiet" onClick={() => onDone()}>
        {t("common.cancel")}
      </button>
    </form>
  );
}

/** Your account's passkeys: added (named), renamed, removed (docs/decisions/0083-passkeys.md). */
export function PasskeysSection({ pending }: { pending: boolean }) {
  const { t, dateTime } = useAdminI18n();
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
      setStatus(t("account.passkeys.added", { name: created.name }));
      setDone(true);
      await refresh();
    },
    // An account with a factor adds another only after confirming it is them (decision 0084).
    onError: (error) => setConfirmingAdd(needsFreshFactor(error)),
  });
  const [confirmingAdd, setConfirmingAdd] = useState(false);
  // Removing asks for a second factor proved lately: refused, the person confirms it is them and it is retried.
  const [confirming, setConfirming] = useState<PasskeyView | null>(null);
  const app = useQuery({ queryKey: twoFactorKeys.state, queryFn: ({ signal }) => twoFactorApi(http).state(signal) });
  const remove = useMutation({
    mutationFn: (passkey: PasskeyView) => passkeysApi(http).remove(passkey.id),
    onSuccess: async (_, passkey) => {
      setStatus(t("account.passkeys.removed", { name: passkey.name }));
      await Promise.all([refresh(), client.invalidateQueries({ queryKey: twoFactorKeys.state })]);
    },
    onError: (error, passkey) => setConfirming(needsFreshFactor(error) ? passkey : null),
  });
  const passkeys = list.data?.passkeys;
  const error = list.isError
    ? passkeyErrorText(list.error, t)
    : add.isError && !needsFreshFactor(add.error)
      ? passkeyErrorText(add.error, t)
      : remove.isError && !needsFreshFactor(remove.error)
        ? passkeyErrorText(remove.error, t)
        : null;
  return (
    <section aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{t("account.passkeys.title")}</h2>
      <p>{t("account.passkeys.intro")}</p>
      <div role="alert" className="form-error">
        {error}
      </div>
      <div role="status">{status}</div>
      {/* A pending account goes on to the admin with a full load: its session now passes the guard. */}
      {pending && done && (
        <p>
          <a className="button-primary" href={ADMIN_HOME}>
            {t("account.passkeys.continue")}
          </a>
        </p>
      )}
      {passkeys && <p>{t("account.passkeys.count", { count: passkeys.length })}</p>}
      {confirmingAdd && (
        <ConfirmItIsYou
          intro={t("factors.reauth.addPasskey", { hasApp: app.data?.totp ? "yes" : "no" })}
          hasApp={app.data?.totp === true}
          onConfirmed={() => {
            setConfirmingAdd(false);
            add.mutate();
          }}
          onCancel={() => {
            setConfirmingAdd(false);
            add.reset();
          }}
        />
      )}
      {confirming && (
        <ConfirmItIsYou
          intro={t("factors.reauth.removePasskey", { name: confirming.name, hasApp: app.data?.totp ? "yes" : "no" })}
          hasApp={app.data?.totp === true}
          onConfirmed={() => {
            setConfirming(null);
            remove.mutate(confirming);
          }}
          onCancel={() => {
            setConfirming(null);
            remove.reset();
          }}
        />
      )}
      {passkeys && passkeys.length > 0 && (
        <ul className="session-list" aria-label={t("account.passkeys.listLabel")}>
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
                    <p className="muted">
                      {p.lastUsedAt === null
                        ? t("account.passkeys.addedNeverUsed", { added: dateTime(p.createdAt) })
                        : t("account.passkeys.addedUsed", {
                            added: dateTime(p.createdAt),
                            used: dateTime(p.lastUsedAt),
                          })}
                    </p>
                  </div>
                  <div className="passkey-actions">
                    <button
                      type="button"
                      className="button-quiet"
                      onClick={() => setRenaming(p.id)}
                      aria-label={t("account.passkeys.renameLabel", { name: p.name })}
                    >
                      {t("account.passkeys.rename")}
                    </button>
                    <button
                      type="button"
                      className="button-quiet"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(p)}
                      aria-label={t("account.passkeys.removeLabel", { name: p.name })}
                    >
                      {t("common.remove")}
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
          <label htmlFor="passkey-name">{t("account.passkeys.nameLabel")}</label>
          <input
            id="passkey-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            maxLength={MAX_PASSKEY_NAME_LENGTH}
            aria-describedby="passkey-name-help"
          />
          <p id="passkey-name-help" className="muted">
            {t("account.passkeys.nameHelp")}
          </p>
        </div>
        <button type="submit" className="button-primary" disabled={add.isPending || !name.trim()}>
          {t(add.isPending ? "account.passkeys.adding" : "account.passkeys.add")}
        </button>
      </form>
    </section>
  );
}
