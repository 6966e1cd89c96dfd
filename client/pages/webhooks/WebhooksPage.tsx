import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useRouteLoaderData } from "react-router";
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
        <strong>{endpoint.enabled ? "Enabled" : "Disabled"}</strong>
        {endpoint.disabledReason && `: ${endpoint.disabledReason}`}
        {endpoint.failures > 0 && ` · ${endpoint.failures} failed deliveries in a row`}
      </p>
      <p>
        Events: {endpoint.events.join(", ")}. Last delivery:{" "}
        {endpoint.lastDelivery ? `${endpoint.lastDelivery.event}, ${endpoint.lastDelivery.status}` : "none yet"}.
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button-quiet"
          disabled={!endpoint.enabled || action.isPending}
          onClick={() => action.mutate("test")}
        >
          Send test
        </button>
        <button
          type="button"
          className="button-quiet"
          disabled={action.isPending}
          onClick={() => action.mutate("toggle")}
        >
          {endpoint.enabled ? "Disable" : "Enable"}
        </button>
        <button
          type="button"
          className="button-quiet"
          disabled={action.isPending}
          onClick={() => action.mutate("rotate")}
        >
          Rotate secret
        </button>
        <button
          type="button"
          className="button-quiet"
          disabled={action.isPending}
          onClick={() => setAskingDelete(true)}
        >
          Delete
        </button>
      </div>
      {askingDelete && (
        <ConfirmDialog
          title={`Delete the endpoint ${endpoint.url} and its delivery log?`}
          confirmLabel="Delete"
          cancelLabel="Cancel"
          onAnswer={(yes) => {
            setAskingDelete(false);
            if (yes) action.mutate("delete");
          }}
        />
      )}
      {action.isError && (
        <p role="alert" className="form-error">
          {errorText(action.error)}
        </p>
      )}
      {rotated && (
        <OneTimeSecret
          label="New signing secret"
          value={rotated.secret}
          note="Shown once: the former secret no longer signs."
        />
      )}
      <details>
        <summary>Delivery log</summary>
        <DeliveryLog endpoint={endpoint} />
      </details>
    </article>
  );
}

/** Admins only: webhook endpoints, adding one, and each one's delivery log (docs/webhooks.md). */
export function WebhooksPage() {
  const { user } = useRouteLoaderData("admin") as AdminData;
  const http = useHttp();
  const list = useQuery({
    queryKey: webhooksKeys.list,
    queryFn: ({ signal }) => webhooksApi(http).list(signal),
    enabled: user.role === "admin",
  });
  return (
    <div className="admin-page">
      <title>Webhooks · Polyglot admin</title>
      <h1>Webhooks</h1>
      {user.role !== "admin" ? (
        <p>Only administrators manage webhooks.</p>
      ) : (
        <>
          <EndpointForm />
          <section aria-labelledby="endpoints">
            <h2 id="endpoints">Endpoints</h2>
            <QueryState query={list} />
            {list.data?.endpoints.length === 0 && <p className="muted">No endpoints yet.</p>}
            {list.data?.endpoints.map((e) => (
              <EndpointCard key={e.id} endpoint={e} />
            ))}
          </section>
        </>
      )}
    </div>
  );
}
