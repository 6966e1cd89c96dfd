import { useRef, useState } from "react";
import { canReviewLocale, type SessionAccount } from "../../common/auth";
import { needsReview } from "../../common/contracts/translation-responses";
import { type LocaleCode, localeInfo } from "../../common/locales";
import { useAdminI18n } from "../admin-i18n/AdminI18nProvider";
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
  const { t } = useAdminI18n();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const askButton = useRef<HTMLButtonElement>(null);
  const cell = row.values[locale];
  if (!cell) return null;
  const info = localeInfo(locale);
  const waiting = needsReview(cell);
  const sentBack = cell.state === "changes-requested";
  const state = cell.outdatedSource ? "outdated" : sentBack ? "changesRequested" : waiting ? "needsReview" : "reviewed";
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
      t("inContext.review.approved", { key: row.name, locale: info.name }),
    );
  const sendBack = (reason: string) =>
    act(
      () => api.requestChanges(row.name, locale, cell.version, reason),
      t("inContext.review.sentBack", { key: row.name, locale: info.name }),
    );

  return (
    <div className="in-context-review" data-testid="in-context-review">
      <p>
        <span className="in-context-label">{t("inContext.review.stateLabel")}</span>{" "}
        {t("inContext.review.state", { state })}
      </p>
      {sentBack && cell.changesRequested && (
        <p>
          <span className="in-context-label">{t("inContext.review.asked", { name: cell.changesRequested.by })}</span>{" "}
          {cell.changesRequested.reason}
        </p>
      )}
      {reviewedOnly && waiting && (
        <p>
          <span className="in-context-label">{t("inContext.review.visitorsSee")}</span>{" "}
          {cell.reviewedText ? <span lang={info.tag}>{cell.reviewedText}</span> : t("inContext.review.fallback")}
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
              {busy ? t("inContext.review.approving") : t("inContext.review.approve")}
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
              {t("inContext.review.requestChanges")}
            </button>
          )}
          {unsaved && <span> {t("inContext.review.saveFirst")}</span>}
        </p>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
