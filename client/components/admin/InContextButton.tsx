import { useState } from "react";
import type { SessionAccount } from "../../../common/auth";
import { IN_CONTEXT_PATH } from "../../../common/in-context";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { useHttp } from "../../lib/use-http";
import { editOnSiteTarget } from "./in-context-target";

/**
 * "Edit on the site" (docs/decisions/0058-in-context-editing.md): turns edit mode on and opens
 * the public site where the admin was looking (`editOnSiteTarget`: the editor's locale, the page
 * they came from, their last chosen locale, their first locale). Turned off again from the bar
 * of an edit-mode page.
 */
export function InContextButton({ user }: { user: SessionAccount }) {
  const http = useHttp();
  const { t } = useAdminI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="button-link"
        disabled={busy}
        data-testid="edit-on-site"
        onClick={() => {
          setBusy(true);
          setError(null);
          http.put(IN_CONTEXT_PATH.replace(/^\/api\//, ""), { body: { on: true } }).then((res) => {
            const { pathname, search, origin } = window.location;
            const where = { pathname, search, origin, referrer: document.referrer, cookie: document.cookie };
            if (res.ok) window.location.assign(editOnSiteTarget(user, where));
            else {
              setBusy(false);
              setError(t("layout.editOnSite.failed"));
            }
          });
        }}
      >
        {t("layout.editOnSite.button")}
      </button>
      {error && <span role="alert">{error}</span>}
    </>
  );
}
