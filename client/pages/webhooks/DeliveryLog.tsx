import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useHttp } from "../../lib/use-http";
import { type WebhookEndpoint, webhooksApi, webhooksKeys } from "../../lib/webhooks-api";
import { errorText } from "../people/people-form";

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
  if (log.isError)
    return (
      <p role="alert" className="form-error">
        {errorText(log.error)}
      </p>
    );
  if (!log.data) return <p className="muted">Loading…</p>;
  if (log.data.deliveries.length === 0) return <p className="muted">No deliveries yet.</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard.
    <section className="table-scroll" aria-label={`Deliveries to ${endpoint.url}`} tabIndex={0}>
      <table className="people-table nowrap">
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Status</th>
            <th scope="col">Answer</th>
            <th scope="col">Attempts</th>
            <th scope="col">Time</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {log.data.deliveries.map((d) => (
            <tr key={d.id}>
              <td>
                <code>{d.event}</code>
              </td>
              <td>{d.status}</td>
              <td className="wrap">
                {d.responseStatus ?? "no answer"}
                {d.latencyMs !== null && ` in ${d.latencyMs} ms`}
                {(d.error || d.responseExcerpt) && (
                  <pre className="delivery-excerpt">{d.error ?? d.responseExcerpt}</pre>
                )}
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
        </tbody>
      </table>
    </section>
  );
}
