import { useRef, useState } from "react";
import { canReviewLocale, type SessionAccount } from "../../common/auth";
import { needsReview } from "../../common/contracts/translation-responses";
import { type LocaleCode, localeInfo } from "../../common/locales";
import type { AdminApi, KeyRow } from "../lib/admin-api";
import { HttpError } from "../lib/http";
import { RequestChangesForm } from "../pages/translation/RequestChangesForm";
import { flashAfterReload } from "./flash";

/**
 * A translation's review state in words, the text visitors see while a newer one waits, and
 * for a reviewer of the locale (or an admin) the editor's Approve (docs/decisions/0055) and
 * Request changes, with a reason (docs/decisions/0074): both act on the saved version, so an
 * unsaved change in the dialog must be saved first.
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
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const askButton = useRef<HTMLButtonElement>(null);
  const cell = row.values[locale];
  if (!cell) return null;
  const info = localeInfo(locale);
  const waiting = needsReview(cell);
  const sentBack = cell.state === "changes-requested";
  const state = cell.outdatedSource
    ? "Outdated (its source text changed)"
    : sentBack
      ? "Changes requested"
      : waiting
        ? "Needs review"
        : "Reviewed";
  const reviewer = canReviewLocale(user, locale);

  const act = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      flashAfterReload(done);
      window.location.reload();
    } catch (e) {
      setError(e instanceof HttpError ? e.message : String(e));
      setBusy(false);
    }
  };
  const approve = () =>
    act(
      () => api.approve(row.name, locale, cell.version),
      `Approved ${row.name} in ${info.name}: visitors see it now.`,
    );
  const sendBack = (reason: string) =>
    act(
      () => api.requestChanges(row.name, locale, cell.version, reason),
      `Sent ${row.name} in ${info.name} back with changes requested.`,
    );

  return (
    <div className="in-context-review" data-testid="in-context-review">
      <p>
        <span className="in-context-label">State:</span> {state}
      </p>
      {sentBack && cell.changesRequested && (
        <p>
          <span className="in-context-label">{cell.changesRequested.by} asked:</span> {cell.changesRequested.reason}
        </p>
      )}
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
      {reviewer && asking && (
        <RequestChangesForm
          working={busy}
          onSend={(reason) => void sendBack(reason)}
          onCancel={() => {
            setAsking(false);
            requestAnimationFrame(() => askButton.current?.focus());
          }}
        />
      )}
      {reviewer && !asking && (waiting || !sentBack) && (
        <p className="in-context-actions">
          {waiting && (
            <button type="button" className="button-link" disabled={busy || unsaved} onClick={() => void approve()}>
              {busy ? "Approving…" : "Approve"}
            </button>
          )}
          {!sentBack && (
            <button
              type="button"
              className="button-link"
              ref={askButton}
              disabled={busy || unsaved}
              onClick={() => setAsking(true)}
            >
              Request changes…
            </button>
          )}
          {unsaved && <span> Save your change first, then review it.</span>}
        </p>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
