import { useState } from "react";
import { canReviewLocale } from "../../../common/auth";
import { needsReview } from "../../../common/contracts/translation-responses";
import type { LocaleCode } from "../../../common/locales";
import { Icon } from "../../components/Icon";
import type { Cell } from "../../lib/admin-api";
import { useEditor } from "./context";
import { SourceDiff } from "./SourceDiff";
import "./cell-review.css";

/**
 * A saved cell's review state (docs/decisions/0055), in words: "Needs review" or "Reviewed",
 * and "Outdated" when the source changed since the text was written. A cell waiting in a
 * locale that publishes only reviewed texts shows the text visitors still get. "Approve" is
 * for reviewers of the locale and admins; "Confirm" (the text still fits the new source) for
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
  cell: Cell;
  /** The source locale's text of the key now. */
  sourceText: string | undefined;
  reviewedOnly: boolean;
  editable: boolean;
  active: boolean;
  /** An unsaved draft or a save in flight: approving now would approve the wrong text. */
  busy: boolean;
}) {
  const { user, review, focusCell } = useEditor();
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const waiting = needsReview(cell);
  const outdated = cell.outdatedSource != null;
  const hasError = cell.problems.some((p) => p.severity === "error");
  const canApprove = waiting && !hasError && !busy && canReviewLocale(user, locale);
  const canConfirm = outdated && !busy && editable;
  const tabIndex = active ? 0 : -1;

  async function run(action: "approve" | "confirm") {
    setError(null);
    setWorking(true);
    const failure = await review[action](name, locale, cell.version);
    setWorking(false);
    if (failure) return setError(failure);
    // The button is gone with the state it acted on: the keyboard goes on from this cell, never from <body>.
    focusCell(rowIndex, colIndex);
  }

  return (
    <div className="cell-review">
      <p className={waiting || outdated ? "cell-badges" : "cell-badges cell-badges-corner"}>
        {waiting ? (
          <span className="badge badge-waiting">
            <Icon name="lucide:circle-dot" /> Needs review
          </span>
        ) : (
          // The usual state: a mark in the corner, the word for screen readers and as a tooltip.
          <span className="badge badge-reviewed" title="Reviewed">
            <Icon name="lucide:check" /> <span className="badge-word">Reviewed</span>
          </span>
        )}
        {outdated && (
          <span className="badge badge-outdated">
            <Icon name="lucide:circle-alert" /> Outdated
          </span>
        )}
      </p>
      {waiting && reviewedOnly && cell.reviewedText !== cell.text && (
        <p className="cell-live">
          <span className="cell-live-label">Live (reviewed):</span>{" "}
          {cell.reviewedText ?? <em>nothing yet, visitors get the fallback</em>}
        </p>
      )}
      {outdated && <SourceDiff before={cell.outdatedSource ?? ""} after={sourceText ?? ""} />}
      {(canApprove || canConfirm) && (
        <p className="cell-review-actions">
          {canApprove && (
            <button
              type="button"
              className="button-small"
              tabIndex={tabIndex}
              disabled={working}
              onClick={() => void run("approve")}
            >
              <Icon name="lucide:check" /> Approve
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
              <Icon name="lucide:check" /> Confirm still current
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
