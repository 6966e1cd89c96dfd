import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AdminTable, QueryState } from "../../components/admin/AdminTable";
import { useHttp } from "../../lib/use-http";
import { type WebhookEndpoint, webhooksApi, webhooksKeys } from "../../lib/webhooks-api";

/** An endpoint's latest deliveries: status, HTTP answer, latency, attempts, time, excerpt; "Redeliver" each. */
export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const key = webhooksKeys.deliveries(endpoint.id);
  const log = useQuery({ queryKey: key, queryFn: ({ signal }) => webhooksApi(http).deliveries(endpoint.id, signal) });
  const redeliver = useMutation({
    mutationFn: (deliveryId: string) => webhooksApi(http).redeliver(endpoint.id, deliveryId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  if (!log.data) return <QueryState query={log} />;
  if (log.data.deliveries.length === 0) return <p className="muted">No deliveries yet.</p>;
  return (
    <AdminTable
      label={`Deliveries to ${endpoint.url}`}
      columns={["Event", "Status", "Answer", "Attempts", "Time", "Action"]}
      nowrap
    >
      {log.data.deliveries.map((d) => (
        <tr key={d.id}>
          <td>
            <code>{d.event}</code>
          </td>
          <td>{d.status}</td>
          <td className="wrap">
            {d.responseStatus ?? "no answer"}
            {d.latencyMs !== null && ` in ${d.latencyMs} ms`}
            {(d.error || d.responseExcerpt) && <pre className="delivery-excerpt">{d.error ?? d.responseExcerpt}</pre>}
          </td>
          <td>{d.attempts}</td>
          <td>
            <time dateTime={d.attemptedAt ?? d.createdAt}>
              {new Date(d.attemptedAt ?? d.createdAt).toLocaleString("en")}
            </time>
          </td>
          <td>
            <button
              type="button"
              className="button-quiet"
              disabled={!endpoint.enabled || redeliver.isPending}
              onClick={() => redeliver.mutate(d.id)}
            >
              Redeliver<span className="visually-hidden"> {d.id}</span>
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
