import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { AdminData } from "../../lib/auth-routes";
import { useHttp } from "../../lib/use-http";
import { type WebhookEndpoint, type WebhookWithSecret, webhooksApi, webhooksKeys } from "../../lib/webhooks-api";
import { OneTimeSecret } from "../people/OneTimeSecret";
import { errorText } from "../people/people-form";
import "../people/people.css";
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
  const confirmDelete = () => {
    if (window.confirm(`Delete the endpoint ${endpoint.url} and its delivery log?`)) action.mutate("delete");
  };
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
        <button type="button" className="button-quiet" disabled={action.isPending} onClick={confirmDelete}>
          Delete
        </button>
      </div>
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
    <div className="people-page">
      <title>Webhooks · Polyglot admin</title>
      <h1>Webhooks</h1>
      {user.role !== "admin" ? (
        <p>Only administrators manage webhooks.</p>
      ) : (
        <>
          <EndpointForm />
          <section aria-labelledby="endpoints">
            <h2 id="endpoints">Endpoints</h2>
            {list.isError && (
              <p role="alert" className="form-error">
                {errorText(list.error)}
              </p>
            )}
            {!list.data && !list.isError && <p className="muted">Loading…</p>}
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
