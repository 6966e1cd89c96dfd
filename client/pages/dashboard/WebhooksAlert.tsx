import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { useHttp } from "../../lib/use-http";
import { webhooksApi, webhooksKeys } from "../../lib/webhooks-api";

/** Admins: the webhook endpoints the deliveries turned off (410 Gone, failing too long), by name and reason. */
export function WebhooksAlert() {
  const { t, rich } = useAdminI18n();
  const http = useHttp();
  const list = useQuery({ queryKey: webhooksKeys.list, queryFn: ({ signal }) => webhooksApi(http).list(signal) });
  const off = (list.data?.endpoints ?? []).filter((e) => !e.enabled && e.disabledReason !== "Disabled by an admin");
  if (off.length === 0) return null;
  return (
    <section className="dashboard-alert" role="alert" aria-labelledby="webhooks-alert-title">
      <h2 id="webhooks-alert-title">{t("dashboard.webhooks.title", { count: off.length })}</h2>
      <ul>
        {off.map((e) => (
          <li key={e.id}>
            <code>{e.url}</code>: {e.disabledReason}
          </li>
        ))}
      </ul>
      <p>
        {rich("dashboard.webhooks.check", {
          link: (chunks: ReactNode[]) => <Link to="/admin/webhooks">{chunks}</Link>,
        })}
      </p>
    </section>
  );
}
