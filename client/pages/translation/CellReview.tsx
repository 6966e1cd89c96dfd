import { useEffect, useRef, useState } from "react";
import { canReviewLocale } from "../../../common/auth";
import { needsReview } from "../../../common/contracts/translation-responses";
import type { LocaleCode } from "../../../common/locales";
import { useAdminI18n } from "../../admin-i18n/AdminI18nProvider";
import { Icon } from "../../components/Icon";
import type { Translation } from "../../lib/admin-api";
import { useEditor } from "./context";
import { REQUEST_CHANGES_EVENT } from "./grid-shortcuts";
import { RequestChangesForm } from "./RequestChangesForm";
import { SourceDiff } from "./SourceDiff";
import "./cell-review.css";

/**
 * A saved cell's review state (docs/decisions/0055), in words: "Needs review" or "Reviewed",
 * and "Outdated" when the source changed since the text was written. A cell waiting in a
 * locale that publishes only reviewed texts shows the text visitors still get. "Approve" is
 * for reviewers of the locale and admins, and so is "Request changes…", which sends the text back
 * with a reason (docs/decisions/0074); "Confirm" (the text still fits the new source) for
 * whoever edits it. The buttons are in the tab order of the active cell only, as its editor is.
 */
export function CellReview({
  name,
  locale,
  cell,
  sourceText,
  reviewedOnly,
  editable,
  active,
  busy,
  rowIndex,
  colIndex,
}: {
  rowIndex: number;
  colIndex: number;
  name: string;
  locale: LocaleCode;
  cell: Translation;
  /** The source locale's text of the key now. */
  sourceText: string | undefined;
  reviewedOnly: boolean;
  editable: boolean;
  active: boolean;
  /** An unsaved draft or a save in flight: approving now would approve the wrong text. */
  busy: boolean;
}) {
  const { user, review, focusCell } = useEditor();
  const { t } = useAdminI18n();
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [asking, setAsking] = useState(false);
  const waiting = needsReview(cell);
  const sentBack = cell.state === "changes-requested";
  const outdated = cell.outdatedSource != null;
  const hasError = cell.problems.some((p) => p.severity === "error");
  const reviewer = canReviewLocale(user, locale);
  const canApprove = waiting && !hasError && !busy && reviewer;
  const canSendBack = !sentBack && !busy && reviewer;
  // Alt+R asks for it on any text (grid-shortcuts.ts); the button stands beside Approve only, for a
  // text waiting for review: one in every reviewed cell would crowd the grid and catch clicks meant for the text.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const cell = root.current?.closest('[role="gridcell"]');
    if (!cell || !canSendBack) return;
    const ask = (event: Event) => {
      event.preventDefault();
      setAsking(true);
    };
    cell.addEventListener(REQUEST_CHANGES_EVENT, ask);
    return () => cell.removeEventListener(REQUEST_CHANGES_EVENT, ask);
  }, [canSendBack]);
  const canConfirm = outdated && !busy && editable;
  const tabIndex = active ? 0 : -1;

  async function run(action: "approve" | "confirm" | "requestChanges", reason = "") {
    setError(null);
    setWorking(true);
    const failure =
      action === "requestChanges"
        ? await review.requestChanges(name, locale, cell.version, reason)
        : await review[action](name, locale, cell.version);
    setWorking(false);
    if (failure) return setError(failure);
    setAsking(false);
    // The button is gone with the state it acted on: the keyboard goes on from this cell, never from <body>.
    focusCell(rowIndex, colIndex);
  }

  return (
    <div className="cell-review" ref={root}>
      <p className={waiting || outdated ? "cell-badges" : "cell-badges cell-badges-corner"}>
        {sentBack ? (
          <span className="badge badge-changes">
            <Icon name="lucide:undo-2" /> {t("cell.review.changesRequested")}
          </span>
        ) : waiting ? (
          <span className="badge badge-waiting">
            <Icon name="lucide:circle-dot" /> {t("cell.review.needsReview")}
          </span>
        ) : (
          // The usual state: a mark in the corner, the word for screen readers and as a tooltip.
          <span className="badge badge-reviewed" title={t("cell.review.reviewed")}>
            <Icon name="lucide:check" /> <span className="badge-word">{t("cell.review.reviewed")}</span>
          </span>
        )}
        {outdated && (
          <span className="badge badge-outdated">
            <Icon name="lucide:circle-alert" /> {t("cell.review.outdated")}
          </span>
        )}
      </p>
      {waiting && reviewedOnly && cell.reviewedText !== cell.text && (
        <p className="cell-live">
          <span className="cell-live-label">{t("cell.review.live")}</span>{" "}
          {cell.reviewedText ?? <em>{t("cell.review.nothingLive")}</em>}
        </p>
      )}
      {sentBack && cell.changesRequested && (
        <p className="cell-changes">
          <span className="cell-live-label">{t("cell.review.requestedBy", { name: cell.changesRequested.by })}</span>{" "}
          {cell.changesRequested.reason}
        </p>
      )}
      {outdated && <SourceDiff before={cell.outdatedSource ?? ""} after={sourceText ?? ""} />}
      {asking && (
        <RequestChangesForm
          working={working}
          onSend={(reason) => void run("requestChanges", reason)}
          onCancel={() => {
            setAsking(false);
            focusCell(rowIndex, colIndex);
          }}
        />
      )}
      {!asking && (canApprove || canConfirm) && (
        <p className="cell-review-actions">
          {canApprove && (
            <button
              type="button"
              className="button-small"
              tabIndex={tabIndex}
              disabled={working}
              onClick={() => void run("approve")}
            >
              <Icon name="lucide:check" /> {t("cell.review.approve")}
            </button>
          )}
          {canConfirm && (
            <button
              type="button"
              className="button-small"
              tabIndex={tabIndex}
              disabled={working}
              onClick={() => void run("confirm")}
            >
              <Icon name="lucide:check" /> {t("cell.review.confirm")}
            </button>
          )}
          {canApprove && canSendBack && (
            <button
              type="button"
              className="button-small button-quiet cell-send-back"
              tabIndex={tabIndex}
              disabled={working}
              onClick={() => setAsking(true)}
            >
              <Icon name="lucide:undo-2" /> {t("cell.review.requestChanges")}
            </button>
          )}
        </p>
      )}
      {error && (
        <p className="cell-status status-failed" role="alert">
          <Icon name="lucide:circle-alert" /> {error}
        </p>
      )}
    </div>
  );
}
