import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { QueryState } from "../../components/admin/AdminTable";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog";
import { OneTimeSecret } from "../../components/admin/OneTimeSecret";
import type { AdminData } from "../../lib/auth-routes";
import { errorText } from "../../lib/error-text";
import { useHttp } from "../../lib/use-http";
import { type WebhookEndpoint, type WebhookWithSecret, webhooksApi, webhooksKeys } from "../../lib/webhooks-api";
import "./webhooks.css";
import { DeliveryLog } from "./DeliveryLog";
import { EndpointForm } from "./EndpointForm";

/** One endpoint: its status, events and last delivery; test, enable/disable, rotate, delete, its log. */
function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t, list } = useAdminI18n();
  const http = useHttp();
  const queryClient = useQueryClient();
  const [rotated, setRotated] = useState<WebhookWithSecret | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: webhooksKeys.list });
  const api = webhooksApi(http);
  const action = useMutation({
    mutationFn: async (kind: "test" | "toggle" | "rotate" | "delete") => {
      if (kind === "test") return api.test(endpoint.id);
      if (kind === "toggle") return api.setEnabled(endpoint, !endpoint.enabled);
      if (kind === "rotate") return setRotated(await api.rotate(endpoint));
      return api.remove(endpoint);
    },
    onSuccess: refresh,
  });
  const [askingDelete, setAskingDelete] = useState(false);
  const headingId = `endpoint-${endpoint.id}`;
  return (
    <article className="webhook-endpoint" aria-labelledby={headingId}>
      <h3 id={headingId}>{endpoint.url}</h3>
      {endpoint.description && <p>{endpoint.description}</p>}
      <p>
        <strong>{endpoint.enabled ? t("webhooks.endpoint.enabled") : t("webhooks.endpoint.disabled")}</strong>
        {endpoint.disabledReason && `: ${endpoint.disabledReason}`}
        {endpoint.failures > 0 && ` · ${t("webhooks.endpoint.failures", { count: endpoint.failures })}`}
      </p>
      <p>
        {t("webhooks.endpoint.events", { events: list(endpoint.events, "unit") })}{" "}
        {endpoint.lastDelivery
          ? t("webhooks.endpoint.lastDelivery", {
              event: endpoint.lastDelivery.event,
              status: t("webhooks.status", { status: endpoint.lastDelivery.status }),
            })
          : t("webhooks.endpoint.noDelivery")}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button-quiet"
          disabled={!endpoint.enabled || action.isPending}
          onClick={() => action.mutate("test")}
        >
          {t("webhooks.endpoint.sendTest")}
        </button>
        <button
          type="button"
          className="button-quiet"
          disabled={action.isPending}
          onClick={() => action.mutate("toggle")}
        >
          {endpoint.enabled ? t("webhooks.endpoint.disable") : t("webhooks.endpoint.enable")}
        </button>
        <button
          type="button"
          className="button-quiet"
          disabled={action.isPending}
          onClick={() => action.mutate("rotate")}
        >
          {t("webhooks.endpoint.rotate")}
        </button>
        <button
          type="button"
          className="button-quiet"
          disabled={action.isPending}
          onClick={() => setAskingDelete(true)}
        >
          {t("common.delete")}
        </button>
      </div>
      {askingDelete && (
        <ConfirmDialog
          title={t("webhooks.endpoint.deleteTitle", { url: endpoint.url })}
          confirmLabel={t("common.delete")}
          cancelLabel={t("common.cancel")}
          onAnswer={(yes) => {
            setAskingDelete(false);
            if (yes) action.mutate("delete");
          }}
        />
      )}
      {action.isError && (
        <p role="alert" className="form-error">
          {errorText(action.error, t)}
        </p>
      )}
      {rotated && (
        <OneTimeSecret
          label={t("webhooks.endpoint.newSecret")}
          value={rotated.secret}
          note={t("webhooks.endpoint.newSecretNote")}
        />
      )}
      <details>
        <summary>{t("webhooks.endpoint.log")}</summary>
        <DeliveryLog endpoint={endpoint} />
      </details>
    </article>
  );
}

/** Admins only: webhook endpoints, adding one, and each one's delivery log (docs/webhooks.md). */
export function WebhooksPage() {
  const { user } = useRouteLoaderData("admin") as AdminData;
  const { t } = useAdminI18n();
  const http = useHttp();
  const list = useQuery({
    queryKey: webhooksKeys.list,
    queryFn: ({ signal }) => webhooksApi(http).list(signal),
    enabled: user.role === "admin",
  });
  return (
    <div className="admin-page">
      <title>{t("webhooks.pageTitle")}</title>
      <h1>{t("webhooks.title")}</h1>
      {user.role !== "admin" ? (
        <p>{t("webhooks.adminsOnly")}</p>
      ) : (
        <>
          <EndpointForm />
          <section aria-labelledby="endpoints">
            <h2 id="endpoints">{t("webhooks.endpoints")}</h2>
            <QueryState query={list} />
            {list.data?.endpoints.length === 0 && <p className="muted">{t("webhooks.none")}</p>}
            {list.data?.endpoints.map((e) => (
              <EndpointCard key={e.id} endpoint={e} />
            ))}
          </section>
        </>
      )}
    </div>
  );
}
