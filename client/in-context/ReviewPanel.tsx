import { useState } from "react";
import { canReviewLocale, type SessionAccount } from "../../common/auth";
import { needsReview } from "../../common/contracts/translation-responses";
import { type LocaleCode, localeInfo } from "../../common/locales";
import type { AdminApi, KeyRow } from "../lib/admin-api";
import { HttpError } from "../lib/http";
import { flashAfterReload } from "./flash";

/**
 * A translation's review state in words, the text visitors see while a newer one waits, and
 * for a reviewer of the locale (or an admin) the editor's Approve (docs/decisions/0055): it
 * approves the saved version, so an unsaved change in the dialog must be saved first.
 */
export function ReviewPanel(props: {
  api: AdminApi;
  user: SessionAccount;
  row: KeyRow;
  locale: LocaleCode;
  reviewedOnly: boolean;
  /** The dialog's text differs from the saved one. */
  unsaved: boolean;
}) {
  const { api, user, row, locale, reviewedOnly, unsaved } = props;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cell = row.values[locale];
  if (!cell) return null;
  const info = localeInfo(locale);
  const waiting = needsReview(cell);
  const state = cell.outdatedSource ? "Outdated (its source text changed)" : waiting ? "Needs review" : "Reviewed";

  const approve = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.approve(row.name, locale, cell.version);
      flashAfterReload(`Approved ${row.name} in ${info.name}: visitors see it now.`);
      window.location.reload();
    } catch (e) {
      setError(e instanceof HttpError ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <div className="in-context-review" data-testid="in-context-review">
      <p>
        <span className="in-context-label">State:</span> {state}
      </p>
      {reviewedOnly && waiting && (
        <p>
          <span className="in-context-label">Visitors see:</span>{" "}
          {cell.reviewedText ? (
            <span lang={info.tag}>{cell.reviewedText}</span>
          ) : (
            "the fallback text (this one was never approved)"
          )}
        </p>
      )}
      {waiting && canReviewLocale(user, locale) && (
        <p className="in-context-actions">
          <button type="button" className="button-link" disabled={busy || unsaved} onClick={() => void approve()}>
            {busy ? "Approving…" : "Approve"}
          </button>
          {unsaved && <span> Save your change first, then approve it.</span>}
        </p>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
