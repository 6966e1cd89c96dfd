import { type FormEvent, useState } from "react";
import { TOKEN_DAY_CHOICES, TOKEN_SCOPES, type TokenScope } from "../../../common/contracts/tokens";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import type { AdminKey } from "../../admin-i18n/keys";
import type { NewToken } from "../../lib/tokens-api";

/** What each scope lets a token do, in the words of the admin (docs/admin-api.md has the route list). */
const SCOPE_NAMES: Record<TokenScope, AdminKey> = {
  "translations:read": "tokens.scope.read",
  "translations:write": "tokens.scope.write",
  import: "tokens.scope.import",
  export: "tokens.scope.export",
  glossary: "tokens.scope.glossary",
  webhooks: "tokens.scope.webhooks",
};

/** The form that makes a token: a name, its scopes, an expiry, and (admins) whether it is the project's. */
export function TokenForm({
  isAdmin,
  busy,
  onCreate,
}: {
  isAdmin: boolean;
  busy: boolean;
  onCreate(token: NewToken): void;
}) {
  const { t } = useAdminI18n();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<TokenScope[]>(["translations:read"]);
  const [days, setDays] = useState<number>(90);
  const [project, setProject] = useState(false);
  const [noScope, setNoScope] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setNoScope(scopes.length === 0);
    if (scopes.length === 0) return;
    onCreate({ name: name.trim(), scopes, expiresInDays: days, kind: project ? "project" : "personal" });
    setName("");
  }

  return (
    <form className="admin-form" onSubmit={submit} aria-labelledby="new-token-title">
      <div className="field">
        <label htmlFor="token-name">{t("common.name")}</label>
        <input
          id="token-name"
          required
          maxLength={100}
          value={name}
          placeholder={t("tokens.form.namePlaceholder")}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <fieldset aria-describedby={noScope ? "token-scopes-error" : undefined}>
        <legend>{t("tokens.form.scopes")}</legend>
        {TOKEN_SCOPES.map((scope) => (
          <label key={scope} htmlFor={`scope-${scope}`} className="token-scope">
            <input
              id={`scope-${scope}`}
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={(e) => setScopes(e.target.checked ? [...scopes, scope] : scopes.filter((s) => s !== scope))}
            />
            <span>
              {t(SCOPE_NAMES[scope])} <code>{scope}</code>
            </span>
          </label>
        ))}
        {noScope && (
          <p id="token-scopes-error" className="form-error" role="alert">
            {t("tokens.form.noScope")}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor="token-expiry">{t("tokens.form.expiry")}</label>
        <select id="token-expiry" value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {TOKEN_DAY_CHOICES.map((d) => (
            <option key={d} value={d}>
              {d === 365 ? t("tokens.form.year") : t("tokens.form.days", { days: d })}
            </option>
          ))}
        </select>
      </div>
      {isAdmin && (
        <label htmlFor="token-project" className="token-scope">
          <input id="token-project" type="checkbox" checked={project} onChange={(e) => setProject(e.target.checked)} />
          <span>{t("tokens.form.project")}</span>
        </label>
      )}
      <div>
        <button type="submit" className="button-primary" disabled={busy}>
          {t("tokens.form.create")}
        </button>
      </div>
    </form>
  );
}
