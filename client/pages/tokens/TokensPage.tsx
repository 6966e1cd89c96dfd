import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { AdminTable } from "../../components/admin/AdminTable";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog";
import { OneTimeSecret } from "../../components/admin/OneTimeSecret";
import type { AdminData } from "../../lib/auth-routes";
import { errorText } from "../../lib/error-text";
import { type ApiToken, type CreatedToken, tokensApi, tokensKeys } from "../../lib/tokens-api";
import { useHttp } from "../../lib/use-http";
import "./tokens.css";
import { TokenForm } from "./TokenForm";

const when = (at: number | null) =>
  at === null ? "Never" : new Date(at).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

function TokenTable({ tokens, busy, onRevoke }: { tokens: ApiToken[]; busy: boolean; onRevoke(t: ApiToken): void }) {
  if (tokens.length === 0) return <p className="muted">No tokens yet.</p>;
  return (
    <AdminTable
      label="Your API tokens"
      columns={[
        "Name",
        "Scopes",
        "Created",
        "Expires",
        "Last used",
        <span key="actions" className="visually-hidden">
          Actions
        </span>,
      ]}
      nowrap
    >
      {tokens.map((t) => (
        <tr key={t.id}>
          <td>
            {t.name}
            {t.kind === "project" && <span className="muted"> (project, by {t.account.email})</span>}
          </td>
          <td>{t.scopes.join(", ")}</td>
          <td>{when(t.createdAt)}</td>
          <td>{when(t.expiresAt)}</td>
          <td>{when(t.lastUsedAt)}</td>
          <td>
            <button
              type="button"
              className="button-quiet"
              disabled={busy}
              onClick={() => onRevoke(t)}
              aria-label={`Revoke ${t.name}`}
            >
              Revoke
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** API tokens (docs/decisions/0068-api-tokens.md): make one (its secret shown once), list, revoke. */
export function TokensPage() {
  const { user } = useRouteLoaderData("admin") as AdminData;
  const http = useHttp();
  const client = useQueryClient();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [asking, setAsking] = useState<ApiToken | null>(null);
  const list = useQuery({ queryKey: tokensKeys.all, queryFn: ({ signal }) => tokensApi(http).list(signal) });
  const refresh = () => client.invalidateQueries({ queryKey: tokensKeys.all });
  const create = useMutation({
    mutationFn: tokensApi(http).create,
    onSuccess: async (made) => {
      setCreated(made);
      await refresh();
    },
  });
  const revoke = useMutation({ mutationFn: (t: ApiToken) => tokensApi(http).revoke(t.id), onSuccess: refresh });
  const error = list.isError ? list.error : create.isError ? create.error : revoke.isError ? revoke.error : null;
  return (
    <div className="admin-page">
      <title>API tokens · Polyglot admin</title>
      <h1>API tokens</h1>
      <p>
        A script or a pipeline calls the admin API with a token: <code>Authorization: Bearer plg_…</code>. A token acts
        as you, within your role and locales, and only for what its scopes allow.
      </p>
      <div role="alert" className="form-error">
        {error ? errorText(error) : null}
      </div>
      <section aria-labelledby="new-token-title">
        <h2 id="new-token-title">New token</h2>
        <TokenForm isAdmin={user.role === "admin"} busy={create.isPending} onCreate={(t) => create.mutate(t)} />
        {created && (
          <OneTimeSecret
            label={`Token “${created.token.name}”`}
            value={created.secret}
            note="Shown once: copy it now. Only a fingerprint of it is kept, so it cannot be shown again."
          />
        )}
      </section>
      <section aria-labelledby="tokens-title">
        <h2 id="tokens-title">Tokens</h2>
        {list.data ? (
          <TokenTable tokens={list.data.tokens} busy={revoke.isPending} onRevoke={setAsking} />
        ) : (
          !list.isError && <p className="muted">Loading…</p>
        )}
      </section>
      {/* Asks before revoking: a script that uses the token stops working at once. */}
      {asking && (
        <ConfirmDialog
          title={`Revoke “${asking.name}”?`}
          text="Every script or pipeline that uses this token is refused from its next call. This cannot be undone."
          confirmLabel="Revoke"
          cancelLabel="Cancel"
          onAnswer={(yes) => {
            setAsking(null);
            if (yes) revoke.mutate(asking);
          }}
        />
      )}
    </div>
  );
}
