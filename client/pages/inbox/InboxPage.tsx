import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useNavigate, useRevalidator, useSearchParams } from "react-router";
import type { NotificationItem } from "../../../common/contracts/notifications";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { QueryState } from "../../components/admin/AdminTable";
import { ago, inboxApi, inboxKeys, notificationText } from "../../lib/inbox-api";
import { useHttp } from "../../lib/use-http";
import "./inbox.css";

/** The signed-in account's notifications, 50 a page: each a sentence with who, what and when, and its link. */
export function InboxPage() {
  const i18n = useAdminI18n();
  const { t, rich } = i18n;
  const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;
  const http = useHttp();
  const api = inboxApi(http);
  const [params] = useSearchParams();
  const before = Number(params.get("before")) || undefined;
  const client = useQueryClient();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const page = useQuery({ queryKey: inboxKeys.page(before), queryFn: ({ signal }) => api.list(before, signal) });
  const mark = useMutation({
    mutationFn: ({ target, read }: { target: { ids: number[] } | { all: true }; read: boolean }) =>
      api.mark(target, read),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: inboxKeys.all });
      // The bell's count comes with the admin layout's data: read it again.
      await revalidator.revalidate();
    },
  });
  /** Opening a notification marks it read first, so the bell is right on the page it leads to. */
  const open = async (item: NotificationItem) => {
    if (!item.read) await mark.mutateAsync({ target: { ids: [item.id] }, read: true }).catch(() => undefined);
    await navigate(item.link);
  };
  const items = page.data?.items ?? [];
  return (
    <div className="admin-page inbox-page">
      <title>{t("inbox.pageTitle")}</title>
      <div className="inbox-head">
        <h1>{t("inbox.title")}</h1>
        <button
          type="button"
          className="button-quiet"
          disabled={!page.data || page.data.unread === 0 || mark.isPending}
          onClick={() => mark.mutate({ target: { all: true }, read: true })}
        >
          {t("inbox.markAll")}
        </button>
      </div>
      <p className="muted">{t("inbox.intro")}</p>
      <QueryState query={page} errorText={(e) => (e instanceof Error ? e.message : t("inbox.failed"))} />
      {page.data && items.length === 0 && <p>{t("inbox.empty")}</p>}
      {items.length > 0 && (
        <ol className="inbox-list" aria-label={t("inbox.listLabel")}>
          {items.map((item) => {
            const text = notificationText(item, i18n);
            return (
              <li key={item.id} className={item.read ? "inbox-item" : "inbox-item unread"}>
                <p className="inbox-text">
                  {!item.read && <span className="inbox-unread">{t("inbox.unread")}</span>}
                  <Link
                    to={item.link}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                      event.preventDefault();
                      void open(item);
                    }}
                  >
                    {text}
                  </Link>
                </p>
                <p className="inbox-meta">
                  <time dateTime={item.createdAt} title={i18n.dateTime(item.createdAt)}>
                    {ago(item.createdAt, i18n)}
                  </time>
                  <button
                    type="button"
                    className="button-link"
                    disabled={mark.isPending}
                    onClick={() => mark.mutate({ target: { ids: [item.id] }, read: !item.read })}
                  >
                    {rich(item.read ? "inbox.markUnread" : "inbox.markRead", { text, hidden })}
                  </button>
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {page.data && (before || page.data.next) && (
        <nav className="pager" aria-label={t("inbox.pagesLabel")}>
          {before && <Link to="/admin/inbox">{t("inbox.newest")}</Link>}
          {page.data.next && <Link to={`/admin/inbox?before=${page.data.next}`}>{t("inbox.older")}</Link>}
        </nav>
      )}
    </div>
  );
}
