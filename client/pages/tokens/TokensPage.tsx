import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { AdminTable } from "../../components/admin/AdminTable";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog";
import { OneTimeSecret } from "../../components/admin/OneTimeSecret";
import type { AdminData } from "../../lib/auth-routes";
import { errorText } from "../../lib/error-text";
import { type ApiToken, type CreatedToken, tokensApi, tokensKeys } from "../../lib/tokens-api";
import { useHttp } from "../../lib/use-http";
import "./tokens.css";
import { TokenForm } from "./TokenForm";

const isProject = (token: ApiToken) => token.kind === "project";

function TokenTable({ tokens, busy, onRevoke }: { tokens: ApiToken[]; busy: boolean; onRevoke(t: ApiToken): void }) {
  const { t, dateTime } = useAdminI18n();
  const when = (at: number | null) => (at === null ? t("common.never") : dateTime(at));
  if (tokens.length === 0) return <p className="muted">{t("tokens.table.empty")}</p>;
  return (
    <AdminTable
      label={t("tokens.table.label")}
      columns={[
        t("common.name"),
        t("tokens.table.scopes"),
        t("tokens.table.created"),
        t("tokens.table.expires"),
        t("tokens.table.lastUsed"),
        <span key="actions" className="visually-hidden">
          {t("common.actions")}
        </span>,
      ]}
      nowrap
    >
      {tokens.map((token) => (
        <tr key={token.id}>
          <td>
            {token.name}
            {isProject(token) && (
              <span className="muted"> {t("tokens.table.project", { email: token.account.email })}</span>
            )}
          </td>
          <td>{token.scopes.join(", ")}</td>
          <td>{when(token.createdAt)}</td>
          <td>{when(token.expiresAt)}</td>
          <td>{when(token.lastUsedAt)}</td>
          <td>
            <button
              type="button"
              className="button-quiet"
              disabled={busy}
              onClick={() => onRevoke(token)}
              aria-label={t("tokens.table.revokeLabel", { name: token.name })}
            >
              {t("tokens.table.revoke")}
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
  const { t, rich } = useAdminI18n();
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
      <title>{t("tokens.pageTitle")}</title>
      <h1>{t("tokens.title")}</h1>
      <p>{rich("tokens.intro", { code: (chunks: ReactNode[]) => <code>{chunks}</code> })}</p>
      <div role="alert" className="form-error">
        {error ? errorText(error, t) : null}
      </div>
      <section aria-labelledby="new-token-title">
        <h2 id="new-token-title">{t("tokens.newTitle")}</h2>
        <TokenForm isAdmin={user.role === "admin"} busy={create.isPending} onCreate={(token) => create.mutate(token)} />
        {created && (
          <OneTimeSecret
            label={t("tokens.secretLabel", { name: created.token.name })}
            value={created.secret}
            note={t("tokens.secretNote")}
          />
        )}
      </section>
      <section aria-labelledby="tokens-title">
        <h2 id="tokens-title">{t("tokens.listTitle")}</h2>
        {list.data ? (
          <TokenTable tokens={list.data.tokens} busy={revoke.isPending} onRevoke={setAsking} />
        ) : (
          !list.isError && <p className="muted">{t("common.loading")}</p>
        )}
      </section>
      {/* Asks before revoking: a script that uses the token stops working at once. */}
      {asking && (
        <ConfirmDialog
          title={t("tokens.revokeTitle", { name: asking.name })}
          text={t("tokens.revokeText")}
          confirmLabel={t("tokens.table.revoke")}
          cancelLabel={t("common.cancel")}
          onAnswer={(yes) => {
            setAsking(null);
            if (yes) revoke.mutate(asking);
          }}
        />
      )}
    </div>
  );
}
