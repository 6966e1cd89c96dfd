import { useState } from "react";
import type { SessionUser } from "../../../common/auth";
import { EDIT_ON_PAGE_PATH } from "../../../common/in-context";
import { localeChoicePath } from "../../../common/locales";
import { useHttp } from "../../lib/use-http";

/**
 * "Edit on the site" (docs/decisions/0058-in-context-editing.md): turns edit mode on and opens
 * the public site, in the first locale the account works on (an admin: the site's home, which
 * picks the language as for anyone). Turned off again from the bar of an edit-mode page.
 */
export function EditOnSiteButton({ user }: { user: SessionUser }) {
  const http = useHttp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const first = user.locales?.[0];
  const target = first ? localeChoicePath(first, "/") : "/";
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
          http.put(EDIT_ON_PAGE_PATH.replace(/^\/api\//, ""), { body: { on: true } }).then((res) => {
            if (res.ok) window.location.assign(target);
            else {
              setBusy(false);
              setError("Edit mode could not be turned on");
            }
          });
        }}
      >
        Edit on the site
      </button>
      {error && <span role="alert">{error}</span>}
    </>
  );
}
