import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useHttp } from "../../lib/use-http";
import { webhooksApi, webhooksKeys } from "../../lib/webhooks-api";

/** Admins: the webhook endpoints the deliveries turned off (410 Gone, failing too long), by name and reason. */
export function WebhooksAlert() {
  const http = useHttp();
  const list = useQuery({ queryKey: webhooksKeys.list, queryFn: ({ signal }) => webhooksApi(http).list(signal) });
  const off = (list.data?.endpoints ?? []).filter((e) => !e.enabled && e.disabledReason !== "Disabled by an admin");
  if (off.length === 0) return null;
  return (
    <section className="dashboard-alert" role="alert" aria-labelledby="webhooks-alert-title">
      <h2 id="webhooks-alert-title">
        {off.length === 1 ? "A webhook endpoint is disabled" : "Webhook endpoints are disabled"}
      </h2>
      <ul>
        {off.map((e) => (
          <li key={e.id}>
            <code>{e.url}</code>: {e.disabledReason}
          </li>
        ))}
      </ul>
      <p>
        <Link to="/admin/webhooks">Check them on the Webhooks page</Link> and enable them again once they answer.
      </p>
    </section>
  );
}
