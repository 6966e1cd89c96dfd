import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useRevalidator, useSearchParams } from "react-router";
import type { NotificationItem } from "../../../common/contracts/notifications";
import { QueryState } from "../../components/admin/AdminTable";
import { ago, inboxApi, inboxKeys } from "../../lib/inbox-api";
import { useHttp } from "../../lib/use-http";
import "./inbox.css";

/** What the page says, in one place (issue 38 turns these into messages). */
const TEXT = {
  title: "Inbox",
  intro: "What others did with your texts, your questions and your name, newest first.",
  empty:
    "Nothing here yet. When someone sends your text back, approves it, replies to you or mentions you, it shows here.",
  markAll: "Mark all read",
  markRead: "Mark read",
  markUnread: "Mark unread",
  unread: "Unread",
  newest: "Newest notifications",
  older: "Older notifications",
  failed: "Your notifications could not be loaded.",
};

/** The signed-in account's notifications, 50 a page: each a sentence with who, what and when, and its link. */
export function InboxPage() {
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
      <title>{`${TEXT.title} · Polyglot admin`}</title>
      <div className="inbox-head">
        <h1>{TEXT.title}</h1>
        <button
          type="button"
          className="button-quiet"
          disabled={!page.data || page.data.unread === 0 || mark.isPending}
          onClick={() => mark.mutate({ target: { all: true }, read: true })}
        >
          {TEXT.markAll}
        </button>
      </div>
      <p className="muted">{TEXT.intro}</p>
      <QueryState query={page} errorText={(e) => (e instanceof Error ? e.message : TEXT.failed)} />
      {page.data && items.length === 0 && <p>{TEXT.empty}</p>}
      {items.length > 0 && (
        <ol className="inbox-list" aria-label="Notifications">
          {items.map((item) => (
            <li key={item.id} className={item.read ? "inbox-item" : "inbox-item unread"}>
              <p className="inbox-text">
                {!item.read && <span className="inbox-unread">{TEXT.unread}</span>}
                <Link
                  to={item.link}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    void open(item);
                  }}
                >
                  {item.text}
                </Link>
              </p>
              <p className="inbox-meta">
                <time dateTime={item.createdAt} title={new Date(item.createdAt).toLocaleString("en-GB")}>
                  {ago(item.createdAt)}
                </time>
                <button
                  type="button"
                  className="button-link"
                  disabled={mark.isPending}
                  onClick={() => mark.mutate({ target: { ids: [item.id] }, read: !item.read })}
                >
                  {item.read ? TEXT.markUnread : TEXT.markRead}
                  <span className="visually-hidden">: {item.text}</span>
                </button>
              </p>
            </li>
          ))}
        </ol>
      )}
      {page.data && (before || page.data.next) && (
        <nav className="pager" aria-label="Inbox pages">
          {before && <Link to="/admin/inbox">{TEXT.newest}</Link>}
          {page.data.next && <Link to={`/admin/inbox?before=${page.data.next}`}>{TEXT.older}</Link>}
        </nav>
      )}
    </div>
  );
}
