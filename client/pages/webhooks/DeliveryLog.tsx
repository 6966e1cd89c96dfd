import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { AdminTable, QueryState } from "../../components/admin/AdminTable";
import { useHttp } from "../../lib/use-http";
import { type WebhookEndpoint, webhooksApi, webhooksKeys } from "../../lib/webhooks-api";

/** An endpoint's latest deliveries: status, HTTP answer, latency, attempts, time, excerpt; "Redeliver" each. */
export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t, rich, dateTime } = useAdminI18n();
  const http = useHttp();
  const queryClient = useQueryClient();
  const key = webhooksKeys.deliveries(endpoint.id);
  const log = useQuery({ queryKey: key, queryFn: ({ signal }) => webhooksApi(http).deliveries(endpoint.id, signal) });
  const redeliver = useMutation({
    mutationFn: (deliveryId: string) => webhooksApi(http).redeliver(endpoint.id, deliveryId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  if (!log.data) return <QueryState query={log} />;
  if (log.data.deliveries.length === 0) return <p className="muted">{t("webhooks.log.none")}</p>;
  const answer = (status: number | null, ms: number | null) => {
    if (ms === null) return status === null ? t("webhooks.log.noAnswer") : String(status);
    return status === null ? t("webhooks.log.noAnswerIn", { ms }) : t("webhooks.log.answered", { status, ms });
  };
  return (
    <AdminTable
      label={t("webhooks.log.label", { url: endpoint.url })}
      columns={[
        t("webhooks.log.event"),
        t("common.status"),
        t("webhooks.log.answer"),
        t("webhooks.log.attempts"),
        t("webhooks.log.time"),
        t("webhooks.log.action"),
      ]}
      nowrap
    >
      {log.data.deliveries.map((d) => (
        <tr key={d.id}>
          <td>
            <code>{d.event}</code>
          </td>
          <td>{t("webhooks.status", { status: d.status })}</td>
          <td className="wrap">
            {answer(d.responseStatus, d.latencyMs)}
            {(d.error || d.responseExcerpt) && <pre className="delivery-excerpt">{d.error ?? d.responseExcerpt}</pre>}
          </td>
          <td>{d.attempts}</td>
          <td>
            <time dateTime={d.attemptedAt ?? d.createdAt}>{dateTime(d.attemptedAt ?? d.createdAt)}</time>
          </td>
          <td>
            <button
              type="button"
              className="button-quiet"
              disabled={!endpoint.enabled || redeliver.isPending}
              onClick={() => redeliver.mutate(d.id)}
            >
              {rich("webhooks.log.redeliver", {
                id: d.id,
                hidden: (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>,
              })}
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
