import { NavLink } from "react-router";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { Icon } from "../Icon";

/**
 * The admin bar's bell: a link to the inbox whose name says how many notifications are unread.
 * The count comes with the session (AdminData), so it costs the page no request of its own.
 */
export function InboxBell({ unread }: { unread: number }) {
  const { t } = useAdminI18n();
  return (
    <NavLink
      to="/admin/inbox"
      className="inbox-bell"
      aria-label={t("layout.bell.label", { count: unread })}
      data-testid="inbox-bell"
    >
      <Icon name="lucide:bell" />
      {unread > 0 && (
        <span className="inbox-count" aria-hidden="true">
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </NavLink>
  );
}
