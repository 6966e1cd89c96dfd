import { type FormEvent, useState } from "react";
import { TOKEN_DAY_CHOICES, TOKEN_SCOPES, type TokenScope } from "../../../common/contracts/tokens";
import type { NewToken } from "../../lib/tokens-api";

/** What each scope lets a token do, in the words of the admin (docs/admin-api.md has the route list). */
export const SCOPE_NAMES: Record<TokenScope, string> = {
  "translations:read": "Read translations, comments and statistics",
  "translations:write": "Save, review and comment on translations",
  import: "Import files and undo imports",
  export: "Export files",
  glossary: "Read and change the glossary",
  webhooks: "Manage webhooks",
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
        <label htmlFor="token-name">Name</label>
        <input
          id="token-name"
          required
          maxLength={100}
          value={name}
          placeholder="e.g. CI pipeline"
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <fieldset aria-describedby={noScope ? "token-scopes-error" : undefined}>
        <legend>What it may do</legend>
        {TOKEN_SCOPES.map((scope) => (
          <label key={scope} htmlFor={`scope-${scope}`} className="token-scope">
            <input
              id={`scope-${scope}`}
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={(e) => setScopes(e.target.checked ? [...scopes, scope] : scopes.filter((s) => s !== scope))}
            />
            <span>
              {SCOPE_NAMES[scope]} <code>{scope}</code>
            </span>
          </label>
        ))}
        {noScope && (
          <p id="token-scopes-error" className="form-error" role="alert">
            Choose at least one thing the token may do.
          </p>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor="token-expiry">Expires after</label>
        <select id="token-expiry" value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {TOKEN_DAY_CHOICES.map((d) => (
            <option key={d} value={d}>
              {d === 365 ? "1 year" : `${d} days`}
            </option>
          ))}
        </select>
      </div>
      {isAdmin && (
        <label htmlFor="token-project" className="token-scope">
          <input id="token-project" type="checkbox" checked={project} onChange={(e) => setProject(e.target.checked)} />
          <span>A project token: acts as an admin, and every admin can see and revoke it</span>
        </label>
      )}
      <div>
        <button type="submit" className="button-primary" disabled={busy}>
          Create token
        </button>
      </div>
    </form>
  );
}
